import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomToken } from '#server/lib/crypto.ts';
import { adminQuery, withDatabase } from '#tests/support/global-setup.ts';
import { startS3rver, type TestBucket } from '#tests/support/s3rver.ts';
import { payAndDisplay } from '#tests/support/tickets.ts';
import {
  apiSession,
  type Proc,
  runEntry,
  startWeb,
  startWorker,
  waitUntil,
} from '#tests/support/processes.ts';

/**
 * Issue 14's proof (docs/decisions/030): two web servers and workers as separate processes on one
 * PostgreSQL database and one S3 bucket. The web servers run no OCR (WORKERS_IN_WEB=0): every
 * verification below is read by a worker process through the queue.
 */
const ORIGIN = 'http://parkperks.test';
const baseUrl = process.env.DATABASE_URL as string;
const dbName = `pp_fleet_${process.pid}_${randomToken(4)
  .toLowerCase()
  .replace(/[^a-z0-9]/g, 'x')}`;
const databaseUrl = withDatabase(baseUrl, dbName);
const dataDir = mkdtempSync(join(tmpdir(), 'pp-fleet-'));
let bucket: TestBucket;
let env: Record<string, string>;
let webA: Proc & { url: string };
let webB: Proc & { url: string };
let worker: Proc;
const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
// The database is dropped with (force) at the end, which ends any connection still open.
pool.on('error', () => {});

const londonDate = () =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());

async function ocrJobs() {
  const { rows } = await pool.query<{ id: string; state: string; retry_count: number }>(
    "select id, state, retry_count from pgboss.job where name = 'ticket-ocr' order by created_on",
  );
  return rows;
}

/**
 * A phone photo is megabytes: the rendered ticket on a grainy grey table, 3000 × 4000, as a
 * high-quality JPEG. The grain is the same every run (a fixed pseudo-random sequence).
 */
async function asPhonePhoto(rendered: Buffer) {
  const width = 3000;
  const height = 4000;
  const table = Buffer.alloc(width * height);
  let seed = 20261125;
  for (let i = 0; i < table.length; i++) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    table[i] = 70 + (seed % 60);
  }
  const ticket = await sharp(rendered).resize({ width: 1800 }).png().toBuffer();
  return sharp(table, { raw: { width, height, channels: 1 } })
    .composite([{ input: ticket, left: 600, top: 700 }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** A new driver (signed up on `signUpOn`) with a ticket photo uploaded through `uploadOn`. */
async function driverWithPhoto(
  signUpOn: string,
  uploadOn: string,
  n: number,
  options: { large?: boolean } = {},
) {
  const driver = apiSession(ORIGIN);
  const signup = await driver.post(signUpOn, '/api/auth/register', {
    fullName: `Fleet Driver ${n}`,
    email: `fleet-${n}-${randomToken(3)}@parkperks.test`.toLowerCase(),
    password: 'fleet-password-1',
  });
  expect(signup.status, JSON.stringify(signup.json)).toBe(201);
  const slot = await driver.post(uploadOn, '/api/objects/upload');
  expect(slot.status).toBe(200);
  const rendered = await payAndDisplay({
    date: londonDate(),
    from: `00:0${n}`,
    to: `23:5${n}`,
    town: 'Leeds',
    ticketNo: `FLEET-${n}-${Date.now()}`,
  });
  const photo = options.large ? await asPhonePhoto(rendered) : rendered;
  const type = options.large ? 'image/jpeg' : 'image/png';
  const put = await driver.putBytes(uploadOn, slot.json.uploadURL as string, photo, type);
  expect(put.status, put.text).toBe(200);
  return { driver, imageUrl: slot.json.objectURL as string, bytes: photo.length };
}

beforeAll(async () => {
  await adminQuery(baseUrl, `create database ${dbName}`);
  bucket = await startS3rver();
  env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PUBLIC_URL: ORIGIN,
    DEMO_SEED: '0',
    LOG_LEVEL: 'warn',
    S3_BUCKET: bucket.bucket,
    S3_ENDPOINT: bucket.endpoint,
    S3_REGION: bucket.s3.region,
    S3_FORCE_PATH_STYLE: '1',
    AWS_ACCESS_KEY_ID: bucket.s3.credentials?.accessKeyId ?? '',
    AWS_SECRET_ACCESS_KEY: bucket.s3.credentials?.secretAccessKey ?? '',
    WORKERS_IN_WEB: '0',
    MIGRATE_ON_START: '0',
    OCR_WORKERS: '1',
    // A job whose worker died is given to another after 20 s (the default is 30 s). Shorter, and a
    // slow read on a busy CI runner (a 12-megapixel photo) would be taken for a dead worker.
    OCR_JOB_EXPIRE_S: '20',
    SHUTDOWN_GRACE_S: '20',
    // The SDK's notice that its 2027 releases need Node 22 (ours is pinned): once is enough, in the README.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
  // The release step, once, before any server starts.
  const migrate = runEntry('scripts/migrate.ts', env);
  expect((await migrate.exited).code, migrate.output()).toBe(0);
  [webA, webB, worker] = await Promise.all([startWeb(env), startWeb(env), startWorker(env)]);
  return () => bucket.close();
});

afterAll(async () => {
  for (const proc of [webA, webB, worker]) proc?.kill('SIGKILL');
  await pool.end();
  await adminQuery(baseUrl, `drop database if exists ${dbName} with (force)`).catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
});

describe('many machines on one database and one bucket', () => {
  it('signs up on A, uploads through B, a worker verifies, redeems on A, the retailer sees it on B', async () => {
    const { driver, imageUrl, bytes } = await driverWithPhoto(webA.url, webB.url, 1, { large: true });
    expect(bytes).toBeGreaterThan(400 * 1024);
    const verified = await driver.post(webB.url, '/api/parking-tickets', { imageUrl });
    expect(verified.status, JSON.stringify(verified.json)).toBe(201);
    expect(verified.json.isVerified).toBe(true);
    expect(verified.json.city).toBe('Leeds');
    expect((await ocrJobs()).map((job) => job.state)).toEqual(['completed']);
    // B waited for the job: its metrics have the job's time and the queue's depth.
    const metrics = await (await fetch(`${webB.url}/metrics`)).text();
    expect(metrics).toMatch(/^parkperks_ocr_job_duration_seconds_count\{outcome="verified"\} 1$/m);
    expect(metrics).toMatch(/^parkperks_ocr_queue_depth 0$/m);

    // The photo is in the bucket, under its object id, and served by either web server.
    const objectId = imageUrl.split('/').at(-1) as string;
    const s3 = new S3Client({
      endpoint: bucket.endpoint,
      region: bucket.s3.region,
      forcePathStyle: true,
      credentials: bucket.s3.credentials,
    });
    // Once verified, a worker stores it again as a JPEG of about 300 KB.
    const storedSize = async () => {
      const stored = await s3.send(new GetObjectCommand({ Bucket: bucket.bucket, Key: objectId }));
      return (await stored.Body?.transformToByteArray())?.length ?? 0;
    };
    // A read that meets the worker replacing the object is cut off ("aborted"): asked again.
    const sizeNow = () => storedSize().catch(() => Number.POSITIVE_INFINITY);
    await waitUntil('the smaller copy', async () => (await sizeNow()) <= 310 * 1024, { timeoutMs: 30_000 });
    expect(await storedSize()).toBeGreaterThan(50 * 1024);
    s3.destroy();
    expect((await driver.get(webA.url, imageUrl)).status).toBe(200);
    expect((await fetch(`${webA.url}${imageUrl}`)).status).toBe(401);

    const retailer = apiSession(ORIGIN);
    const shop = await retailer.post(webA.url, '/api/auth/retailer-signup', {
      businessName: 'Fleet Cafe',
      contactName: 'Rita Fleet',
      address: '1 Briggate, Leeds LS1 6HD',
      category: 'Cafe',
      discountAmount: '3.00',
      minimumSpend: '10.00',
      email: `fleet-shop-${randomToken(3)}@parkperks.test`.toLowerCase(),
      password: 'fleet-password-1',
    });
    expect(shop.status, JSON.stringify(shop.json)).toBe(201);
    const me = await retailer.get(webB.url, '/api/retailers/me');
    expect(me.status).toBe(200);

    const redeemed = await driver.post(webA.url, '/api/redemptions', {
      retailerId: me.json.id,
      parkingTicketId: verified.json.id,
      retailerCode: me.json.monthlyCode,
    });
    expect(redeemed.status, JSON.stringify(redeemed.json)).toBe(201);
    const seen = await retailer.get(webB.url, `/api/redemptions/retailer/${me.json.id}`);
    expect(seen.status).toBe(200);
    expect(seen.json).toEqual([expect.objectContaining({ id: redeemed.json.id, discountAmount: '3.00' })]);
    // The cashier checks the driver's code on the other server.
    const check = await retailer.get(
      webB.url,
      `/api/retailers/${me.json.id}/redemptions/check?code=${redeemed.json.confirmationCode}`,
    );
    expect(check.status, JSON.stringify(check.json)).toBe(200);
  });

  it('a worker killed mid-job: another worker finishes it and the driver still gets the answer', async () => {
    const { driver, imageUrl } = await driverWithPhoto(webA.url, webA.url, 2);
    const before = (await ocrJobs()).length;
    const answer = driver.post(webA.url, '/api/parking-tickets', { imageUrl });
    await waitUntil(
      'the OCR job to start',
      async () => (await ocrJobs()).slice(before).some((job) => job.state === 'active'),
      { timeoutMs: 30_000 },
    );
    worker.kill('SIGKILL');
    await worker.exited;
    expect((await ocrJobs()).slice(before).map((job) => job.state)).toEqual(['active']);
    worker = await startWorker(env);

    const verified = await answer;
    expect(verified.status, JSON.stringify(verified.json)).toBe(201);
    expect(verified.json.isVerified).toBe(true);
    const [job] = (await ocrJobs()).slice(before);
    expect(job).toMatchObject({ state: 'completed' });
    expect(job?.retry_count).toBeGreaterThanOrEqual(1);
  });

  it('SIGTERM to a web server with a verification in flight: the request finishes, then the server exits', async () => {
    const { driver, imageUrl } = await driverWithPhoto(webA.url, webB.url, 3);
    const answer = driver.post(webB.url, '/api/parking-tickets', { imageUrl });
    await waitUntil('the OCR job to be queued', async () =>
      (await ocrJobs()).some((job) => job.state === 'created' || job.state === 'active'),
    );
    webB.kill('SIGTERM');
    const verified = await answer;
    expect(verified.status, JSON.stringify(verified.json)).toBe(201);
    expect(await webB.exited, webB.output()).toMatchObject({ code: 0, signal: null });

    // Nothing lost: the other server shows it as today's verified ticket.
    const today = await driver.get(webA.url, '/api/parking-tickets/today');
    expect(today.json).toMatchObject({ id: verified.json.id, isVerified: true });
  });
});
