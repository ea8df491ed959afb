import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counterReaches } from '#tests/support/counters.ts';
import { client, createTestApp, sessionCookie, type TestApp } from '#tests/support/test-app.ts';
import { passwordResetTokens, rateLimitCounters, sessions, users } from '#server/db/schema.ts';
import { seedDriver } from '#server/db/seed.ts';
import { hit } from '#server/db/rate-limit.ts';
import { purgeExpiredAccess } from './purge';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-03-14T18:00:00Z');
const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const logger = pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) });
  t = await createTestApp({ now: NOW, logger });
});
afterAll(() => t?.close());

const login = (emailOrPhone: string, password: string, headers: Record<string, string> = {}) =>
  client(t.app).post('/api/auth/login', { emailOrPhone, password }, headers);
/** A driver who signed up through the API with the password 'password1': their session cookie. */
const registered = async (fullName: string, email: string) =>
  sessionCookie(await client(t.app).post('/api/auth/register', { fullName, email, password: 'password1' }));
const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode);

describe('sign-in limits under a burst', () => {
  it('judges at most 5 of 20 wrong passwords sent at once, and the right one in the burst does not get in', async () => {
    await seedDriver(t.db, { email: 'burst@example.com', password: 'password1' });
    const burst = Array.from({ length: 20 }, (_, i) => login('burst@example.com', `wrong-${i}`));
    // The right password joins the burst once 5 attempts were counted, while the rest are in flight.
    await counterReaches(t.db, 'login:id:burst@example.com', 5);
    const answers = await Promise.all([...burst, login('burst@example.com', 'password1')]);
    const codes = statuses(answers);
    expect(codes.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(codes.filter((s) => s === 429).length).toBeGreaterThanOrEqual(16);
    expect(codes.every((s) => s === 401 || s === 429)).toBe(true);
    expect(answers.at(-1)!.cookies.find((c) => c.name === 'pp_session')).toBeUndefined();
  });

  it('judges at most 50 failures from one address at once, across many identifiers', async () => {
    const from = { 'x-forwarded-for': '203.0.113.9' };
    const answers = await Promise.all(
      Array.from({ length: 70 }, (_, i) => login(`spray-${i}@example.com`, 'wrong-pass', from)),
    );
    const codes = statuses(answers);
    // Without TRUST_PROXY the header is ignored: these all come from the socket address.
    expect(codes.filter((s) => s === 401).length).toBeLessThanOrEqual(50);
    expect(codes.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20);
    const other = await login('someone-else@example.com', 'wrong-pass', {
      'x-forwarded-for': '198.51.100.1',
    });
    expect(other.statusCode).toBe(429);
    t.clock.set(new Date(NOW.getTime() + 16 * 60 * 1000));
  });

  it('gives a good password its attempt back, so only failures count', async () => {
    await seedDriver(t.db, { email: 'steady@example.com', password: 'password1' });
    for (let i = 0; i < 8; i++) expect((await login('steady@example.com', 'password1')).statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, 'login:ip:127.0.0.1'));
    expect(row?.count ?? 0).toBe(0);
  });
});

describe('TRUST_PROXY', () => {
  it('believes X-Forwarded-For from a trusted proxy, so one client’s failures do not lock out the others', async () => {
    const behind = await createTestApp({ now: NOW, env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const from = (ip: string) => ({ 'x-forwarded-for': ip });
      for (let i = 0; i < 50; i++) {
        await client(behind.app).post(
          '/api/auth/login',
          { emailOrPhone: `a${i}@example.com`, password: 'wrong-pass' },
          from('203.0.113.7'),
        );
      }
      const attacker = await client(behind.app).post(
        '/api/auth/login',
        { emailOrPhone: 'z@example.com', password: 'wrong-pass' },
        from('203.0.113.7'),
      );
      expect(attacker.statusCode).toBe(429);
      const neighbour = await client(behind.app).post(
        '/api/auth/login',
        { emailOrPhone: 'z@example.com', password: 'wrong-pass' },
        from('198.51.100.4'),
      );
      expect(neighbour.statusCode).toBe(401);
      // A client that talks to us directly cannot pick its own address.
      const direct = await behind.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '192.0.2.50',
        headers: { origin: 'http://localhost:3000', 'x-forwarded-for': '198.51.100.99' },
        payload: { emailOrPhone: 'y@example.com', password: 'wrong-pass' },
      });
      expect(direct.statusCode).toBe(401);
      const [spoofed] = await behind.db
        .select()
        .from(rateLimitCounters)
        .where(eq(rateLimitCounters.key, 'login:ip:198.51.100.99'));
      expect(spoofed).toBeUndefined();
      const [real] = await behind.db
        .select()
        .from(rateLimitCounters)
        .where(eq(rateLimitCounters.key, 'login:ip:192.0.2.50'));
      expect(real?.count).toBe(1);
    } finally {
      await behind.close();
    }
  });
});

describe('reset tokens', () => {
  const linkToken = () => new URL(/https?:\/\/\S+/.exec(t.sent.at(-1)!.text)![0]).searchParams.get('token')!;
  const reset = (token: string, password: string) =>
    client(t.app).post('/api/auth/reset-password', {
      token,
      newPassword: password,
      confirmPassword: password,
    });

  it('refuses an older link once a newer one was used', async () => {
    await seedDriver(t.db, { email: 'twolinks@example.com', password: 'password1' });
    await client(t.app).post('/api/auth/request-reset', { emailOrPhone: 'twolinks@example.com' });
    const older = linkToken();
    await client(t.app).post('/api/auth/request-reset', { emailOrPhone: 'twolinks@example.com' });
    const newer = linkToken();
    expect(newer).not.toBe(older);
    expect((await reset(newer, 'newpassword1')).statusCode).toBe(200);
    const late = await reset(older, 'attacker-pass');
    expect(late.statusCode).toBe(400);
    expect((await login('twolinks@example.com', 'newpassword1')).statusCode).toBe(200);
  });

  it('refuses every outstanding link after a password change', async () => {
    const cookie = await registered('Changer', 'changer@example.com');
    await client(t.app).post('/api/auth/request-reset', { emailOrPhone: 'changer@example.com' });
    const token = linkToken();
    expect(
      (
        await client(t.app, cookie).put('/api/auth/password', {
          currentPassword: 'password1',
          newPassword: 'password2',
        })
      ).statusCode,
    ).toBe(200);
    expect((await reset(token, 'attacker-pass')).statusCode).toBe(400);
    expect((await login('changer@example.com', 'password2')).statusCode).toBe(200);
  });

  it('never writes a reset token into a log line, from the request to the reset page to the reset', async () => {
    await seedDriver(t.db, { email: 'logs@example.com', password: 'password1' });
    logLines.length = 0;
    await client(t.app).post('/api/auth/request-reset', { emailOrPhone: 'logs@example.com' });
    const token = linkToken();
    await t.app.inject({ method: 'GET', url: `/reset-password?token=${encodeURIComponent(token)}` });
    expect((await reset(token, 'newpassword9')).statusCode).toBe(200);
    expect(logLines.length).toBeGreaterThan(3);
    expect(logLines.join('\n')).toContain('/reset-password?token=[redacted]');
    for (const line of logLines) expect(line).not.toContain(token);
  });
});

describe('changing the sign-in e-mail or phone', () => {
  it('asks for the current password, and changes nothing without the right one', async () => {
    const cookie = await registered('Mover', 'mover@example.com');
    const me = client(t.app, cookie);
    const without = await me.put('/api/auth/profile', { email: 'thief@example.com' });
    expect(without.statusCode).toBe(400);
    expect(without.json().fields.currentPassword).toBe(
      'Enter your current password to change your email or phone number',
    );
    const wrong = await me.put('/api/auth/profile', { phone: '07700 900432', currentPassword: 'not-it-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.currentPassword).toBe('Current password is incorrect');
    const [unchanged] = await t.db.select().from(users).where(eq(users.email, 'mover@example.com'));
    expect(unchanged!.phone).toBeNull();
    // The name alone, or the same e-mail again, needs no password.
    expect(
      (await me.put('/api/auth/profile', { fullName: 'Mover Two', email: 'mover@example.com' })).statusCode,
    ).toBe(200);
    const ok = await me.put('/api/auth/profile', {
      email: 'moved@example.com',
      currentPassword: 'password1',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ fullName: 'Mover Two', email: 'moved@example.com' });
  });

  it('stops a stolen session guessing the password through the profile after 5 tries', async () => {
    const cookie = await registered('Guessed', 'guessed@example.com');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        client(t.app, cookie).put('/api/auth/profile', {
          email: `g${i}@example.com`,
          currentPassword: `guess-${i}`,
        }),
      ),
    );
    expect(statuses(answers).filter((s) => s === 400).length).toBeLessThanOrEqual(5);
    expect(statuses(answers).filter((s) => s === 429).length).toBeGreaterThanOrEqual(7);
  });
});

describe('session lifetime', () => {
  const signIn = async (email: string) => {
    await seedDriver(t.db, { email, password: 'password1' });
    return client(t.app, sessionCookie(await login(email, 'password1')));
  };

  it('ends a session after 7 days without use', async () => {
    const start = t.clock.now();
    const me = await signIn('idle@example.com');
    t.clock.set(new Date(start.getTime() + 7 * DAY - 60_000));
    expect((await me.get('/api/auth/user')).statusCode).toBe(200);
    t.clock.set(new Date(start.getTime() + 14 * DAY));
    expect((await me.get('/api/auth/user')).statusCode).toBe(401);
    t.clock.set(start);
  });

  it('keeps a session in use alive, but never past 30 days', async () => {
    const start = t.clock.now();
    const me = await signIn('daily@example.com');
    for (let day = 6; day < 30; day += 6) {
      t.clock.set(new Date(start.getTime() + day * DAY));
      expect((await me.get('/api/auth/user')).statusCode, `day ${day}`).toBe(200);
    }
    t.clock.set(new Date(start.getTime() + 30 * DAY + 1000));
    expect((await me.get('/api/auth/user')).statusCode).toBe(401);
    t.clock.set(start);
  });

  it('purges ended sessions, spent reset links and ended rate-limit windows, and keeps live ones', async () => {
    const start = t.clock.now();
    await signIn('purge-live@example.com');
    const [live] = await t.db.select().from(users).where(eq(users.email, 'purge-live@example.com'));
    await hit(t.db, 'purge-test:live', 60 * 60 * 1000, start);
    await hit(t.db, 'purge-test:ended', 1000, new Date(start.getTime() - 5000));
    const future = new Date(start.getTime() + 8 * DAY);
    const purged = await purgeExpiredAccess(t.db, start);
    expect(purged.rateLimitWindows).toBeGreaterThanOrEqual(1);
    expect((await t.db.select().from(sessions).where(eq(sessions.userId, live!.id))).length).toBe(1);
    expect(
      (await t.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, 'purge-test:live')))
        .length,
    ).toBe(1);
    expect(
      (await t.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, 'purge-test:ended')))
        .length,
    ).toBe(0);
    expect(
      (await t.db.select().from(passwordResetTokens)).every((row) => !row.usedAt && row.expiresAt > start),
    ).toBe(true);
    // A week and a day later, the unused session has ended and goes too.
    const later = await purgeExpiredAccess(t.db, future);
    expect(later.sessions).toBeGreaterThanOrEqual(1);
    expect((await t.db.select().from(sessions).where(eq(sessions.userId, live!.id))).length).toBe(0);
  });
});

describe('sign-up and upload throttles', () => {
  it('stops sign-ups from one address past 20 an hour with a clear 429, and writes nothing more', async () => {
    const before = (await t.db.select().from(users)).length;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        client(t.app).post('/api/auth/register', {
          fullName: 'Bot',
          email: `bot-${i}@example.com`,
          password: 'password1',
        }),
      ),
    );
    const created = (await t.db.select().from(users)).length - before;
    expect(created).toBeLessThanOrEqual(20);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused.length).toBe(30 - created);
    expect(refused[0]!.json().message).toMatch(
      /^Too many accounts have been created from your network\. Please try again in \d+ minutes\.$/,
    );
    const shop = await client(t.app).post('/api/auth/retailer-signup', {
      businessName: 'Bot Shop',
      contactName: 'B',
      address: '1 High St, Leeds',
      category: 'Cafe',
      discountAmount: '1',
      minimumSpend: '1',
      email: 'botshop@example.com',
      password: 'password1',
    });
    expect(shop.statusCode).toBe(429);
  });

  it('stops a user asking for more than 30 upload links an hour', async () => {
    await seedDriver(t.db, { email: 'uploader@example.com', password: 'password1' });
    const me = client(t.app, sessionCookie(await login('uploader@example.com', 'password1')));
    const answers = await Promise.all(Array.from({ length: 35 }, () => me.post('/api/objects/upload')));
    expect(statuses(answers).filter((s) => s === 200).length).toBe(30);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.json().message).toMatch(
      /^You have started too many uploads\. Please try again in \d+ minutes\.$/,
    );
  });
});
