import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TICKET_IN_REVIEW_MESSAGE } from '#contracts/reviews.ts';
import { ticketInReviewSchema } from '#contracts/tickets.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { seedTownShop } from '#tests/support/shops.ts';
import { copiesOf, payAndDisplay, uploadImage } from '#tests/support/tickets.ts';
import { parkingTickets, rateLimitCounters, ticketReviews, ticketVerifications } from '#server/db/schema.ts';
import { type seedRetailer, seedTicket } from '#server/db/seed.ts';
import { londonTime } from '#server/lib/clock.ts';
import { getGazetteer } from '#server/lib/geo/gazetteer.ts';
import { asAdmin, asDriver } from '#server/features/admin/admin-test-helpers.ts';
import { imagePhashOf } from './fraud';
import { createTestTicketReader } from '#tests/support/replay-reader.ts';
import type { ProofReader, TicketReading } from './service';

/**
 * Unsure goes to a person (decisions §3, docs/decisions/039): a proof the reader is unsure of, dated
 * today and looking like parking, is stored unverified and queued for review by itself (202); an
 * approval runs the reuse checks of a verification and opens the offers.
 */
const NOW = londonTime('2026-03-14', '18:00');
const HOUR = 60 * 60 * 1000;
const UNSURE_FIXTURE = join(
  import.meta.dirname,
  '../../../../tests/fixtures/tickets-unsure/unsure-pay-and-display.jpg',
);

/** A stand-in for OCR: each read answers what the test set (by the photo's bytes when told), counted. */
let answer: (image: Buffer) => TicketReading | Promise<TicketReading>;
let reads = 0;
const reader: ProofReader = {
  read: async (image) => {
    reads += 1;
    return answer(image);
  },
};

let numbers = 0;
const nextNumber = () => `UN-${20000 + ++numbers}`;
const readingText = (ticketNumber: string, town: string | null = 'Reading') =>
  [
    'PAY & DISPLAY',
    'APCOA PARKING',
    'GARRARD STREET CAR PARK',
    ...(town ? [town] : []),
    'Date 14/03/2026',
    'Tariff £3.20',
    `Ticket No ${ticketNumber}`,
  ].join('\n');

/** What the reader says of a Reading ticket dated today with no times: unsure. */
function unsure(overrides: Partial<TicketReading> = {}): TicketReading {
  const ticketNumber = overrides.ticketNumber ?? nextNumber();
  return {
    outcome: 'unreadable',
    unsure: true,
    reasons: [
      'Evidence: parking: pay & display, car park, tariff (title)',
      'Date 14/03/2026 is today (London)',
      'No parking times or duration could be read: a person checks it',
    ],
    driverReason: "We couldn't read how long you paid to park.",
    detectedDate: '2026-03-14',
    place: getGazetteer().lookupTown('Reading'),
    postcode: null,
    ticketNumber,
    rawText: readingText(ticketNumber),
    ocrConfidence: 94,
    ...overrides,
  };
}

/** The same ticket read sure and verified (another account's photo of it, or a copy). */
const verifiedAs = (reading: TicketReading): TicketReading => ({
  ...reading,
  outcome: 'verified',
  unsure: false,
  reasons: ['Verified'],
  driverReason: undefined,
});

let t: TestApp;
let admin: Awaited<ReturnType<typeof asAdmin>>;
let readingShop: Awaited<ReturnType<typeof seedRetailer>>;
const realReader = createTestTicketReader({ poolSize: 1 });

beforeAll(async () => {
  t = await createTestApp({ now: NOW, reader });
  admin = await asAdmin(t, 'Rita Reviewer');
  readingShop = await seedTownShop(t, 'reading', NOW);
  await seedTownShop(t, 'york', NOW);
});
afterAll(async () => {
  await t?.close();
  await realReader.close();
});
beforeEach(() => {
  t.clock.set(NOW);
  answer = () => unsure();
});

type Driver = Awaited<ReturnType<typeof asDriver>>;

/** A photo of its own: a rendered ticket with this number, so images and hashes differ between tests. */
const photoOf = (ticketNumber: string) =>
  payAndDisplay({ date: '14/03/2026', from: '', to: '', town: 'Reading', ticketNo: ticketNumber });

async function upload(driver: Driver, bytes: Buffer, type = 'image/png') {
  return uploadImage(t.app, driver.cookie, bytes, type);
}

async function submit(driver: Driver, imageUrl: string, extra: Record<string, unknown> = {}) {
  return driver.api.post('/api/parking-tickets', { imageUrl, ...extra });
}

/** An unsure proof sent in and queued: the 202's body. */
async function queued(driver: Driver, reading = unsure()) {
  answer = () => reading;
  const imageUrl = await upload(driver, await photoOf(reading.ticketNumber ?? nextNumber()));
  const res = await submit(driver, imageUrl);
  expect(res.statusCode, res.body).toBe(202);
  return { ...ticketInReviewSchema.parse(res.json()), imageUrl, reading };
}

const ticketOf = async (id: string) =>
  (await t.db.select().from(parkingTickets).where(eq(parkingTickets.id, id)))[0]!;
const reviewOf = async (id: string) =>
  (await t.db.select().from(ticketReviews).where(eq(ticketReviews.id, id)))[0]!;
const names = (list: { businessName: string }[]) => list.map((retailer) => retailer.businessName).sort();

async function recordsOf(userId: string) {
  const [tickets] = await t.db
    .select({ n: count() })
    .from(parkingTickets)
    .where(eq(parkingTickets.userId, userId));
  const [reviews] = await t.db
    .select({ n: count() })
    .from(ticketReviews)
    .where(eq(ticketReviews.userId, userId));
  const attempts = await t.db
    .select()
    .from(ticketVerifications)
    .where(eq(ticketVerifications.userId, userId));
  return { tickets: tickets!.n, reviews: reviews!.n, attempts };
}

const redeem = (driver: Driver, parkingTicketId: string) =>
  driver.api.post('/api/redemptions', {
    retailerId: readingShop.retailer.id,
    parkingTicketId,
    retailerCode: readingShop.code,
  });

describe('an unsure reading', () => {
  it('answers 202 with the message, the pending review and the unverified ticket; stores them and counts the attempt', async () => {
    const driver = await asDriver(t);
    const reading = unsure();
    answer = () => reading;
    const bytes = await photoOf(reading.ticketNumber!);
    const imageUrl = await upload(driver, bytes);
    const res = await submit(driver, imageUrl);
    expect(res.statusCode, res.body).toBe(202);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['message', 'review', 'ticket']);
    expect(body.message).toBe("We're checking your ticket. This usually takes a few minutes.");
    expect(body.message).toBe(TICKET_IN_REVIEW_MESSAGE);
    expect(body.review).toEqual({ id: expect.any(String), status: 'pending' });
    expect(body.ticket).toEqual({
      id: expect.any(String),
      imageUrl,
      detectedDate: '2026-03-14',
      location: 'Reading',
      latitude: expect.any(Number),
      longitude: expect.any(Number),
      city: 'Reading',
      expiresAt: null,
      isVerified: false,
      redemptionsUsed: 0,
      createdAt: NOW.toISOString(),
      review: { status: 'pending', declineReason: null },
    });
    // Drivers are told in words; the reader's figures stay with admins.
    expect(res.body).not.toMatch(/confidence|ocr|reasons|score/i);

    const ticket = await ticketOf(body.ticket.id);
    expect(ticket).toMatchObject({
      userId: driver.user.id,
      isVerified: false,
      verifiedAt: null,
      uploadDay: '2026-03-14',
      ticketNumber: reading.ticketNumber,
      createdAt: NOW,
    });
    expect(ticket.imageSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(ticket.imagePhash).toBeTruthy();
    const { attempts } = await recordsOf(driver.user.id);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({
      ticketId: ticket.id,
      outcome: 'unreadable',
      reasons: reading.reasons,
      rawText: reading.rawText,
      imageUrl,
    });
    expect(await reviewOf(body.review.id)).toMatchObject({
      userId: driver.user.id,
      ticketId: ticket.id,
      verificationId: attempts[0]!.id,
      reviewDay: '2026-03-14',
      note: null,
      source: 'reader',
      status: 'pending',
      createdAt: NOW,
    });
    // The attempt counts towards the day's limit like any other.
    const [counter] = await t.db
      .select()
      .from(rateLimitCounters)
      .where(like(rateLimitCounters.key, `ticket-verify:${driver.user.id}:%`));
    expect(counter?.count).toBe(1);

    // 'In review' on home and in history.
    const today = (await driver.api.get('/api/parking-tickets/today')).json();
    expect(today).toMatchObject({ id: ticket.id, isVerified: false, review: { status: 'pending' } });
    const history = (await driver.api.get('/api/parking-tickets')).json();
    expect(history).toEqual([
      expect.objectContaining({ id: ticket.id, review: { status: 'pending', declineReason: null } }),
    ]);

    // The admins' queue has it, from the reader, with what it read and why it was unsure.
    const list = (await admin.api.get('/api/admin/reviews?status=pending')).json();
    expect(list.find((review: { id: string }) => review.id === body.review.id)).toMatchObject({
      source: 'reader',
      note: null,
      outcome: 'unreadable',
      reasons: reading.reasons,
      ocrText: reading.rawText,
      imageUrl,
      uploadedAt: NOW.toISOString(),
    });
  });

  it('opens no offers before a person approves it: redemption is refused', async () => {
    const driver = await asDriver(t);
    const { ticket } = await queued(driver);
    const res = await redeem(driver, ticket.id);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().code).toBe('redemption.ticket_required');
  });

  it('is approved by an admin: verified for its upload day, valid 24 h from upload, offers open at once', async () => {
    const driver = await asDriver(t, { fullName: 'Una Unsure' });
    t.clock.set(londonTime('2026-03-14', '09:40'));
    const { ticket, review, imageUrl } = await queued(driver);
    t.clock.set(londonTime('2026-03-14', '10:05'));

    const res = await admin.api.post(`/api/admin/reviews/${review.id}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      ticketVerified: true,
      review: { id: review.id, status: 'approved', source: 'reader', decidedBy: 'Rita Reviewer' },
    });
    const row = await ticketOf(ticket.id);
    expect(row).toMatchObject({
      isVerified: true,
      verifiedAt: t.clock.now(),
      uploadDay: '2026-03-14',
      detectedDate: '2026-03-14',
      city: 'Reading',
      createdAt: londonTime('2026-03-14', '09:40'),
    });
    expect(row.expiresAt!.getTime()).toBe(londonTime('2026-03-14', '09:40').getTime() + 24 * HOUR);
    // The perceptual hash of the photo is kept for the reuse checks of later proofs.
    const stored = await t.storage.get(imageUrl.split('/').at(-1)!);
    expect(row.imagePhash).toBe(await imagePhashOf(stored!.data));

    const today = (await driver.api.get('/api/parking-tickets/today')).json();
    expect(today).toMatchObject({ id: ticket.id, isVerified: true, review: { status: 'approved' } });
    const offers = (await driver.api.get('/api/retailers')).json();
    expect(names(offers)).toContain('Reading Rolls');
    expect(names(offers)).not.toContain('York Yarns');
    expect((await redeem(driver, ticket.id)).statusCode).toBe(201);
  });

  it('stores the perceptual hash on approval when it had none', async () => {
    const driver = await asDriver(t);
    // A reader that could not hash the photo (a queue worker answers null then).
    const { ticket, review, imageUrl } = await queued(driver, unsure({ imagePhash: null }));
    expect((await ticketOf(ticket.id)).imagePhash).toBeNull();
    expect((await admin.api.post(`/api/admin/reviews/${review.id}/approve`)).statusCode).toBe(200);
    const stored = await t.storage.get(imageUrl.split('/').at(-1)!);
    const hash = await imagePhashOf(stored!.data);
    expect(hash).toBeTruthy();
    expect((await ticketOf(ticket.id)).imagePhash).toBe(hash);
  });

  it('loses to a proof already verified today: 409, nothing read or written', async () => {
    const driver = await asDriver(t);
    await seedTicket(t.db, driver.user.id, {}, NOW);
    const imageUrl = await upload(driver, await photoOf(nextNumber()));
    const before = await recordsOf(driver.user.id);
    const readsBefore = reads;
    const res = await submit(driver, imageUrl);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ticket.already_uploaded_today');
    expect(reads).toBe(readsBefore);
    expect(await recordsOf(driver.user.id)).toEqual(before);
  });

  it('asks for the town first when neither the ticket nor the driver gave one, then queues it', async () => {
    const driver = await asDriver(t);
    const ticketNumber = nextNumber();
    answer = () => unsure({ ticketNumber, place: null, rawText: readingText(ticketNumber, null) });
    const imageUrl = await upload(driver, await photoOf(ticketNumber));
    const first = await submit(driver, imageUrl);
    expect(first.statusCode, first.body).toBe(422);
    expect(first.json()).toMatchObject({ code: 'ticket.location_required', requiresManualLocation: true });
    expect(await recordsOf(driver.user.id)).toMatchObject({ tickets: 0, reviews: 0 });

    const readsBefore = reads;
    const second = await submit(driver, imageUrl, { city: 'reading', location: 'Reading' });
    expect(second.statusCode, second.body).toBe(202);
    // Read again: nothing was kept of the first read but its record.
    expect(reads).toBe(readsBefore + 1);
    expect(second.json().ticket).toMatchObject({ city: 'Reading', isVerified: false });
    const { attempts, reviews } = await recordsOf(driver.user.id);
    expect(reviews).toBe(1);
    expect(attempts.map((attempt) => attempt.outcome).sort()).toEqual([
      'requires_manual_location',
      'unreadable',
    ]);
  });

  it('gets the reader’s own answer when the day already has a review (one a day)', async () => {
    const driver = await asDriver(t);
    await queued(driver);
    const res = await submit(driver, await upload(driver, await photoOf(nextNumber())));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'ticket.unreadable',
      verificationResult: { outcome: 'unreadable' },
    });
    expect(await recordsOf(driver.user.id)).toMatchObject({ tickets: 1, reviews: 1 });
  });

  it('is refused, not queued, when it copies another account’s verified ticket', async () => {
    const owner = await asDriver(t);
    const copier = await asDriver(t);
    const reading = unsure();
    const original = await photoOf(reading.ticketNumber!);
    answer = () => verifiedAs(reading);
    expect((await submit(owner, await upload(owner, original))).statusCode).toBe(201);

    answer = () => reading;
    const copy = (await copiesOf(original))['JPEG quality 60'];
    const res = await submit(copier, await upload(copier, copy, 'image/jpeg'));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('ticket.image_reused');
    const { tickets, reviews, attempts } = await recordsOf(copier.user.id);
    expect({ tickets, reviews }).toEqual({ tickets: 0, reviews: 0 });
    expect(attempts.map((attempt) => attempt.outcome)).toEqual(['duplicate']);
  });
});

describe('approving an unsure ticket runs the reuse checks of a verification', () => {
  /** Another account verifies `bytes` after the unsure one was queued, read as `reading`. */
  async function verifiedElsewhere(bytes: Buffer, reading: TicketReading, type = 'image/png') {
    const other = await asDriver(t);
    answer = () => verifiedAs(reading);
    const res = await submit(other, await upload(other, bytes, type));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  }

  async function expectRefused(reviewId: string, ticketId: string, code: string) {
    const res = await admin.api.post(`/api/admin/reviews/${reviewId}/approve`);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe(code);
    expect(res.json().message).toMatch(/already verified another account’s parking.*Decline it instead\.$/);
    // Nothing changed: the review waits for the admin to decline it.
    expect(await reviewOf(reviewId)).toMatchObject({ status: 'pending', decidedAt: null });
    expect(await ticketOf(ticketId)).toMatchObject({ isVerified: false, verifiedAt: null });
  }

  it('refuses the very same photo verified by another account since', async () => {
    const driver = await asDriver(t);
    const { ticket, review, reading } = await queued(driver);
    await verifiedElsewhere(await photoOf(reading.ticketNumber!), { ...reading, ticketNumber: null });
    await expectRefused(review.id, ticket.id, 'review.image_reused');
  });

  it('refuses a near copy (re-encoded) verified by another account since', async () => {
    const driver = await asDriver(t);
    const { ticket, review, reading } = await queued(driver);
    const copy = (await copiesOf(await photoOf(reading.ticketNumber!)))['JPEG quality 60'];
    await verifiedElsewhere(copy, { ...reading, ticketNumber: null }, 'image/jpeg');
    await expectRefused(review.id, ticket.id, 'review.image_reused');
  });

  it('refuses a ticket number another account verified for that day', async () => {
    const driver = await asDriver(t);
    const { ticket, review, reading } = await queued(driver);
    // A different photo (another ticket's layout), with the same number read from it.
    const other = await payAndDisplay({ date: '14/03/2026', from: '08:00', to: '18:00', town: 'York' });
    await verifiedElsewhere(other, {
      ...reading,
      rawText: `PAY & DISPLAY\nYORK\nDate 14/03/2026\nTicket No ${reading.ticketNumber}`,
    });
    await expectRefused(review.id, ticket.id, 'review.number_reused');
  });

  it('approves a photo and number nobody else has verified', async () => {
    const driver = await asDriver(t);
    const { review } = await queued(driver);
    const res = await admin.api.post(`/api/admin/reviews/${review.id}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ticketVerified).toBe(true);
  });
});

describe('the real reader', () => {
  it('is unsure of the committed fixture (Reading, dated the fixtures’ day, no times): 202', async () => {
    const driver = await asDriver(t);
    answer = (image) => realReader.read(image, NOW);
    const imageUrl = await upload(driver, readFileSync(UNSURE_FIXTURE), 'image/jpeg');
    const res = await submit(driver, imageUrl);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({
      message: TICKET_IN_REVIEW_MESSAGE,
      review: { status: 'pending' },
      ticket: { isVerified: false, city: 'Reading', detectedDate: '2026-03-14' },
    });
    const [review] = await t.db
      .select()
      .from(ticketReviews)
      .where(and(eq(ticketReviews.userId, driver.user.id), eq(ticketReviews.source, 'reader')));
    expect(review?.status).toBe('pending');
  }, 60_000);
});
