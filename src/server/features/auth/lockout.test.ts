import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, TEST_ORIGIN, type TestApp } from '#tests/support/test-app.ts';
import { rateLimitCounters } from '#server/db/schema.ts';
import { seedDriver } from '#server/db/seed.ts';
import type { Message } from '#server/lib/notifier.ts';
import { offlineGeocode } from '#server/lib/offline-geocode.ts';
import { AppError } from '#server/lib/errors.ts';
import { type AuthContext, logIn, SIGN_IN_ALERT_SUBJECT, SLOW_DOWN_MAX_MS } from './service';

// Nobody can lock a chosen account from afar (docs/decisions/045): the lock counts failures per
// identifier AND address; an identifier's failures from anywhere slow answers down and, at 20 in an
// hour, tell its owner once.
let t: TestApp;
let n = 0;
beforeAll(async () => {
  // Behind a trusted proxy, so each test picks its client addresses with X-Forwarded-For.
  t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
});
afterAll(() => t?.close());

async function account() {
  const email = `owner${++n}@example.com`;
  const user = await seedDriver(t.db, { email, password: 'right-password' });
  return { email, user };
}

const login = (emailOrPhone: string, password: string, from: string) =>
  client(t.app).post('/api/auth/login', { emailOrPhone, password }, { 'x-forwarded-for': from });

/** The service with a delay that only writes down how long it was asked to wait. */
function quietContext() {
  const waits: number[] = [];
  const sent: Message[] = [];
  const ctx: AuthContext = {
    db: t.db,
    clock: t.clock,
    notifier: { send: async (message) => void sent.push(message) },
    publicUrl: TEST_ORIGIN,
    geocode: offlineGeocode,
    delay: async (ms) => void waits.push(ms),
  };
  const attempt = async (emailOrPhone: string, password: string, ip: string) => {
    const before = waits.length;
    try {
      await logIn(ctx, { emailOrPhone, password }, ip);
      return { status: 200, waited: waits.slice(before).reduce((a, b) => a + b, 0) };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return { status: error.status, waited: waits.slice(before).reduce((a, b) => a + b, 0) };
    }
  };
  return { waits, sent, attempt };
}

describe('the 5-failure lock', () => {
  it('locks only the address that failed: the owner still signs in from another', async () => {
    const { email } = await account();
    for (let i = 0; i < 5; i++)
      expect((await login(email, `guess-${i}`, '203.0.113.7')).statusCode).toBe(401);
    const attacker = await login(email, 'right-password', '203.0.113.7');
    expect(attacker.statusCode).toBe(429);
    expect(attacker.json().message).toMatch(
      /Too many failed sign-in attempts\. Please try again in 15 minutes\./,
    );
    const owner = await login(email, 'right-password', '198.51.100.4');
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.cookies.find((c) => c.name === 'pp_session')?.value).toBeTruthy();
  });

  it('counts an IPv6 /64 as one address: fresh addresses from the same network do not buy more guesses', async () => {
    const { email } = await account();
    for (let i = 0; i < 5; i++)
      expect((await login(email, `guess-${i}`, `2001:db8:7:7::${i + 1}`)).statusCode).toBe(401);
    expect((await login(email, 'guess-5', '2001:db8:7:7:ffff::9')).statusCode).toBe(429);
    expect((await login(email, 'right-password', '2001:db8:7:8::1')).statusCode).toBe(200);
  });

  it('judges at most 5 of 40 guesses sent at once from one address; the owner elsewhere gets in', async () => {
    const { email } = await account();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(email, `burst-${i}`, '203.0.113.40')),
    );
    const codes = answers.map((a) => a.statusCode);
    const judged = codes.filter((s) => s === 401).length;
    expect(judged).toBeLessThanOrEqual(5);
    expect(codes.filter((s) => s === 429).length).toBe(40 - judged);
    // Only the judged ones count as the identifier's failures (so only they slow anyone down).
    const [anywhere] = await t.db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, `login:id:${email}`));
    expect(anywhere?.count).toBe(judged);
    expect((await login(email, 'right-password', '198.51.100.40')).statusCode).toBe(200);
  });
});

describe('failures from many addresses', () => {
  it('are never refused, only slowed: 0.5 s after 5, doubling, at most 5 s', async () => {
    const { email } = await account();
    const { attempt } = quietContext();
    const waited: number[] = [];
    for (let i = 0; i < 12; i++) {
      const answer = await attempt(email, `spray-${i}`, `192.0.2.${i + 1}`);
      expect(answer.status, `attempt ${i + 1}`).toBe(401);
      waited.push(answer.waited);
    }
    expect(waited).toEqual([0, 0, 0, 0, 0, 500, 1000, 2000, 4000, 5000, 5000, 5000]);
    expect(Math.max(...waited)).toBe(SLOW_DOWN_MAX_MS);
    // The owner waits too (nothing may tell a right password from a wrong one early), and gets in.
    const owner = await attempt(email, 'right-password', '198.51.100.77');
    expect(owner).toEqual({ status: 200, waited: 5000 });
  });

  it('slow down an identifier with no account just the same', async () => {
    const { attempt } = quietContext();
    const waited: number[] = [];
    for (let i = 0; i < 7; i++)
      waited.push((await attempt('nobody@example.com', 'x-password', `192.0.2.${100 + i}`)).waited);
    expect(waited).toEqual([0, 0, 0, 0, 0, 500, 1000]);
  });

  it('e-mail the owner once at 20 in an hour, even when they race past it', async () => {
    const { email, user } = await account();
    const { attempt, sent } = quietContext();
    for (let i = 0; i < 19; i++)
      expect((await attempt(email, `w-${i}`, `198.18.0.${i + 1}`)).status).toBe(401);
    expect(sent).toEqual([]);
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => attempt(email, `b-${i}`, `198.18.1.${i + 1}`)),
    );
    expect(burst.every((a) => a.status === 401)).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Someone is trying to sign in');
    expect(sent[0]!.subject).toBe(SIGN_IN_ALERT_SUBJECT);
    expect(sent[0]!.to).toEqual({ email, phone: null });
    expect(sent[0]!.to.email).toBe(user.email);
    expect(sent[0]!.text).toContain('20 times in the last hour');
    expect(sent[0]!.text).toContain(`${TEST_ORIGIN}/forgot-password`);
    // Later failures in the hour send nothing more.
    for (let i = 0; i < 5; i++) await attempt(email, `later-${i}`, `198.18.2.${i + 1}`);
    expect(sent).toHaveLength(1);
  });
});
