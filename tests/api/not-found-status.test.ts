/**
 * Statuses of the web app's pages (decisions.md section 8): a path the app has no page for, and a
 * token link that does not work (unknown, revoked or expired town report; unknown unsubscribe or
 * confirmation link), get the app's 404 page with HTTP status 404; every page of the route table
 * gets 200. The privacy notice and terms come drawn into the page, for a browser without JavaScript.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { asAdmin, asRetailer } from '#server/features/admin/admin-test-helpers.ts';
import { createUnsubscribeToken } from '#server/features/retailer-emails/unsubscribe.ts';
import { londonTime } from '#server/lib/clock.ts';

const INDEX = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The app's own description." />
    <title>ParkPerks</title>
  </head>
  <body>
    <div id="root"></div>
    <noscript>ParkPerks needs JavaScript to run. Please enable it in your browser.</noscript>
    <script type="module" src="/assets/main.js"></script>
  </body>
</html>
`;
/** Marks the shell, so a test can tell index.html from any other answer. */
const SHELL_MARK = 'src="/assets/main.js"';

const NOW = londonTime('2026-03-14', '18:00');
let dir: string;
let t: TestApp;
let admin: Awaited<ReturnType<typeof asAdmin>>;
let shop: Awaited<ReturnType<typeof asRetailer>>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pp-not-found-client-'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  t = await createTestApp({ clientDir: dir, now: NOW });
  admin = await asAdmin(t);
  // A shop in Leeds, so Leeds can have a town report.
  shop = await asRetailer(t);
});
afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const page = (url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url });

async function reportLink(expiresAt = '2026-06-30') {
  const res = await admin.api.post('/api/admin/town-reports', { town: 'Leeds', expiresAt });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; token: string };
}

describe('paths the app has no page for', () => {
  it('answer the app (its 404 page) with status 404', async () => {
    for (const url of ['/no-such-page', '/no-such-page?x=1', '/privacy/more', '/offer', '/admin/settings']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain(SHELL_MARK);
    }
    expect((await page('/no-such-page', 'HEAD')).statusCode).toBe(404);
  });

  it('under /api, or a file, are a JSON 404 as before', async () => {
    const api = await page('/api/no-such-thing');
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('not_found');
    const file = await page('/no-such-file.js');
    expect(file.statusCode).toBe(404);
    expect(file.json().code).toBe('not_found');
  });
});

describe('pages of the route table', () => {
  it('answer 200 with the app, signed in or not', async () => {
    for (const url of [
      '/',
      '/login',
      '/login?next=/offer/abc',
      '/register',
      '/retailer-signup',
      '/forgot-password',
      '/reset-password?token=abc',
      '/profile',
      '/sign-out',
      '/upload-ticket',
      '/browse-offers',
      '/offer/0b7f1c7e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
      '/redeem-offer/0b7f1c7e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
      '/history',
      '/retailer',
      '/retailer/poster',
      '/admin',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(SHELL_MARK);
    }
    expect((await client(t.app, shop.cookie).get('/retailer')).statusCode).toBe(200);
  });
});

describe('the privacy notice and terms', () => {
  it('come drawn into the page, readable without JavaScript', async () => {
    for (const [url, heading, words] of [
      ['/privacy', 'Privacy notice', 'deleted after 30 days'],
      ['/terms', 'Terms of use', '3 months free trial, then £15 per month per location'],
    ] as const) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain(SHELL_MARK);
      const root = res.body.slice(res.body.indexOf('<div id="root">'));
      expect(root).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(root).toContain(words);
      expect(res.body).toContain(`<title>${heading} · ParkPerks</title>`);
      // The page reads without JavaScript: the shell's "needs JavaScript" notice would be wrong.
      expect(res.body).not.toContain('<noscript>');
      expect((await page(url, 'HEAD')).statusCode).toBe(200);
    }
  });
});

describe('token links', () => {
  it('a working town report link is 200; unknown, revoked and expired ones are 404', async () => {
    const live = await reportLink();
    const working = await page(`/reports/${live.token}`);
    expect(working.statusCode).toBe(200);
    expect(working.headers['cache-control']).toBe('no-store');
    expect(working.headers['x-robots-tag']).toMatch(/^noindex, nofollow/);

    const unknown = await page('/reports/not-a-real-token');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain(SHELL_MARK);
    expect(unknown.headers['cache-control']).toBe('no-store');
    // Well formed, but no report has it.
    expect((await page(`/reports/${live.token.slice(0, -4)}AAAA`)).statusCode).toBe(404);

    const revoked = await reportLink();
    expect((await page(`/reports/${revoked.token}`)).statusCode).toBe(200);
    expect((await admin.api.delete(`/api/admin/town-reports/${revoked.id}`)).statusCode).toBe(200);
    expect((await page(`/reports/${revoked.token}`)).statusCode).toBe(404);

    const expiring = await reportLink('2026-03-20');
    expect((await page(`/reports/${expiring.token}`)).statusCode).toBe(200);
    t.clock.set(londonTime('2026-03-21', '12:00'));
    try {
      expect((await page(`/reports/${expiring.token}`)).statusCode).toBe(404);
      expect((await page(`/reports/${live.token}`)).statusCode).toBe(200);
    } finally {
      t.clock.set(NOW);
    }
  });

  it('a known unsubscribe link is 200; an unknown one is 404', async () => {
    const token = await createUnsubscribeToken(t.db, shop.retailer.id, t.clock.now());
    const known = await page(`/unsubscribe/${token}`);
    expect(known.statusCode).toBe(200);
    expect(known.headers['x-robots-tag']).toMatch(/^noindex, nofollow/);
    const unknown = await page('/unsubscribe/not-a-real-token');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain(SHELL_MARK);
  });

  it('an unknown e-mail confirmation link is 404 too', async () => {
    const res = await page('/confirm-email/not-a-real-token');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(SHELL_MARK);
  });
});
