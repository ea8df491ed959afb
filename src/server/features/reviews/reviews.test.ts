import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { rowCount } from '#tests/support/rows.ts';
import {
  auditLog,
  parkingTickets,
  rateLimitCounters,
  ticketReviews,
  ticketVerifications,
} from '#server/db/schema.ts';
import { type seedRetailer, seedTicket } from '#server/db/seed.ts';
import { londonTime } from '#server/lib/clock.ts';
import { getGazetteer } from '#server/lib/geo/gazetteer.ts';
import {
  type Admin,
  appWithAdmin,
  asAdmin,
  asDriver,
  asRetailer,
} from '#server/features/admin/admin-test-helpers.ts';
import type { ProofReader, TicketReading } from '#server/features/tickets/service.ts';
import { imagePhashOf } from '#server/features/tickets/fraud.ts';
import { seedTownShop } from '#tests/support/shops.ts';
import { copiesOf, payAndDisplay, uploadImage } from '#tests/support/tickets.ts';
import { askForReview, freshPhoto, leedsText, WRONG_DATE_REASONS } from './review-test-helpers';
import { REVIEW_REQUESTS_PER_DAY } from './service';

const NOW = londonTime('2026-03-14', '18:00');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A stand-in for OCR: each read answers what the test set, and is counted. */
let reading: TicketReading;
let reads = 0;
const reader: ProofReader = {
  read: async () => {
    reads += 1;
    return reading;
  },
};
let ticketNumbers = 0;
/** A refused Leeds ticket with a number of its own (approved tickets must not share one). */
function refusal(rawText?: string): TicketReading {
  ticketNumbers += 1;
  const ticketNumber = `T-${10000 + ticketNumbers}`;
  return {
    outcome: 'wrong_date',
    reasons: [...WRONG_DATE_REASONS, 'OCR confidence 91'],
    detectedDate: '2026-03-13',
    place: getGazetteer().lookupTown('Leeds'),
    postcode: null,
    ticketNumber,
    rawText: rawText ?? leedsText(ticketNumber),
    ocrConfidence: 91,
  };
}

let t: TestApp;
let admin: Admin;
let leedsShop: Awaited<ReturnType<typeof seedRetailer>>;

beforeAll(async () => {
  ({ t, admin } = await appWithAdmin({ now: NOW, reader }, 'Rita Reviewer'));
  leedsShop = await seedTownShop(t, 'leeds', NOW);
  // Far from Leeds: shown only to tickets without a place.
  await seedTownShop(t, 'york', NOW);
});
afterAll(() => t?.close());
beforeEach(() => {
  t.clock.set(NOW);
  reading = refusal();
});

type Driver = Awaited<ReturnType<typeof asDriver>>;

/** A driver's photo sent to the reader and refused, as the upload screen does it. */
async function refusedPhoto(driver: Driver) {
  const imageUrl = await freshPhoto(t, driver.cookie);
  const res = await driver.api.post('/api/parking-tickets', { imageUrl });
  expect(res.statusCode, res.body).toBe(422);
  return imageUrl;
}

async function counts() {
  return {
    tickets: await rowCount(t.db, parkingTickets),
    reviews: await rowCount(t.db, ticketReviews),
    audit: await rowCount(t.db, auditLog),
    attempts: await rowCount(t.db, ticketVerifications),
  };
}

const ticketOf = async (id: string) =>
  (await t.db.select().from(parkingTickets).where(eq(parkingTickets.id, id)))[0]!;
const reviewOf = async (id: string) =>
  (await t.db.select().from(ticketReviews).where(eq(ticketReviews.id, id)))[0]!;
const auditFor = (id: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.targetId, id)).orderBy(desc(auditLog.createdAt));
const names = (list: { businessName: string }[]) => list.map((retailer) => retailer.businessName).sort();

describe('asking for a review', () => {
  it('queues a refused ticket: 202, an unverified ticket shown "In review" with no internal figures', async () => {
    const driver = await asDriver(t);
    t.clock.set(new Date(NOW.getTime() - 10 * 60 * 1000));
    const imageUrl = await refusedPhoto(driver);
    t.clock.set(NOW);

    const res = await driver.api.post('/api/parking-tickets/reviews', {
      imageUrl,
      note: '  The date is printed at the bottom.  ',
    });
    expect(res.statusCode, res.body).toBe(202);
    const answer = res.json();
    expect(answer).toMatchObject({ status: 'pending', message: expect.stringMatching(/person will check/) });

    const ticket = await ticketOf(answer.ticketId);
    const [attempt] = await t.db
      .select()
      .from(ticketVerifications)
      .where(eq(ticketVerifications.imageUrl, imageUrl));
    expect(ticket).toMatchObject({
      userId: driver.user.id,
      imageUrl,
      isVerified: false,
      uploadDay: '2026-03-14',
      expiresAt: null,
      // Uploaded when the driver sent it in, not when they asked.
      createdAt: attempt!.createdAt,
    });
    expect(ticket.imageSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(ticket.objectId).toBe(imageUrl.split('/').at(-1));
    expect(await reviewOf(answer.id)).toMatchObject({
      ticketId: ticket.id,
      verificationId: attempt!.id,
      reviewDay: '2026-03-14',
      note: 'The date is printed at the bottom.',
      status: 'pending',
      createdAt: NOW,
    });

    const history = (await driver.api.get('/api/parking-tickets')).json();
    expect(history).toEqual([
      expect.objectContaining({
        id: ticket.id,
        isVerified: false,
        review: { status: 'pending', declineReason: null },
      }),
    ]);
    const today = (await driver.api.get('/api/parking-tickets/today')).json();
    expect(today).toMatchObject({ id: ticket.id, review: { status: 'pending' } });
    // Drivers are told in words; the reader's figures and text stay with admins.
    expect(JSON.stringify([history, today, answer])).not.toMatch(/confidence|ocr|reasons|score/i);
  });

  it('allows one request per London day: the second is 409 and writes nothing, the next day is fine', async () => {
    const driver = await asDriver(t);
    await askForReview(driver, await refusedPhoto(driver));
    const second = await refusedPhoto(driver);
    const before = await counts();
    const res = await driver.api.post('/api/parking-tickets/reviews', { imageUrl: second, note: 'Again?' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('review.already_requested');
    expect(res.json().message).toBe('You have already asked for a review today. You can ask again tomorrow.');
    expect(await counts()).toEqual(before);

    // 00:30 in London is the next day (and in March, still GMT).
    t.clock.set(londonTime('2026-03-15', '00:30'));
    await askForReview(driver, await refusedPhoto(driver));
  });

  it('keeps one request a day when requests race (PostgreSQL runs them at once): one 202, the rest 409', async () => {
    const driver = await asDriver(t);
    const photos = [await refusedPhoto(driver), await refusedPhoto(driver), await refusedPhoto(driver)];
    const answers = await Promise.all(
      photos.map((imageUrl) => driver.api.post('/api/parking-tickets/reviews', { imageUrl })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([202, 409, 409]);
    // The losers' tickets were rolled back with their reviews.
    expect(await rowCount(t.db, parkingTickets, eq(parkingTickets.userId, driver.user.id))).toBe(1);
  });

  it('answers 404 unless the photo is the caller’s with a refused attempt today, writing nothing', async () => {
    const driver = await asDriver(t);
    const other = await asDriver(t);
    const othersRefused = await refusedPhoto(other);
    const neverSent = await freshPhoto(t, driver.cookie);
    t.clock.set(new Date(NOW.getTime() - DAY));
    const refusedYesterday = await refusedPhoto(driver);
    t.clock.set(NOW);
    // Read fine but with no town: waiting for the driver's town, not refused.
    reading = {
      ...refusal(),
      outcome: 'verified',
      place: null,
      reasons: ['No town or postcode on the ticket'],
    };
    const waitingForTown = await freshPhoto(t, driver.cookie);
    expect(
      (await driver.api.post('/api/parking-tickets', { imageUrl: waitingForTown })).json(),
    ).toMatchObject({
      requiresManualLocation: true,
    });

    const before = await counts();
    for (const imageUrl of [
      othersRefused,
      neverSent,
      refusedYesterday,
      waitingForTown,
      '/api/objects/00000000-0000-4000-8000-000000000000',
    ]) {
      const res = await driver.api.post('/api/parking-tickets/reviews', { imageUrl });
      expect(res.statusCode, imageUrl).toBe(404);
      expect(res.json().message).toMatch(/couldn’t find a refused ticket/);
    }
    expect(await counts()).toEqual(before);
  });

  it('answers 409 when the day already has a verified proof: nothing to review', async () => {
    const driver = await asDriver(t);
    const imageUrl = await refusedPhoto(driver);
    await seedTicket(t.db, driver.user.id, {}, NOW);
    const before = await counts();
    const res = await driver.api.post('/api/parking-tickets/reviews', { imageUrl });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('review.nothing_to_review');
    expect(res.json().message).toBe('Your parking is already verified today, so there is nothing to review.');
    expect(await counts()).toEqual(before);
  });

  it('refuses bad input with 400 naming the field, writing nothing', async () => {
    const driver = await asDriver(t);
    const imageUrl = await refusedPhoto(driver);
    const before = await counts();
    for (const [body, field] of [
      [{}, 'imageUrl'],
      [{ imageUrl: 'https://example.com/ticket.jpg' }, 'imageUrl'],
      [{ imageUrl: `${imageUrl}?x=1` }, 'imageUrl'],
      [{ imageUrl, note: 'x'.repeat(501) }, 'note'],
      [{ imageUrl, note: 42 }, 'note'],
    ] as const) {
      const res = await driver.api.post('/api/parking-tickets/reviews', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields).toHaveProperty(field);
    }
    expect(await counts()).toEqual(before);
    // The longest note allowed goes through.
    await askForReview(driver, imageUrl, 'x'.repeat(500));
  });

  it('is for drivers only: 401 signed out, 403 for retailers and admins, before anything else', async () => {
    // Not even a valid body: the role is checked first.
    for (const body of [{ imageUrl: '/api/objects/00000000-0000-4000-8000-000000000000' }, {}]) {
      const visitor = await client(t.app).post('/api/parking-tickets/reviews', body);
      expect(visitor.statusCode).toBe(401);
      for (const cookie of [(await asRetailer(t)).cookie, admin.cookie]) {
        const res = await client(t.app, cookie).post('/api/parking-tickets/reviews', body);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toHaveProperty('message');
      }
    }
  });

  it('never mistakes a ticket under review for one waiting for its town', async () => {
    const driver = await asDriver(t);
    const imageUrl = await refusedPhoto(driver);
    const { ticketId } = await askForReview(driver, imageUrl);
    const readsBefore = reads;

    // The same photo again with a town: it must be read again (and refused again), not verified unread.
    const res = await driver.api.post('/api/parking-tickets', { imageUrl, city: 'Leeds', location: 'Leeds' });
    expect(res.statusCode, res.body).toBe(422);
    expect(reads).toBe(readsBefore + 1);
    expect(await ticketOf(ticketId)).toMatchObject({ isVerified: false, city: null });
    const verified = and(eq(parkingTickets.userId, driver.user.id), eq(parkingTickets.isVerified, true));
    expect(await rowCount(t.db, parkingTickets, verified)).toBe(0);
  });
});

describe('what a refusal says about asking for a review (issue 25)', () => {
  /** A fresh photo refused by the reader; its answer's `verificationResult.review`. */
  async function refusalOffer(driver: Driver) {
    const res = await driver.api.post('/api/parking-tickets', {
      imageUrl: await freshPhoto(t, driver.cookie),
    });
    expect(res.statusCode, res.body).toBe(422);
    return res.json().verificationResult.review;
  }

  it('offers a review until one is waiting, then says one is waiting; today shows it in review', async () => {
    const driver = await asDriver(t);
    expect(await refusalOffer(driver)).toEqual({ allowed: true, reason: null });
    const { ticketId } = await askForReview(driver, await refusedPhoto(driver));

    t.clock.advance(60_000);
    expect(await refusalOffer(driver)).toEqual({ allowed: false, reason: 'pending' });
    // A request sent anyway is still refused: the offer tells the rule, it does not replace it.
    const again = await driver.api.post('/api/parking-tickets/reviews', {
      imageUrl: await refusedPhoto(driver),
    });
    expect(again.statusCode).toBe(409);

    // A newer proof waiting for its town does not hide the ticket a person is checking.
    reading = { ...refusal(), outcome: 'verified', place: null, ticketNumber: null };
    const waiting = await driver.api.post('/api/parking-tickets', {
      imageUrl: await freshPhoto(t, driver.cookie),
    });
    expect(waiting.json()).toMatchObject({ requiresManualLocation: true });
    expect((await driver.api.get('/api/parking-tickets/today')).json()).toMatchObject({
      id: ticketId,
      isVerified: false,
      review: { status: 'pending' },
    });
  });

  it('says one was asked for today once it is decided, and offers it again the next London day', async () => {
    const driver = await asDriver(t);
    const { id } = await askForReview(driver, await refusedPhoto(driver));
    const declined = await admin.api.post(`/api/admin/reviews/${id}/decline`, { reason: 'Yesterday’s date' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await refusalOffer(driver)).toEqual({ allowed: false, reason: 'asked_today' });

    t.clock.set(new Date(NOW.getTime() + DAY));
    reading = { ...refusal(), detectedDate: '2026-03-14' };
    expect(await refusalOffer(driver)).toEqual({ allowed: true, reason: null });
  });

  it('says the day’s requests are used up once they are', async () => {
    const driver = await asDriver(t);
    await t.db.insert(rateLimitCounters).values({
      key: `review-request:${driver.user.id}:2026-03-14`,
      count: REVIEW_REQUESTS_PER_DAY,
      resetAt: new Date(NOW.getTime() + 6 * HOUR),
    });
    expect(await refusalOffer(driver)).toEqual({ allowed: false, reason: 'too_many_requests' });
  });
});

describe('the admin list', () => {
  it('lists pending reviews oldest first with the photo, the text read, the reasons and the note', async () => {
    const first = await asDriver(t, { fullName: 'Fay First' });
    const second = await asDriver(t, { fullName: 'Sam Second', phone: '+447700900777' });
    const a = await askForReview(first, await refusedPhoto(first), 'Bought at 09:30 today');
    t.clock.advance(60_000);
    const b = await askForReview(second, await refusedPhoto(second));

    const res = await admin.api.get('/api/admin/reviews?status=pending&limit=200');
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: string; createdAt: string }[];
    expect(Array.isArray(list)).toBe(true);
    expect(Number(res.headers['x-total-count'])).toBe(list.length);
    const times = list.map((review) => review.createdAt);
    expect(times).toEqual([...times].sort());
    const ids = list.map((review) => review.id);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    const ticket = await ticketOf(a.ticketId);
    expect(list.find((review) => review.id === a.id)).toEqual({
      id: a.id,
      ticketId: a.ticketId,
      userId: first.user.id,
      source: 'driver',
      driver: { fullName: 'Fay First', email: first.email, phone: null },
      imageUrl: ticket.imageUrl,
      note: 'Bought at 09:30 today',
      outcome: 'wrong_date',
      reasons: [...WRONG_DATE_REASONS, 'OCR confidence 91'],
      ocrText: reading.rawText,
      status: 'pending',
      declineReason: null,
      decidedAt: null,
      decidedBy: null,
      uploadedAt: ticket.createdAt.toISOString(),
      createdAt: NOW.toISOString(),
    });
    // Admins may open the photo itself.
    const photo = await admin.api.get(ticket.imageUrl!);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toMatch(/^image\//);

    expect((await admin.api.get('/api/admin/reviews')).json()).toEqual(list.slice(0, 200));
    const paged = await admin.api.get('/api/admin/reviews?limit=1&offset=1');
    expect(paged.json()).toEqual([list[1]]);
    expect(paged.headers['x-total-count']).toBe(String(list.length));
    const bad = await admin.api.get('/api/admin/reviews?status=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.status).toBe('status must be pending, approved or declined');
  });
});

describe('approving', () => {
  it('verifies the ticket for its upload day, placed from its text, valid 24 h from upload; offers open', async () => {
    const driver = await asDriver(t, { fullName: 'Olive Open' });
    t.clock.set(londonTime('2026-03-14', '09:40'));
    const imageUrl = await refusedPhoto(driver);
    const { id, ticketId } = await askForReview(driver, imageUrl);
    // Before: no verified proof, so no redemption.
    const early = await driver.api.post('/api/redemptions', {
      retailerId: leedsShop.retailer.id,
      parkingTicketId: ticketId,
      retailerCode: leedsShop.code,
    });
    expect(early.statusCode).toBe(422);

    t.clock.set(londonTime('2026-03-14', '15:00'));
    const res = await admin.api.post(`/api/admin/reviews/${id}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      ticketVerified: true,
      review: { id, status: 'approved', decidedBy: 'Rita Reviewer', decidedAt: t.clock.now().toISOString() },
    });

    const ticket = await ticketOf(ticketId);
    expect(ticket).toMatchObject({
      isVerified: true,
      uploadDay: '2026-03-14',
      detectedDate: '2026-03-14',
      verifiedAt: t.clock.now(),
      city: 'Leeds',
      location: 'Leeds',
      ticketNumber: reading.ticketNumber,
    });
    expect(ticket.expiresAt!.getTime()).toBe(ticket.createdAt.getTime() + DAY);
    expect(ticket.createdAt).toEqual(londonTime('2026-03-14', '09:40'));
    expect(await reviewOf(id)).toMatchObject({ status: 'approved', decidedById: admin.user.id });
    const [decision] = await t.db
      .select()
      .from(ticketVerifications)
      .where(eq(ticketVerifications.ticketId, ticketId));
    expect(decision).toMatchObject({
      outcome: 'verified',
      reasons: ['Approved by Rita Reviewer on review', 'Location: Leeds'],
    });

    const [entry] = await auditFor(id);
    expect(entry).toMatchObject({
      action: 'review.approve',
      targetType: 'ticket_review',
      actorId: admin.user.id,
      actorLabel: 'Rita Reviewer',
      createdAt: t.clock.now(),
    });
    expect(entry!.summary).toMatch(
      /^Approved the review of Olive Open \(d\*\*\*@test\.uk\)’s ticket of 14 Mar 2026: now verified in Leeds$/,
    );

    // The driver's home and browse follow at once: today's ticket, nearby offers, a redemption.
    const today = (await driver.api.get('/api/parking-tickets/today')).json();
    expect(today).toMatchObject({
      id: ticketId,
      isVerified: true,
      city: 'Leeds',
      review: { status: 'approved' },
    });
    const offers = (await driver.api.get('/api/retailers')).json();
    expect(names(offers)).toContain('Leeds Larder');
    expect(names(offers)).not.toContain('York Yarns');
    const redeemed = await driver.api.post('/api/redemptions', {
      retailerId: leedsShop.retailer.id,
      parkingTicketId: ticketId,
      retailerCode: leedsShop.code,
    });
    expect(redeemed.statusCode, redeemed.body).toBe(201);
    // The day's proof is taken: no second one.
    const again = await driver.api.post('/api/parking-tickets', {
      imageUrl: await freshPhoto(t, driver.cookie),
    });
    expect(again.statusCode).toBe(409);
  });

  it('never stretches validity: a late approval keeps upload + 24 h and the upload day', async () => {
    const driver = await asDriver(t);
    const { id, ticketId } = await askForReview(driver, await refusedPhoto(driver));
    const uploaded = (await ticketOf(ticketId)).createdAt;
    t.clock.set(new Date(NOW.getTime() + 30 * HOUR));
    const late = await asAdmin(t);
    expect((await late.api.post(`/api/admin/reviews/${id}/approve`)).statusCode).toBe(200);
    const ticket = await ticketOf(ticketId);
    expect(ticket).toMatchObject({ isVerified: true, uploadDay: '2026-03-14', detectedDate: '2026-03-14' });
    expect(ticket.expiresAt).toEqual(new Date(uploaded.getTime() + DAY));
    expect(ticket.expiresAt!.getTime()).toBeLessThan(t.clock.now().getTime());
    // Expired on a later day: it is not today's ticket, and today is still free for a new proof.
    const today = await driver.api.get('/api/parking-tickets/today');
    expect(today.body).toBe('null');
  });

  it('leaves the ticket without a location when its text names no place', async () => {
    const driver = await asDriver(t);
    reading = refusal('PAY AND DISPLAY\nCAR PARK\nDate 13/03/2026\nArrival 09:30\nExpiry 11:30');
    const { id, ticketId } = await askForReview(driver, await refusedPhoto(driver));
    expect((await admin.api.post(`/api/admin/reviews/${id}/approve`)).statusCode).toBe(200);
    expect(await ticketOf(ticketId)).toMatchObject({
      isVerified: true,
      city: null,
      location: null,
      latitude: null,
      longitude: null,
    });
    // No place: every open offer shows, by name (docs/decisions/005).
    const offers = (await driver.api.get('/api/retailers')).json();
    expect(names(offers)).toEqual(expect.arrayContaining(['Leeds Larder', 'York Yarns']));
    const [entry] = await auditFor(id);
    expect(entry!.summary).toMatch(/now verified without a location$/);
  });

  it('marks the review approved and changes nothing else when the day already has a verified proof', async () => {
    const driver = await asDriver(t);
    const { id, ticketId } = await askForReview(driver, await refusedPhoto(driver));
    t.clock.advance(60_000);
    const other = await seedTicket(
      t.db,
      driver.user.id,
      { city: 'York', latitude: 53.959, longitude: -1.0815 },
      t.clock.now(),
    );
    const before = await ticketOf(other.id);
    const reviewTicketBefore = await ticketOf(ticketId);

    const res = await admin.api.post(`/api/admin/reviews/${id}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ticketVerified: false, review: { status: 'approved' } });
    expect(await ticketOf(other.id)).toEqual(before);
    expect(await ticketOf(ticketId)).toEqual(reviewTicketBefore);
    expect(
      await t.db.select().from(ticketVerifications).where(eq(ticketVerifications.ticketId, ticketId)),
    ).toEqual([]);
    const [entry] = await auditFor(id);
    expect(entry).toMatchObject({ action: 'review.approve' });
    expect(entry!.summary).toMatch(/they already had verified parking that day, so nothing else changed$/);
    const history = (await driver.api.get('/api/parking-tickets')).json();
    expect(history.find((ticket: { id: string }) => ticket.id === ticketId).review).toEqual({
      status: 'approved',
      declineReason: null,
    });
  });

  it('makes the approved ticket today’s even when a newer proof waits for its town', async () => {
    const driver = await asDriver(t);
    const { id, ticketId } = await askForReview(driver, await refusedPhoto(driver));
    t.clock.advance(60_000);
    reading = { ...refusal(), outcome: 'verified', place: null, ticketNumber: null };
    const waiting = await driver.api.post('/api/parking-tickets', {
      imageUrl: await freshPhoto(t, driver.cookie),
    });
    expect(waiting.json()).toMatchObject({ requiresManualLocation: true });
    expect((await admin.api.post(`/api/admin/reviews/${id}/approve`)).statusCode).toBe(200);
    expect((await driver.api.get('/api/parking-tickets/today')).json()).toMatchObject({
      id: ticketId,
      isVerified: true,
    });
  });

  it('refuses to verify a photo someone else has since verified, and keeps the review pending', async () => {
    const driver = await asDriver(t);
    const imageUrl = await refusedPhoto(driver);
    const { id, ticketId } = await askForReview(driver, imageUrl);
    const { imageSha256 } = await ticketOf(ticketId);
    const thief = await asDriver(t);
    const stolen = await seedTicket(t.db, thief.user.id, {}, NOW);
    await t.db.update(parkingTickets).set({ imageSha256 }).where(eq(parkingTickets.id, stolen.id));
    const before = await counts();

    const res = await admin.api.post(`/api/admin/reviews/${id}/approve`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('review.image_reused');
    expect(res.json().message).toMatch(/already verified another account’s parking/);
    expect(await reviewOf(id)).toMatchObject({ status: 'pending', decidedAt: null });
    expect(await ticketOf(ticketId)).toMatchObject({ isVerified: false });
    expect(await counts()).toEqual(before);
  });
});

describe('declining', () => {
  it('needs a reason (400, nothing changes), then the driver reads it in their history', async () => {
    const driver = await asDriver(t, { fullName: 'Dora Declined' });
    const { id, ticketId } = await askForReview(driver, await refusedPhoto(driver));
    const before = await counts();
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 7 }]) {
      const res = await admin.api.post(`/api/admin/reviews/${id}/decline`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields).toHaveProperty('reason');
    }
    expect(await counts()).toEqual(before);
    expect(await reviewOf(id)).toMatchObject({ status: 'pending' });

    const reason = 'The ticket shows yesterday’s date (13 March), so it is not today’s parking.';
    const res = await admin.api.post(`/api/admin/reviews/${id}/decline`, { reason: `  ${reason} ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      ticketVerified: false,
      review: { status: 'declined', declineReason: reason, decidedBy: 'Rita Reviewer' },
    });
    expect(await ticketOf(ticketId)).toMatchObject({ isVerified: false, expiresAt: null });
    const history = (await driver.api.get('/api/parking-tickets')).json();
    expect(history).toEqual([
      expect.objectContaining({
        id: ticketId,
        isVerified: false,
        review: { status: 'declined', declineReason: reason },
      }),
    ]);
    const [entry] = await auditFor(id);
    expect(entry).toMatchObject({
      action: 'review.decline',
      targetType: 'ticket_review',
      actorId: admin.user.id,
    });
    expect(entry!.summary).toBe(
      `Declined the review of Dora Declined (d***@test.uk)’s ticket of 14 Mar 2026: “${reason}”`,
    );
    // Declined does not use up the day: the driver can still verify another proof.
    reading = { ...refusal(), outcome: 'verified', reasons: ['Location: Leeds'], ticketNumber: 'T-99999' };
    const fresh = await driver.api.post('/api/parking-tickets', {
      imageUrl: await freshPhoto(t, driver.cookie),
    });
    expect(fresh.statusCode, fresh.body).toBe(201);
  });

  it('decides each review once: a second decision is 409 and changes nothing', async () => {
    const one = await asDriver(t);
    const two = await asDriver(t);
    const approved = await askForReview(one, await refusedPhoto(one));
    const declined = await askForReview(two, await refusedPhoto(two));
    expect((await admin.api.post(`/api/admin/reviews/${approved.id}/approve`)).statusCode).toBe(200);
    expect(
      (await admin.api.post(`/api/admin/reviews/${declined.id}/decline`, { reason: 'Unreadable' }))
        .statusCode,
    ).toBe(200);
    const before = await counts();
    const reviewsBefore = [await reviewOf(approved.id), await reviewOf(declined.id)];
    for (const [path, body] of [
      [`/api/admin/reviews/${approved.id}/approve`, undefined],
      [`/api/admin/reviews/${approved.id}/decline`, { reason: 'Changed my mind' }],
      [`/api/admin/reviews/${declined.id}/approve`, undefined],
      [`/api/admin/reviews/${declined.id}/decline`, { reason: 'Again' }],
    ] as const) {
      const res = await admin.api.post(path, body);
      expect(res.statusCode, path).toBe(409);
      expect(res.json().code).toBe('review.already_decided');
      expect(res.json().message).toBe('This review has already been decided.');
    }
    expect(await counts()).toEqual(before);
    expect([await reviewOf(approved.id), await reviewOf(declined.id)]).toEqual(reviewsBefore);
    expect(await ticketOf(declined.ticketId)).toMatchObject({ isVerified: false });
  });

  it('lets one of two admins deciding at once win; the other gets 409', async () => {
    const driver = await asDriver(t);
    const { id } = await askForReview(driver, await refusedPhoto(driver));
    const other = await asAdmin(t, 'Other Reviewer');
    const answers = await Promise.all([
      admin.api.post(`/api/admin/reviews/${id}/approve`),
      other.api.post(`/api/admin/reviews/${id}/decline`, { reason: 'Not today’s ticket.' }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await auditFor(id)).toHaveLength(1);
    const review = await reviewOf(id);
    const winner = answers[0]!.statusCode === 200 ? 'approved' : 'declined';
    expect(review.status).toBe(winner);
    const { isVerified } = await ticketOf(review.ticketId);
    expect(isVerified).toBe(winner === 'approved');
  });

  it('answers 404 for unknown and malformed review ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', '42']) {
      const approve = await admin.api.post(`/api/admin/reviews/${id}/approve`);
      expect(approve.statusCode, id).toBe(404);
      expect(approve.json().code).toBe('review.not_found');
      expect(approve.json().message).toBe('Review not found.');
      expect((await admin.api.post(`/api/admin/reviews/${id}/decline`, { reason: 'No' })).statusCode).toBe(
        404,
      );
    }
  });
});

describe('reuse of a reviewed photo by another account (docs/decisions/045)', () => {
  /** A Leeds ticket whose text has numbers but no ticket number: only the photo can give a copy away. */
  const unnumbered = (tariff: string) => leedsText(null, tariff);
  const photoOf = (ticketNo: string) => payAndDisplay({ date: '13/03/2026', ticketNo });
  const appended = (bytes: Buffer) => Buffer.concat([bytes, Buffer.from('and some bytes at the end')]);

  /** `bytes` uploaded by `driver`, read as `text` and refused, then sent for review. */
  async function refusedAndAsked(driver: Driver, bytes: Buffer, text: string) {
    reading = { ...refusal(text), ticketNumber: null };
    const imageUrl = await uploadImage(t.app, driver.cookie, bytes, 'image/png');
    const res = await driver.api.post('/api/parking-tickets', { imageUrl });
    expect(res.statusCode, res.body).toBe(422);
    return { imageUrl, ask: await driver.api.post('/api/parking-tickets/reviews', { imageUrl }) };
  }

  it('refuses the review of a copy (bytes appended) of a photo approved for another account: 409, nothing written', async () => {
    const text = unnumbered('4.10');
    const original = await photoOf('RV-70001');
    const owner = await asDriver(t);
    const first = await refusedAndAsked(owner, original, text);
    expect(first.ask.statusCode, first.ask.body).toBe(202);
    expect((await admin.api.post(`/api/admin/reviews/${first.ask.json().id}/approve`)).statusCode).toBe(200);

    const copier = await asDriver(t);
    const { ask, imageUrl } = await refusedAndAsked(copier, appended(original), text);
    expect(ask.statusCode, ask.body).toBe(409);
    expect(ask.json()).toMatchObject({
      code: 'ticket.image_reused',
      message: 'This ticket image has already been used to verify parking.',
    });
    const rows = await t.db.select().from(parkingTickets).where(eq(parkingTickets.userId, copier.user.id));
    expect(rows).toEqual([]);
    // Asking again and again (each one compares photos) is counted: 3 a day, then 429.
    const again = [];
    for (let i = 0; i < 3; i++)
      again.push(await copier.api.post('/api/parking-tickets/reviews', { imageUrl }));
    expect(again.map((res) => res.statusCode)).toEqual([409, 409, 429]);
    expect(again[2]!.json().code).toBe('rate_limited');
  });

  it('refuses to approve a copy queued before the original was approved: 409, the review stays pending', async () => {
    const text = unnumbered('4.20');
    const original = await photoOf('RV-70002');
    const owner = await asDriver(t);
    const copier = await asDriver(t);
    const first = await refusedAndAsked(owner, original, text);
    const copy = await refusedAndAsked(copier, appended(original), text);
    expect([first.ask.statusCode, copy.ask.statusCode]).toEqual([202, 202]);
    expect((await admin.api.post(`/api/admin/reviews/${first.ask.json().id}/approve`)).statusCode).toBe(200);

    const { id, ticketId } = copy.ask.json();
    const res = await admin.api.post(`/api/admin/reviews/${id}/approve`);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'review.image_reused',
      message:
        'This photo, or a near copy of it, already verified another account’s parking, so it cannot be approved. Decline it instead.',
    });
    expect(await reviewOf(id)).toMatchObject({ status: 'pending', decidedAt: null });
    expect(await ticketOf(ticketId)).toMatchObject({ isVerified: false, verifiedAt: null });
    // The admin declines it instead.
    expect((await admin.api.post(`/api/admin/reviews/${id}/decline`, { reason: 'Copied' })).statusCode).toBe(
      200,
    );
  });

  it('stores the approved photo’s perceptual hash, and refuses a near copy uploaded later by another account', async () => {
    const text = unnumbered('4.30');
    const original = await photoOf('RV-70003');
    const owner = await asDriver(t);
    const first = await refusedAndAsked(owner, original, text);
    const { id, ticketId } = first.ask.json();
    expect((await admin.api.post(`/api/admin/reviews/${id}/approve`)).statusCode).toBe(200);
    const stored = await t.storage.get(first.imageUrl.split('/').at(-1)!);
    const hash = await imagePhashOf(stored!.data);
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect((await ticketOf(ticketId)).imagePhash).toBe(hash);

    // Read as verified today: only the near-copy check can refuse it.
    for (const [name, copy] of Object.entries(await copiesOf(original))) {
      const copier = await asDriver(t);
      reading = { ...refusal(text), outcome: 'verified', detectedDate: '2026-03-14', ticketNumber: null };
      const imageUrl = await uploadImage(t.app, copier.cookie, copy, 'image/png');
      const res = await copier.api.post('/api/parking-tickets', { imageUrl });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(409);
      expect(res.json().code).toBe('ticket.image_reused');
    }
  });

  it('refuses a copy of an approved photo whose text had no numbers to compare (the photos decide)', async () => {
    const text = 'PAY & DISPLAY\nLEEDS CITY COUNCIL\nCAR PARK';
    const original = await photoOf('RV-70006');
    const owner = await asDriver(t);
    const first = await refusedAndAsked(owner, original, text);
    expect((await admin.api.post(`/api/admin/reviews/${first.ask.json().id}/approve`)).statusCode).toBe(200);
    const copier = await asDriver(t);
    const { ask } = await refusedAndAsked(copier, appended(original), text);
    expect(ask.statusCode, ask.body).toBe(409);
    expect(ask.json().code).toBe('ticket.image_reused');
  });

  it('refuses the review of a ticket whose number another account’s approved review verified that day', async () => {
    const owner = await asDriver(t);
    const first = await refusedAndAsked(owner, await photoOf('RV-70007'), leedsText('RV-70007'));
    expect((await admin.api.post(`/api/admin/reviews/${first.ask.json().id}/approve`)).statusCode).toBe(200);
    // Another photo (another town's layout) with the same number read from it.
    const other = await asDriver(t);
    const photo = await payAndDisplay({ date: '13/03/2026', town: 'York', ticketNo: 'RV-70007' });
    const { ask } = await refusedAndAsked(other, photo, leedsText('RV-70007').replace('LEEDS', 'YORK'));
    expect(ask.statusCode, ask.body).toBe(409);
    expect(ask.json()).toMatchObject({
      code: 'ticket.number_reused',
      message: 'This parking ticket has already been used.',
    });
  });

  it('still verifies another account’s different ticket of the same layout', async () => {
    const text = unnumbered('4.40');
    const owner = await asDriver(t);
    const first = await refusedAndAsked(owner, await photoOf('RV-70004'), text);
    expect((await admin.api.post(`/api/admin/reviews/${first.ask.json().id}/approve`)).statusCode).toBe(200);
    const other = await asDriver(t);
    const second = await refusedAndAsked(other, await photoOf('RV-70005'), unnumbered('4.50'));
    expect(second.ask.statusCode, second.ask.body).toBe(202);
    expect((await admin.api.post(`/api/admin/reviews/${second.ask.json().id}/approve`)).statusCode).toBe(200);
  });
});

describe('the statistics overview', () => {
  it('says how many reviews wait and since when the oldest has', async () => {
    // A database of its own: the counts above would otherwise depend on test order.
    const own = await createTestApp({ now: NOW, reader });
    try {
      const ownAdmin = await asAdmin(own);
      const stats = async () => (await ownAdmin.api.get('/api/stats/admin')).json();
      expect(await stats()).toMatchObject({ pendingReviews: 0, oldestPendingReviewAt: null });
      const ask = async (at: Date) => {
        own.clock.set(at);
        const driver = await asDriver(own);
        const imageUrl = await freshPhoto(own, driver.cookie);
        expect((await driver.api.post('/api/parking-tickets', { imageUrl })).statusCode).toBe(422);
        return askForReview(driver, imageUrl);
      };
      const oldest = await ask(londonTime('2026-03-14', '09:15'));
      const newer = await ask(londonTime('2026-03-14', '11:00'));
      own.clock.set(NOW);
      expect(await stats()).toMatchObject({
        pendingReviews: 2,
        oldestPendingReviewAt: londonTime('2026-03-14', '09:15').toISOString(),
      });
      expect(
        (await ownAdmin.api.post(`/api/admin/reviews/${oldest.id}/decline`, { reason: 'Not a ticket' }))
          .statusCode,
      ).toBe(200);
      expect(await stats()).toMatchObject({
        pendingReviews: 1,
        oldestPendingReviewAt: londonTime('2026-03-14', '11:00').toISOString(),
      });
      expect((await ownAdmin.api.post(`/api/admin/reviews/${newer.id}/approve`)).statusCode).toBe(200);
      expect(await stats()).toMatchObject({ pendingReviews: 0, oldestPendingReviewAt: null });
    } finally {
      await own.close();
    }
  });
});
