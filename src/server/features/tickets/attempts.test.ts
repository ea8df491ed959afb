import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#tests/support/test-db.ts';
import type { Database } from '#server/db/client.ts';
import { parkingTickets, ticketVerifications } from '#server/db/schema.ts';
import { seedTicket } from '#server/db/seed.ts';
import { fixedClock, londonTime } from '#server/lib/clock.ts';
import { sha256Hex } from '#server/lib/crypto.ts';
import { getGazetteer } from '#server/lib/geo/gazetteer.ts';
import { ticketRoutes } from './routes';
import { bareApp, driverWithCookie, unreadable } from './ticket-test-helpers';
import type { ProofReader, TicketsContext } from './service';

// The tickets routes on their own, with a scripted reader and a read limit each test can set.
const NOW = londonTime('2026-03-14', '18:00');
const MISSING = '/api/objects/00000000-0000-0000-0000-000000000000';
let database: Database;
let app: FastifyInstance;
let drivers = 0;
let readerCalls = 0;
let read: ProofReader['read'];
let ctx: TicketsContext;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  database = await createTestDatabase();
  const clock = fixedClock(NOW);
  const bare = await bareApp(database.db, clock);
  app = bare.app;
  const api = bare.api;
  ctx = {
    db: database.db,
    clock,
    reader: {
      read: (image, now) => {
        readerCalls++;
        return read(image, now);
      },
    },
    places: getGazetteer(),
    // Every image URL but MISSING is the driver's, with bytes derived from the URL.
    loadImage: async (url) =>
      url === MISSING ? null : { data: Buffer.from(url), sha256: sha256Hex(url), objectId: url.slice(-36) },
  };
  ticketRoutes(api, ctx);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});
beforeEach(() => {
  // Generous: PGlite runs on this thread, so a burst of requests can hold timers back for a while.
  ctx.readTimeoutMs = 10_000;
  readerCalls = 0;
  read = async () => {
    await sleep(20);
    return unreadable;
  };
});

async function newDriver() {
  drivers += 1;
  const { user, cookie } = await driverWithCookie(database.db, `a${drivers}@test.uk`, NOW);
  const submit = (body: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/parking-tickets', headers: { cookie }, payload: body });
  return { id: user.id, submit };
}

const imageUrl = (n: number) => `/api/objects/00000000-0000-0000-0000-${String(n).padStart(12, '0')}`;
const decisionsOf = (userId: string) =>
  database.db.select().from(ticketVerifications).where(eq(ticketVerifications.userId, userId));

describe('attempts are counted before the read', () => {
  it('lets at most 10 of 15 concurrent attempts reach the reader; the rest get 429', async () => {
    const driver = await newDriver();
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) => driver.submit({ imageUrl: imageUrl(i + 1) })),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([...Array(10).fill(422), ...Array(5).fill(429)]);
    expect(readerCalls).toBe(10);
    expect(answers.find((res) => res.statusCode === 429)!.json()).toEqual({
      code: 'ticket.too_many_attempts',
      message: 'You have tried to verify parking 10 times today. Please try again tomorrow.',
    });
    expect(await decisionsOf(driver.id)).toHaveLength(10);
  });

  it('counts a read that throws, answering 422 unreadable and recording it for admins', async () => {
    const driver = await newDriver();
    read = async () => {
      throw new Error('OCR worker crashed');
    };
    const first = await driver.submit({ imageUrl: imageUrl(1) });
    expect(first.statusCode).toBe(422);
    expect(first.json()).toEqual({
      code: 'ticket.unreadable',
      message: 'Image unclear: the ticket could not be read.',
      verificationResult: {
        outcome: 'unreadable',
        reasons: ["We couldn't read this photo. Please try again in a moment."],
      },
    });
    for (let i = 2; i <= 10; i++)
      expect((await driver.submit({ imageUrl: imageUrl(i) })).statusCode).toBe(422);
    expect((await driver.submit({ imageUrl: imageUrl(11) })).statusCode).toBe(429);
    expect(readerCalls).toBe(10);
    const decisions = await decisionsOf(driver.id);
    expect(decisions).toHaveLength(10);
    expect(decisions[0]).toMatchObject({ outcome: 'unreadable', ticketId: null, imageUrl: imageUrl(1) });
    expect(decisions[0]!.reasons).toContain('Reader error: OCR worker crashed');
  });

  it('does not count cheap refusals: a missing image or one already used for a verified ticket', async () => {
    const driver = await newDriver();
    const other = await newDriver();
    const used = imageUrl(99);
    await seedTicket(database.db, other.id, {}, NOW);
    await database.db
      .update(parkingTickets)
      .set({ imageSha256: sha256Hex(used) })
      .where(eq(parkingTickets.userId, other.id));
    for (let i = 0; i < 6; i++) {
      expect((await driver.submit({ imageUrl: MISSING })).statusCode).toBe(404);
      expect((await driver.submit({ imageUrl: used })).statusCode).toBe(409);
    }
    for (let i = 1; i <= 10; i++)
      expect((await driver.submit({ imageUrl: imageUrl(i) })).statusCode).toBe(422);
    expect((await driver.submit({ imageUrl: imageUrl(11) })).statusCode).toBe(429);
    expect(readerCalls).toBe(10);
  });

  it('still completes a pending ticket with its town after the 10 attempts are used', async () => {
    const driver = await newDriver();
    const pendingUrl = imageUrl(50);
    await database.db
      .insert(parkingTickets)
      .values({ userId: driver.id, imageUrl: pendingUrl, uploadDay: '2026-03-14', createdAt: NOW });
    for (let i = 1; i <= 10; i++) await driver.submit({ imageUrl: imageUrl(i) });
    expect((await driver.submit({ imageUrl: imageUrl(11) })).statusCode).toBe(429);
    const done = await driver.submit({ imageUrl: pendingUrl, city: 'York' });
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toMatchObject({ isVerified: true, city: 'York' });
    expect(readerCalls).toBe(10);
  });
});

describe('a read that takes too long', () => {
  it('answers 503 with Retry-After, records the attempt and counts it', async () => {
    const driver = await newDriver();
    ctx.readTimeoutMs = 100;
    read = () => new Promise(() => {});
    const started = performance.now();
    const res = await driver.submit({ imageUrl: imageUrl(1) });
    expect(performance.now() - started).toBeLessThan(5000);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('60');
    expect(res.json()).toEqual({
      code: 'ticket.verification_busy',
      message: 'Verifying tickets is taking longer than usual. Please try again in a minute.',
    });
    const [decision] = await decisionsOf(driver.id);
    expect(decision).toMatchObject({
      outcome: 'unreadable',
      reasons: ['The read did not finish within 0.1 s'],
    });

    read = async () => unreadable;
    for (let i = 2; i <= 10; i++)
      expect((await driver.submit({ imageUrl: imageUrl(i) })).statusCode).toBe(422);
    expect((await driver.submit({ imageUrl: imageUrl(11) })).statusCode).toBe(429);
  });
});
