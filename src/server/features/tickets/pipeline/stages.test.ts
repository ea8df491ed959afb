import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#tests/support/test-db.ts';
import type { Database } from '#server/db/client.ts';
import {
  parkingTickets,
  rateLimitCounters,
  ticketVerifications,
  uploadedObjects,
} from '#server/db/schema.ts';
import { seedDriver, seedTicket } from '#server/db/seed.ts';
import { fixedClock, londonTime } from '#server/lib/clock.ts';
import { sha256Hex } from '#server/lib/crypto.ts';
import { getGazetteer } from '#server/lib/geo/gazetteer.ts';
import type { TicketReading, TicketsContext } from '../types';
import { commitClaim } from './commit';
import { checkReuse } from './fraud-checks';
import { judgePendingTicket, judgeReading } from './judge';
import { readUpload } from './read';
import { type NewUpload, type PendingUpload, receiveUpload } from './receive';

// Each stage on its own, fed the result of the one before, with a scripted reader. The photos are
// bytes made from their URL: no image to decode, so no perceptual hash and no near-copy candidates.
const DAY = '2026-03-14';
const NOW = londonTime(DAY, '18:00');
const places = getGazetteer();
const READING = places.lookupTown('Reading')!;
let database: Database;
let ctx: TicketsContext;
let reading: TicketReading;
let reads = 0;
let loads = 0;
let drivers = 0;

const readingOf = (over: Partial<TicketReading> = {}): TicketReading => ({
  outcome: 'verified',
  reasons: ['Pay and display ticket dated today'],
  detectedDate: DAY,
  place: READING,
  postcode: null,
  ticketNumber: null,
  rawText: 'PAY AND DISPLAY 14/03/2026 10:00 12:00 £3.00',
  ocrConfidence: 91,
  ...over,
});

beforeAll(async () => {
  database = await createTestDatabase();
  ctx = {
    db: database.db,
    clock: fixedClock(NOW),
    reader: {
      read: async () => {
        reads++;
        return reading;
      },
    },
    places,
    loadImage: async (url) => {
      loads++;
      return { data: Buffer.from(url), sha256: sha256Hex(url), objectId: url.slice(-36) };
    },
  };
});
afterAll(async () => {
  await database?.close();
});

async function newDriver() {
  drivers += 1;
  return (await seedDriver(database.db, { email: `stage${drivers}@test.uk` }, NOW)).id;
}
const imageUrl = (n: number) => `/api/objects/00000000-0000-0000-0000-${String(n).padStart(12, '0')}`;
const attemptsOf = (userId: string) =>
  database.db.select().from(ticketVerifications).where(eq(ticketVerifications.userId, userId));

/** A new driver's photo n, stored (a verified ticket names its stored object). */
async function newUpload(n: number): Promise<NewUpload> {
  const userId = await newDriver();
  await database.db
    .insert(uploadedObjects)
    .values({ id: imageUrl(n).slice(-36), ownerId: userId, purpose: 'ticket', uploadExpiresAt: NOW });
  const upload = await receiveUpload(ctx, userId, { imageUrl: imageUrl(n) });
  if (upload.kind !== 'new') throw new Error('expected a new upload');
  return upload;
}

describe('receive', () => {
  it('hands a new photo on with its stored image, before anything is read or counted', async () => {
    const before = reads;
    const upload = await newUpload(1);
    expect(upload).toMatchObject({ kind: 'new', today: DAY, image: { sha256: sha256Hex(imageUrl(1)) } });
    expect(reads).toBe(before);
    expect(await attemptsOf(upload.userId)).toEqual([]);
  });

  it('hands a ticket waiting for its town on as pending, without loading its photo again', async () => {
    const userId = await newDriver();
    await database.db
      .insert(parkingTickets)
      .values({ userId, imageUrl: imageUrl(2), uploadDay: DAY, createdAt: NOW });
    const before = loads;
    const upload = await receiveUpload(ctx, userId, { imageUrl: imageUrl(2), city: 'York' });
    expect(upload).toMatchObject({ kind: 'pending', input: { city: 'York' }, ticket: { userId } });
    expect(loads).toBe(before);
  });
});

describe('read', () => {
  it('counts the attempt, reads once and starts the record from the reading', async () => {
    reading = readingOf();
    const upload = await newUpload(3);
    const before = reads;
    const proof = await readUpload(ctx, upload);
    expect(reads).toBe(before + 1);
    expect(proof.imagePhash).toBeNull();
    expect(proof.record).toMatchObject({
      userId: upload.userId,
      attemptDay: DAY,
      imageUrl: imageUrl(3),
      reasons: reading.reasons,
      rawText: reading.rawText,
      ocrConfidence: 91,
    });
    const [counter] = await database.db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, `ticket-verify:${upload.userId}:${DAY}`));
    expect(counter?.count).toBe(1);
  });

  it('keeps the hash a queue worker made beside its read', async () => {
    reading = readingOf({ imagePhash: '0123456789abcdef' });
    const proof = await readUpload(ctx, await newUpload(4));
    expect(proof.imagePhash).toBe('0123456789abcdef');
  });
});

describe('judge', () => {
  it('ends a sure refusal: the attempt recorded as read, 422 with its code', async () => {
    reading = readingOf({ outcome: 'wrong_date', place: null, driverReason: 'Dated another day.' });
    const proof = await readUpload(ctx, await newUpload(5));
    await expect(judgeReading(ctx, proof)).rejects.toMatchObject({
      status: 422,
      code: 'ticket.wrong_date',
      options: { extra: { verificationResult: { outcome: 'wrong_date', reasons: ['Dated another day.'] } } },
    });
    expect(await attemptsOf(proof.upload.userId)).toMatchObject([{ outcome: 'wrong_date', ticketId: null }]);
  });

  it('passes an unsure reading on as unsure, with no town when nothing says where', async () => {
    reading = readingOf({ outcome: 'unreadable', unsure: true, place: null });
    const claim = await judgeReading(ctx, await readUpload(ctx, await newUpload(6)));
    expect(claim).toMatchObject({ kind: 'read', verdict: 'unsure', location: null });
  });

  it('places a verified reading at the town printed on it', async () => {
    reading = readingOf();
    const claim = await judgeReading(ctx, await readUpload(ctx, await newUpload(7)));
    expect(claim).toMatchObject({ kind: 'read', verdict: 'verified', location: { city: 'Reading' } });
  });

  it('asks for the town again when a pending ticket is sent without one, recording nothing', async () => {
    const userId = await newDriver();
    const [ticket] = await database.db
      .insert(parkingTickets)
      .values({ userId, imageUrl: imageUrl(8), uploadDay: DAY, createdAt: NOW })
      .returning();
    const upload: PendingUpload = {
      kind: 'pending',
      input: { imageUrl: imageUrl(8) },
      now: NOW,
      ticket: ticket!,
    };
    expect(() => judgePendingTicket(ctx, upload)).toThrow(expect.objectContaining({ status: 422 }));
    expect(await attemptsOf(userId)).toEqual([]);
  });
});

describe('reuse checks', () => {
  it('refuses a ticket number another account verified for that date, recorded as a duplicate', async () => {
    const other = await newDriver();
    const seeded = await seedTicket(database.db, other, {}, NOW);
    await database.db
      .update(parkingTickets)
      .set({ ticketNumber: 'PD-42' })
      .where(eq(parkingTickets.id, seeded.id));
    reading = readingOf({ ticketNumber: 'PD-42' });
    const claim = await judgeReading(ctx, await readUpload(ctx, await newUpload(9)));
    await expect(checkReuse(ctx, claim)).rejects.toMatchObject({ status: 409, code: 'ticket.number_reused' });
    const [attempt] = await attemptsOf(claim.userId);
    expect(attempt).toMatchObject({ outcome: 'duplicate', ticketId: null });
    expect(attempt!.reasons.slice(0, reading.reasons.length)).toEqual(reading.reasons);
  });

  it('passes a claim nobody else holds on with the subject it compared', async () => {
    reading = readingOf({ ticketNumber: 'PD-43' });
    const claim = await judgeReading(ctx, await readUpload(ctx, await newUpload(10)));
    const checked = await checkReuse(ctx, claim);
    expect(checked.subject).toMatchObject({ userId: claim.userId, rawText: reading.rawText });
    expect(checked.check.duplicate).toBeNull();
  });
});

describe('commit', () => {
  it('writes a verified ticket with its verified attempt', async () => {
    reading = readingOf({ ticketNumber: 'PD-44' });
    const checked = await checkReuse(
      ctx,
      await judgeReading(ctx, await readUpload(ctx, await newUpload(11))),
    );
    const result = await commitClaim(ctx, checked);
    expect(result).toMatchObject({ kind: 'verified', ticket: { isVerified: true, city: 'Reading' } });
    expect(await attemptsOf(checked.userId)).toMatchObject([
      { outcome: 'verified', ticketId: result.ticket.id },
    ]);
  });

  it('keeps a verified reading without a town unverified, asks for the town, then verifies it with one', async () => {
    reading = readingOf({ place: null });
    const upload = await newUpload(12);
    const checked = await checkReuse(ctx, await judgeReading(ctx, await readUpload(ctx, upload)));
    await expect(commitClaim(ctx, checked)).rejects.toMatchObject({
      status: 422,
      code: 'ticket.location_required',
    });
    const [kept] = await database.db
      .select()
      .from(parkingTickets)
      .where(eq(parkingTickets.userId, upload.userId));
    expect(kept).toMatchObject({ isVerified: false, imageUrl: imageUrl(12) });

    const again = await receiveUpload(ctx, upload.userId, { imageUrl: imageUrl(12), city: 'York' });
    if (again.kind !== 'pending') throw new Error('expected the pending ticket');
    const result = await commitClaim(ctx, await checkReuse(ctx, judgePendingTicket(ctx, again)));
    expect(result).toMatchObject({
      kind: 'verified',
      ticket: { id: kept!.id, isVerified: true, city: 'York' },
    });
    expect((await attemptsOf(upload.userId)).map((attempt) => attempt.outcome).sort()).toEqual([
      'requires_manual_location',
      'verified',
    ]);
  });
});
