import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, sessionCookie, TEST_ORIGIN, type TestApp } from '#tests/support/test-app.ts';
import { seedDriver } from '#server/db/seed.ts';

// Sign-out (docs/decisions/045): POST ends the session; the spec's GET only when our own pages ask.
let t: TestApp;
let n = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function signedIn() {
  const email = `logout${++n}@example.com`;
  await seedDriver(t.db, { email, password: 'password1' });
  return sessionCookie(
    await client(t.app).post('/api/auth/login', { emailOrPhone: email, password: 'password1' }),
  );
}

/** A GET as a browser sends it: only the headers given, no Origin added. */
const getLogout = (cookie: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/auth/logout', headers: { cookie, ...headers } });

const stillSignedIn = async (cookie: string) =>
  (await client(t.app, cookie).get('/api/auth/user')).statusCode === 200;

describe('POST /api/auth/logout', () => {
  it('ends the session and clears the cookie', async () => {
    const cookie = await signedIn();
    const out = await client(t.app, cookie).post('/api/auth/logout');
    expect([out.statusCode, out.json()]).toEqual([200, { message: 'Signed out' }]);
    expect(out.cookies.find((c) => c.name === 'pp_session')?.value).toBe('');
    expect(await stillSignedIn(cookie)).toBe(false);
  });

  it('is refused from another origin, and the session lives on', async () => {
    const cookie = await signedIn();
    const out = await client(t.app, cookie).post('/api/auth/logout', undefined, {
      origin: 'https://evil.example',
    });
    expect(out.statusCode).toBe(403);
    expect(out.json().code).toBe('request.cross_site');
    expect(await stillSignedIn(cookie)).toBe(true);
  });
});

describe('GET /api/auth/logout', () => {
  it('ends nothing when another site sent the browser, and sends it to the Sign out page', async () => {
    const fromElsewhere: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', referer: 'https://evil.example/prize' },
      { 'sec-fetch-site': 'same-site' },
      // A browser that names no fetch site: the Origin or Referer decides; neither counts as another site.
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/prize' },
      {},
      // Sec-Fetch-Site is the browser's own word; a Referer cannot talk it round.
      { 'sec-fetch-site': 'cross-site', referer: `${TEST_ORIGIN}/profile` },
    ];
    for (const headers of fromElsewhere) {
      const cookie = await signedIn();
      const res = await getLogout(cookie, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(303);
      expect(res.headers.location).toBe('/sign-out');
      expect(res.cookies.find((c) => c.name === 'pp_session')).toBeUndefined();
      expect(await stillSignedIn(cookie), JSON.stringify(headers)).toBe(true);
    }
  });

  it('ends the session when our own pages ask', async () => {
    const fromOurPages: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin' },
      // Typed into the address bar or opened from a bookmark.
      { 'sec-fetch-site': 'none' },
      { origin: TEST_ORIGIN },
      { referer: `${TEST_ORIGIN}/profile` },
      // The request's own host (a server reached under another name than PUBLIC_URL).
      { host: 'parkperks.internal:8080', referer: 'http://parkperks.internal:8080/profile' },
    ];
    for (const headers of fromOurPages) {
      const cookie = await signedIn();
      const res = await getLogout(cookie, headers);
      expect([res.statusCode, res.json()], JSON.stringify(headers)).toEqual([200, { message: 'Signed out' }]);
      expect(res.cookies.find((c) => c.name === 'pp_session')?.value).toBe('');
      expect(await stillSignedIn(cookie), JSON.stringify(headers)).toBe(false);
    }
  });
});
