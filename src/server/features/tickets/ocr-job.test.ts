import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import sharp from 'sharp';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#tests/support/test-db.ts';
import type { Database } from '#server/db/client.ts';
import {
  parkingTickets,
  rateLimitCounters,
  ticketVerifications,
  uploadedObjects,
} from '#server/db/schema.ts';
import { fixedClock, londonTime } from '#server/lib/clock.ts';
import { sha256Hex } from '#server/lib/crypto.ts';
import { getGazetteer } from '#server/lib/geo/gazetteer.ts';
import { startQueue } from '#server/jobs.ts';
import type { JobQueue } from '#server/lib/queue.ts';
import type { ObjectStorage } from '#server/lib/storage.ts';
import { imagePhashOf } from './fraud';
import { createOcrChannel, createQueuedReader, OCR_QUEUE, workOcrJobs } from './ocr-job';
import { ticketRoutes } from './routes';
import { bareApp, driverWithCookie, unreadable } from './ticket-test-helpers';
import type { ProofReader, TicketReading } from './service';

// The tickets routes with a queued reader on a real pg-boss (on the test database), and workers in
// this process reading with a scripted reader from storage held in memory.
const NOW = londonTime('2026-03-14', '18:00');
let database: Database;
let queue: JobQueue;
let app: FastifyInstance;
let drivers = 0;
let read: ProofReader['read'];
const readImages: string[] = [];
const objects = new Map<string, Buffer>();
/** What the web side loads instead of the stored bytes, to tell whose work a result is. */
const webCopies = new Map<string, Buffer>();
const storage: ObjectStorage = {
  put: async (key, data) => void objects.set(key, data),
  get: async (key) => (objects.has(key) ? { data: objects.get(key)!, contentType: 'image/png' } : null),
  delete: async (key) => void objects.delete(key),
};
const channel = createOcrChannel();
let working = false;

beforeAll(async () => {
  database = await createTestDatabase();
  // The queue as the server starts it, on the same connection (startQueue picks PGlite or the pool).
  queue = await startQueue(database, pino({ level: 'silent' }) as never);
  await queue.createQueue(OCR_QUEUE);
  const clock = fixedClock(NOW);
  const bare = await bareApp(database.db, clock);
  app = bare.app;
  const api = bare.api;
  ticketRoutes(api, {
    db: database.db,
    clock,
    reader: createQueuedReader({ queue, channel, queueMax: 3, expireSeconds: 30, waitMs: 3_000 }),
    places: getGazetteer(),
    loadImage: async (url) => {
      const objectId = url.slice(-36);
      const data = webCopies.get(objectId) ?? objects.get(objectId);
      return data ? { data, sha256: sha256Hex(data), objectId } : null;
    },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await queue?.stop({ graceful: false, wait: true });
  await database?.close();
});
beforeEach(async () => {
  await queue.purgeQueue(OCR_QUEUE);
  read = async () => unreadable;
});

async function startWorkers() {
  if (working) return;
  working = true;
  const reader: ProofReader = {
    read: (image, now) => {
      readImages.push(image.toString());
      return read(image, now);
    },
  };
  await workOcrJobs({ queue, channel, reader, storage, concurrency: 2 });
}

async function newDriver() {
  drivers += 1;
  const { user, cookie } = await driverWithCookie(database.db, `q${drivers}@test.uk`, NOW);
  const objectId = `00000000-0000-0000-0000-${String(drivers).padStart(12, '0')}`;
  objects.set(objectId, Buffer.from(`photo of driver ${drivers}`));
  // The stored object's row (a verified ticket refers to it).
  await database.db.insert(uploadedObjects).values({
    id: objectId,
    ownerId: user.id,
    purpose: 'ticket',
    uploadExpiresAt: NOW,
    storedAt: NOW,
    createdAt: NOW,
  });
  const submit = () =>
    app.inject({
      method: 'POST',
      url: '/api/parking-tickets',
      headers: { cookie },
      payload: { imageUrl: `/api/objects/${objectId}` },
    });
  return { id: user.id, submit, objectId, photo: `photo of driver ${drivers}` };
}

const attemptsOf = (userId: string) =>
  database.db.select().from(ticketVerifications).where(eq(ticketVerifications.userId, userId));
const countersOf = (userId: string) =>
  database.db
    .select()
    .from(rateLimitCounters)
    .where(like(rateLimitCounters.key, `ticket-verify:${userId}:%`));

describe('verification through the job queue', () => {
  it('answers 503 with Retry-After when the queue is full, counting and storing nothing', async () => {
    for (let i = 0; i < 3; i++) await queue.send(OCR_QUEUE, { objectId: 'x', now: NOW.toISOString() });
    const driver = await newDriver();
    const res = await driver.submit();
    expect(res.statusCode).toBe(503);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(2);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(res.json()).toEqual({
      code: 'ticket.queue_full',
      message: 'Busy verifying other tickets. Please try again in a few seconds.',
      retryAfterSeconds: retryAfter,
    });
    expect(await attemptsOf(driver.id)).toEqual([]);
    expect(await countersOf(driver.id)).toEqual([]);

    // The same request again, once the queue has room, is read as usual.
    await queue.purgeQueue(OCR_QUEUE);
    await startWorkers();
    expect((await driver.submit()).statusCode).toBe(422);
    expect(await attemptsOf(driver.id)).toHaveLength(1);
  });

  it('reads the stored photo in a worker and answers with its verdict; a reader error is not retried', async () => {
    await startWorkers();
    const driver = await newDriver();
    const res = await driver.submit();
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'ticket.unreadable' });
    expect(readImages.at(-1)).toBe(driver.photo);

    read = async () => {
      throw new Error('OCR worker crashed');
    };
    const failed = await driver.submit();
    expect(failed.statusCode).toBe(422);
    const [attempt] = (await attemptsOf(driver.id)).filter((row) =>
      row.reasons.some((r) => r.includes('crashed')),
    );
    expect(attempt?.reasons).toContain('Reader error: OCR worker crashed');
    const jobs = await queue.fetch(OCR_QUEUE);
    expect(jobs).toEqual([]);
  });

  it('verifies through a worker, which also hashes the photo for the reuse checks', async () => {
    await startWorkers();
    const driver = await newDriver();
    const photo = await sharp({
      create: { width: 320, height: 480, channels: 3, background: { r: 240, g: 240, b: 230 } },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg width="320" height="480"><rect x="40" y="60" width="200" height="90" fill="#222"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
    objects.set(driver.objectId, photo);
    // The web side could not hash this: the stored hash can only be the worker's.
    webCopies.set(driver.objectId, Buffer.from('not an image'));
    read = async () => ({
      outcome: 'verified',
      reasons: ['A pay & display ticket for today'],
      detectedDate: '2026-03-14',
      place: { name: 'Leeds', lat: 53.7965, lon: -1.5478 },
      postcode: null,
      ticketNumber: 'Q-1',
      rawText: 'PAY & DISPLAY LEEDS 14/03/2026',
      ocrConfidence: 91,
    });
    const res = await driver.submit();
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ isVerified: true, city: 'Leeds', detectedDate: '2026-03-14' });
    const [ticket] = await database.db
      .select()
      .from(parkingTickets)
      .where(eq(parkingTickets.userId, driver.id));
    expect(ticket?.imagePhash).toBe(await imagePhashOf(photo));
    expect(ticket?.imagePhash).toMatch(/^[0-9a-f]+$|^[01]+$/);
  });

  it('keeps an unsure reading unsure through the queue, also when the answer comes from the database', async () => {
    await startWorkers();
    const driver = await newDriver();
    const unsure: TicketReading = {
      ...unreadable,
      unsure: true,
      reasons: ['No parking times or duration could be read: a person checks it'],
      detectedDate: '2026-03-14',
      place: { name: 'Reading', lat: 51.4543, lon: -0.9781 },
      ticketNumber: 'Q-UNSURE',
      rawText: 'PAY & DISPLAY\nReading\nDate 14/03/2026',
      ocrConfidence: 93,
    };
    read = async () => unsure;
    // A web server with no workers of its own: the worker's answer reaches it only as the job's stored
    // output (JSON in the queue's table), never in memory.
    const remote = createQueuedReader({
      queue,
      channel: createOcrChannel(),
      queueMax: 3,
      expireSeconds: 30,
      waitMs: 10_000,
    });
    const reading = await remote.read(Buffer.from(''), NOW, { objectId: driver.objectId });
    expect(reading).toMatchObject({ ...unsure, imagePhash: null });
    expect(reading.unsure).toBe(true);

    // And through the route: queued for a person, not refused.
    const res = await driver.submit();
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ review: { status: 'pending' }, ticket: { isVerified: false } });
  });

  it('answers 503 when no worker takes the job in time, and withdraws the job', async () => {
    // The workers of this file only see this test's job once they poll; stop them taking it.
    await queue.offWork(OCR_QUEUE);
    working = false;
    channel.workerIds.length = 0;
    const driver = await newDriver();
    const res = await driver.submit();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'ticket.verification_busy' });
    expect(res.headers['retry-after']).toBe('60');
    expect(await queue.getQueueSize(OCR_QUEUE)).toBe(0);
  });
});
