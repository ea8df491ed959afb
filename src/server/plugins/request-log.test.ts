import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { seedRetailer } from '#server/db/seed.ts';
import { asAdmin } from '#server/features/admin/admin-test-helpers.ts';
import { createUnsubscribeToken } from '#server/features/retailer-emails/unsubscribe.ts';

// Tokens in paths (town report and unsubscribe links) never reach a log line; the line names the
// route pattern instead (docs/decisions/045).
const NOW = new Date('2026-04-15T11:00:00Z');
const lines: string[] = [];
let t: TestApp;
let clientDir: string;
let admin: Awaited<ReturnType<typeof asAdmin>>;
let retailerId: string;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'pp-client-'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>ParkPerks</title>');
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  t = await createTestApp({
    now: NOW,
    logger,
    clientDir,
    // A handler whose error quotes the URL it failed on, as Fastify's own errors do.
    extend: (app) =>
      app.get('/unsubscribe/:token/fail', async (request) => {
        throw new Error(`Could not answer ${request.url}`);
      }),
  });
  admin = await asAdmin(t);
  const shop = await seedRetailer(
    t.db,
    { businessName: 'Log Bakery', email: 'log-bakery@test.uk', city: 'Harrogate' },
    NOW,
  );
  retailerId = shop.retailer.id;
});
afterAll(async () => {
  await t?.close();
  rmSync(clientDir, { recursive: true, force: true });
});
beforeEach(() => void lines.splice(0));

const browser = (path: string) =>
  t.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } });

function expectNoToken(token: string) {
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) expect(line).not.toContain(token);
  // Nor a part of it long enough to matter (a URL-encoded or cut copy).
  for (const line of lines) expect(line).not.toContain(token.slice(0, 16));
}

const loggedUrls = () =>
  lines
    .map((line) => JSON.parse(line) as { req?: { url?: string } })
    .flatMap((l) => (l.req?.url ? [l.req.url] : []));

describe('request log lines', () => {
  it('show a town report link as its route pattern, for the page, its API and the CSV', async () => {
    const created = await admin.api.post('/api/admin/town-reports', {
      town: 'Harrogate',
      expiresAt: '2026-07-14',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { token } = created.json() as { token: string };
    lines.splice(0);

    expect((await browser(`/reports/${token}`)).statusCode).toBe(200);
    expect((await client(t.app).get(`/api/public/reports/${token}`)).statusCode).toBe(200);
    expect((await client(t.app).get(`/api/public/reports/${token}/report.csv`)).statusCode).toBe(200);
    // An unknown token too: a 404 must not log what was tried.
    const unknown = 'Z'.repeat(43);
    expect((await client(t.app).get(`/api/public/reports/${unknown}?x=1`)).statusCode).toBe(404);

    expectNoToken(token);
    expectNoToken(unknown);
    expect(loggedUrls()).toEqual([
      '/reports/:token',
      '/api/public/reports/:token',
      '/api/public/reports/:token/report.csv',
      '/api/public/reports/:token?x=1',
    ]);
  });

  it('show an unsubscribe link as its route pattern, for the page and its API', async () => {
    const token = await createUnsubscribeToken(t.db, retailerId, NOW);
    lines.splice(0);

    expect((await browser(`/unsubscribe/${token}`)).statusCode).toBe(200);
    expect((await client(t.app).post(`/api/public/unsubscribe/${token}`)).statusCode).toBe(200);

    expectNoToken(token);
    expect(loggedUrls()).toEqual(['/unsubscribe/:token', '/api/public/unsubscribe/:token']);
  });

  it('show no token in an error line that quotes the URL, nor in its stack', async () => {
    const token = 'q'.repeat(43);
    expect((await browser(`/unsubscribe/${token}/fail`)).statusCode).toBe(500);
    expectNoToken(token);
    const failed = lines.map((line) => JSON.parse(line)).find((l) => l.msg === 'Unhandled error');
    expect(failed.err.message).toBe('Could not answer /unsubscribe/:token/fail');
    expect(loggedUrls()).toEqual(['/unsubscribe/:token/fail']);
  });

  it('still show other paths as they are, with reset tokens in the query taken out', async () => {
    await browser('/reset-password?token=secret-reset-token-123&next=%2F');
    await browser('/towns/harrogate');
    expect(loggedUrls()).toEqual(['/reset-password?token=[redacted]&next=%2F', '/towns/harrogate']);
    for (const line of lines) expect(line).not.toContain('secret-reset-token-123');
  });
});
