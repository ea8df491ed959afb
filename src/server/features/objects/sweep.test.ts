import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, sessionCookie, TEST_ORIGIN, type TestApp } from '#tests/support/test-app.ts';
import { parkingTickets, ticketVerifications, uploadedObjects } from '#server/db/schema.ts';
import { seedDriver, seedRetailer } from '#server/db/seed.ts';
import { londonDay } from '#server/lib/clock.ts';
import { objectIdFromUrl } from './service';
import { objectSweepJob, sweepAbandonedUploads, sweepOldTicketImages } from './sweep';

const PASSWORD = 'password-123';
const DAY = 24 * 60 * 60 * 1000;
const START = new Date('2026-03-01T10:00:00Z');
let t: TestApp;
let driverId = '';
const EMAILS = { driver: 'dee@example.com', retailer: 'shop@example.com' };
type Role = keyof typeof EMAILS;

beforeAll(async () => {
  t = await createTestApp({ now: START });
  driverId = (await seedDriver(t.db, { email: 'dee@example.com', password: PASSWORD })).id;
  await seedRetailer(t.db, { email: 'shop@example.com', password: PASSWORD, businessName: 'Shop' });
});
afterAll(() => t?.close());

const ctx = () => ({ db: t.db, storage: t.storage, config: { ticketImageRetentionDays: 30 } });

// Signs in afresh each time: the tests move the clock past the session lifetime.
const signIn = async (role: Role) =>
  sessionCookie(
    await client(t.app).post('/api/auth/login', { emailOrPhone: EMAILS[role], password: PASSWORD }),
  );

async function uploadImage(role: Role) {
  const slot = (await client(t.app, await signIn(role)).post('/api/objects/upload')).json();
  const image = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#36c' } })
    .png()
    .toBuffer();
  const res = await t.app.inject({
    method: 'PUT',
    url: slot.uploadURL,
    payload: image,
    headers: { origin: TEST_ORIGIN, 'content-type': 'image/png' },
  });
  expect(res.statusCode).toBe(200);
  return { url: slot.objectURL as string, id: objectIdFromUrl(slot.objectURL)! };
}

/** A ticket on the image as the tickets feature records it, with the OCR text of its verification. */
async function ticketFor(image: { url: string; id: string }) {
  const now = t.clock.now();
  const [ticket] = await t.db
    .insert(parkingTickets)
    .values({
      userId: driverId,
      objectId: image.id,
      imageUrl: image.url,
      uploadDay: londonDay(now),
      isVerified: true,
      createdAt: now,
    })
    .returning();
  await t.db.insert(ticketVerifications).values({
    userId: driverId,
    ticketId: ticket!.id,
    attemptDay: londonDay(now),
    imageUrl: image.url,
    outcome: 'verified',
    rawText: 'PAY & DISPLAY  AB12 CDE',
    createdAt: now,
  });
  return ticket!;
}

describe('sweepOldTicketImages', () => {
  it('deletes ticket images past retention, marks their tickets and purges OCR text; keeps the rest', async () => {
    const old = await uploadImage('driver');
    const oldTicket = await ticketFor(old);
    // A refused attempt on the same photo: no ticket row, but its OCR text came from the image.
    await t.db.insert(ticketVerifications).values({
      userId: driverId,
      attemptDay: londonDay(t.clock.now()),
      imageUrl: old.url,
      outcome: 'requires_manual_location',
      rawText: 'AB12 CDE',
    });
    const logo = await uploadImage('retailer');

    t.clock.set(new Date(START.getTime() + 10 * DAY));
    const recent = await uploadImage('driver');
    const recentTicket = await ticketFor(recent);

    const now = new Date(START.getTime() + 31 * DAY);
    expect(await sweepOldTicketImages(ctx(), now)).toBe(1);

    expect(await t.storage.get(old.id)).toBeNull();
    const [oldRow] = await t.db.select().from(uploadedObjects).where(eq(uploadedObjects.id, old.id));
    expect(oldRow!.deletedAt).toEqual(now);
    const [keptTicket] = await t.db.select().from(parkingTickets).where(eq(parkingTickets.id, oldTicket.id));
    expect(keptTicket).toMatchObject({ isVerified: true, imageDeletedAt: now, objectId: old.id });
    const oldTexts = await t.db
      .select()
      .from(ticketVerifications)
      .where(eq(ticketVerifications.imageUrl, old.url));
    expect(oldTexts).toHaveLength(2);
    expect(oldTexts.map((row) => row.rawText)).toEqual([null, null]);

    // Newer tickets and every logo stay.
    expect(await t.storage.get(recent.id)).not.toBeNull();
    expect(await t.storage.get(logo.id)).not.toBeNull();
    const [recentRow] = await t.db
      .select()
      .from(parkingTickets)
      .where(eq(parkingTickets.id, recentTicket.id));
    expect(recentRow!.imageDeletedAt).toBeNull();
    const [recentText] = await t.db
      .select()
      .from(ticketVerifications)
      .where(eq(ticketVerifications.ticketId, recentTicket.id));
    expect(recentText!.rawText).toBe('PAY & DISPLAY  AB12 CDE');
    const read = await client(t.app, await signIn('driver')).get(old.url);
    expect(read.statusCode).toBe(404);

    // Idempotent: nothing left to do at the same moment.
    expect(await sweepOldTicketImages(ctx(), now)).toBe(0);
    // A shorter retention reaches the newer image too.
    expect(await sweepOldTicketImages(ctx(), now, 7)).toBe(1);
    expect(await t.storage.get(recent.id)).toBeNull();
  });

  it('takes its default retention from the configuration', async () => {
    t.clock.set(new Date(START.getTime() + 40 * DAY));
    const image = await uploadImage('driver');
    const later = new Date(t.clock.now().getTime() + 3 * DAY);
    expect(await sweepOldTicketImages({ ...ctx(), config: { ticketImageRetentionDays: 5 } }, later)).toBe(0);
    expect(await sweepOldTicketImages({ ...ctx(), config: { ticketImageRetentionDays: 2 } }, later)).toBe(1);
    expect(await t.storage.get(image.id)).toBeNull();
  });
});

describe('sweepAbandonedUploads', () => {
  it('removes links that expired unused more than a day ago, and nothing else', async () => {
    t.clock.set(new Date(START.getTime() + 50 * DAY));
    const unused = objectIdFromUrl(
      (await client(t.app, await signIn('driver')).post('/api/objects/upload')).json().objectURL,
    )!;
    const used = await uploadImage('driver');
    expect(await sweepAbandonedUploads(ctx(), new Date(t.clock.now().getTime() + DAY / 2))).toBe(0);
    expect(await sweepAbandonedUploads(ctx(), new Date(t.clock.now().getTime() + 2 * DAY))).toBe(1);
    const rows = await t.db.select({ id: uploadedObjects.id }).from(uploadedObjects);
    expect(rows.map((row) => row.id)).not.toContain(unused);
    expect(rows.map((row) => row.id)).toContain(used.id);
  });
});

describe('objectSweepJob', () => {
  it('runs both sweeps and says what it removed', async () => {
    t.clock.set(new Date(START.getTime() + 60 * DAY));
    const image = await uploadImage('driver');
    t.clock.set(new Date(START.getTime() + 100 * DAY));
    const line = await objectSweepJob({ ...ctx(), clock: t.clock }).run();
    expect(await t.storage.get(image.id)).toBeNull();
    expect(line).toMatch(/^[1-9]\d* old ticket images deleted/);
    expect(await objectSweepJob({ ...ctx(), clock: t.clock }).run()).toBeNull();
  });
});
