import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, sessionCookie, type TestApp, createTestApp } from '#tests/support/test-app.ts';
import { rowCount } from '#tests/support/rows.ts';
import { passwordResetTokens, retailers, sessions, users } from '#server/db/schema.ts';
import { seedDriver } from '#server/db/seed.ts';
import { sha256Hex } from '#server/lib/crypto.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-03-14T18:00:00Z' });
});
afterAll(() => t?.close());

const register = (body: Record<string, unknown>) => client(t.app).post('/api/auth/register', body);

describe('register', () => {
  it('creates a driver, signs them in with a safe cookie, and answers the user', async () => {
    const res = await register({
      fullName: 'Ada Lovelace',
      email: 'Ada@Example.com',
      password: 'correct horse',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      fullName: 'Ada Lovelace',
      firstName: 'Ada',
      email: 'ada@example.com',
      phone: null,
      userType: 'customer',
    });
    const cookie = res.cookies.find((c) => c.name === 'pp_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.value.length).toBeGreaterThanOrEqual(43);
    const [stored] = await t.db.select().from(users).where(eq(users.email, 'ada@example.com'));
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, stored!.id));
    expect(session!.tokenHash).not.toBe(cookie.value);
    const me = await client(t.app, sessionCookie(res)).get('/api/auth/user');
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('ada@example.com');
  });

  it('normalises a UK phone number to E.164', async () => {
    const res = await register({ fullName: 'Phone Person', phone: '07700 900123', password: 'password1' });
    expect(res.statusCode).toBe(201);
    expect(res.json().phone).toBe('+447700900123');
  });

  it.each([
    [{ email: 'a@b.co', password: 'password1' }, 'fullName', 'Full name is required'],
    [{ fullName: 'X', password: 'password1' }, 'email', 'Email or phone number is required'],
    [
      { fullName: 'X', email: 'not-an-email', password: 'password1' },
      'email',
      'Please enter a valid email address',
    ],
    [
      { fullName: 'X', phone: '12345', password: 'password1' },
      'phone',
      'Please enter a valid UK phone number',
    ],
    [
      { fullName: 'X', email: 'short@b.co', password: 'seven77' },
      'password',
      'Password must be at least 8 characters',
    ],
    [{ fullName: 42, email: 'type@b.co', password: 'password1' }, 'fullName', 'Full name is required'],
    [{ fullName: 'X', email: 'types@b.co', password: 12345678 }, 'password', 'Password is required'],
  ])('refuses %j with a 400 naming %s and writes nothing', async (body, field, message) => {
    const before = await rowCount(t.db, users);
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation.invalid');
    expect(res.json().fields[field]).toBe(message);
    expect(res.json().message).toBeTruthy();
    expect(await rowCount(t.db, users)).toBe(before);
  });

  it('refuses a duplicate e-mail (any case) and a duplicate phone with 409', async () => {
    const email = await register({ fullName: 'Dup', email: 'ADA@example.com', password: 'password1' });
    expect(email.statusCode).toBe(409);
    expect(email.json()).toEqual({
      code: 'account.duplicate_email',
      message: 'An account with this email already exists',
      fields: { email: 'An account with this email already exists' },
    });
    const phone = await register({ fullName: 'Dup', phone: '+44 7700 900123', password: 'password1' });
    expect(phone.statusCode).toBe(409);
    expect(phone.json().code).toBe('account.duplicate_phone');
    expect(phone.json().message).toBe('An account with this phone number already exists');
  });

  it('answers malformed JSON and non-JSON bodies with a clear 4xx', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"fullName":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      code: 'payload.invalid_json',
      message: 'The request body is not valid JSON.',
    });
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'fullName=x',
    });
    expect(form.statusCode).toBe(415);
    expect(form.json().code).toBe('media.unsupported');
    expect(form.body).not.toMatch(/at .*\.ts/);
  });
});

describe('retailer sign-up', () => {
  it('creates the retailer account and its record on a 3-month trial at £15.00', async () => {
    const res = await client(t.app).post('/api/auth/retailer-signup', {
      businessName: 'Bean There',
      contactName: 'Rita Roast',
      address: '1 High St, Reading RG1 1AA',
      category: 'Cafe',
      discountAmount: '2.5',
      minimumSpend: 10,
      email: 'rita@beanthere.co.uk',
      password: 'password1',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().userType).toBe('retailer');
    const [record] = await t.db.select().from(retailers).where(eq(retailers.userId, res.json().id));
    expect(record).toMatchObject({
      businessName: 'Bean There',
      discountAmount: '2.50',
      minimumSpend: '10.00',
      monthlyFee: '15.00',
      subscriptionStatus: 'trial',
      isActive: true,
    });
    expect(record!.trialEndDate!.toISOString()).toBe('2026-06-14T18:00:00.000Z');
  });

  it.each([
    [{ category: '' }, 'category', 'Please select a business category'],
    [{ discountAmount: '-1' }, 'discountAmount', 'The discount must be between £0.50 and £20.00.'],
    [{ discountAmount: '2.555' }, 'discountAmount', 'Discount amount must have at most 2 decimal places'],
    [{ minimumSpend: 'lots' }, 'minimumSpend', 'Minimum spend must be a number'],
    [{ businessName: '  ' }, 'businessName', 'Business name is required'],
  ])('refuses %j', async (override, field, message) => {
    const res = await client(t.app).post('/api/auth/retailer-signup', {
      businessName: 'Shop',
      contactName: 'C',
      address: 'A',
      category: 'Cafe',
      discountAmount: '2',
      minimumSpend: '5',
      email: `x${Math.random()}@shop.test`,
      password: 'password1',
      ...override,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });
});

describe('login and sessions', () => {
  beforeAll(async () => {
    await seedDriver(t.db, {
      email: 'login@example.com',
      phone: '+447700900555',
      fullName: 'Lo Gin',
      password: 'password1',
    });
  });

  it('signs in by e-mail in any case and by UK phone in any format', async () => {
    for (const id of ['LOGIN@example.com', '07700 900555', '+447700900555', '00447700900555']) {
      const res = await client(t.app).post('/api/auth/login', { emailOrPhone: id, password: 'password1' });
      expect(res.statusCode, id).toBe(200);
      expect(res.json().email).toBe('login@example.com');
    }
  });

  it('refuses a wrong password with 401 and the same message as an unknown account', async () => {
    const wrong = await client(t.app).post('/api/auth/login', {
      emailOrPhone: 'login@example.com',
      password: 'nope-nope',
    });
    const unknown = await client(t.app).post('/api/auth/login', {
      emailOrPhone: 'ghost@example.com',
      password: 'nope-nope',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'auth.invalid_login', message: 'Invalid email/phone or password' });
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('locks an identifier after 5 failures for 15 minutes, whether or not the account exists', async () => {
    for (const id of ['victim@example.com', 'nobody-here@example.com']) {
      if (id === 'victim@example.com') await seedDriver(t.db, { email: id, password: 'password1' });
      for (let i = 0; i < 5; i++) {
        expect(
          (await client(t.app).post('/api/auth/login', { emailOrPhone: id, password: 'wrong-pass' }))
            .statusCode,
        ).toBe(401);
      }
      const locked = await client(t.app).post('/api/auth/login', { emailOrPhone: id, password: 'password1' });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().code).toBe('rate_limited');
      expect(locked.json().message).toMatch(
        /Too many failed sign-in attempts\. Please try again in 15 minutes\./,
      );
    }
    t.clock.advance(15 * 60 * 1000 + 1);
    const again = await client(t.app).post('/api/auth/login', {
      emailOrPhone: 'victim@example.com',
      password: 'password1',
    });
    expect(again.statusCode).toBe(200);
  });

  it('tells the app who is signed in, or null, always with 200 (no failed request in a visitor console)', async () => {
    const visitor = await client(t.app).get('/api/auth/session');
    expect([visitor.statusCode, visitor.json()]).toEqual([200, { user: null }]);
    expect((await client(t.app, 'pp_session=garbage').get('/api/auth/session')).json()).toEqual({
      user: null,
    });
    const login = await client(t.app).post('/api/auth/login', {
      emailOrPhone: 'login@example.com',
      password: 'password1',
    });
    const cookie = sessionCookie(login);
    const signedIn = await client(t.app, cookie).get('/api/auth/session');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toEqual((await client(t.app, cookie).get('/api/auth/user')).json());
    await client(t.app, cookie).get('/api/auth/logout');
    expect((await client(t.app, cookie).get('/api/auth/session')).json()).toEqual({ user: null });
  });

  it('answers 401 to the user call when signed out, with a garbage cookie, and after logout', async () => {
    const signedOut = await client(t.app).get('/api/auth/user');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ code: 'auth.required', message: 'Please sign in to continue.' });
    expect((await client(t.app, 'pp_session=garbage').get('/api/auth/user')).statusCode).toBe(401);
    const login = await client(t.app).post('/api/auth/login', {
      emailOrPhone: 'login@example.com',
      password: 'password1',
    });
    const cookie = sessionCookie(login);
    const out = await client(t.app, cookie).get('/api/auth/logout');
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'pp_session')?.value).toBe('');
    expect((await client(t.app, cookie).get('/api/auth/user')).statusCode).toBe(401);
  });

  it('redirects the browser from /api/login to /login', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/login' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login');
  });

  it('refuses writes from another origin', async () => {
    const res = await client(t.app).post(
      '/api/auth/login',
      { emailOrPhone: 'login@example.com', password: 'password1' },
      { origin: 'https://evil.example' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('request.cross_site');
    expect(res.cookies).toHaveLength(0);
  });

  it('sends security headers', async () => {
    const res = await client(t.app).get('/api/auth/user');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('profile and password', () => {
  it('updates the profile, omits empty values and keeps e-mail and phone unique', async () => {
    const res = await register({ fullName: 'Pro File', email: 'profile@example.com', password: 'password1' });
    const me = client(t.app, sessionCookie(res));
    const updated = await me.put('/api/auth/profile', {
      fullName: 'Pro Filed',
      email: '',
      phone: '07700 900777',
      currentPassword: 'password1',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      fullName: 'Pro Filed',
      email: 'profile@example.com',
      phone: '+447700900777',
    });
    const taken = await me.put('/api/auth/profile', {
      email: 'login@example.com',
      currentPassword: 'password1',
    });
    expect(taken.statusCode).toBe(409);
    expect((await me.get('/api/auth/user')).json().email).toBe('profile@example.com');
    expect((await client(t.app).put('/api/auth/profile', { fullName: 'x' })).statusCode).toBe(401);
  });

  it('changes the password only with the current one, and ends the other sessions', async () => {
    const first = sessionCookie(
      await register({ fullName: 'Two Devices', email: 'two@example.com', password: 'password1' }),
    );
    const second = sessionCookie(
      await client(t.app).post('/api/auth/login', { emailOrPhone: 'two@example.com', password: 'password1' }),
    );
    const wrong = await client(t.app, first).put('/api/auth/password', {
      currentPassword: 'nope-nope',
      newPassword: 'password2',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('auth.current_password_incorrect');
    expect(wrong.json().message).toBe('Current password is incorrect');
    const short = await client(t.app, first).put('/api/auth/password', {
      currentPassword: 'password1',
      newPassword: 'short',
    });
    expect(short.json().message).toBe('Password must be at least 8 characters');
    const ok = await client(t.app, first).put('/api/auth/password', {
      currentPassword: 'password1',
      newPassword: 'password2',
    });
    expect(ok.statusCode).toBe(200);
    expect((await client(t.app, first).get('/api/auth/user')).statusCode).toBe(200);
    expect((await client(t.app, second).get('/api/auth/user')).statusCode).toBe(401);
    expect(
      (
        await client(t.app).post('/api/auth/login', {
          emailOrPhone: 'two@example.com',
          password: 'password2',
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('password reset', () => {
  const requestReset = (emailOrPhone: string) =>
    client(t.app).post('/api/auth/request-reset', { emailOrPhone });
  const linkToken = () => new URL(/https?:\/\/\S+/.exec(t.sent.at(-1)!.text)![0]).searchParams.get('token')!;

  it('answers the same whether or not the account exists, and sends a 1-hour single-use link', async () => {
    const signedIn = sessionCookie(
      await register({ fullName: 'Forgetful', email: 'forgot@example.com', password: 'password1' }),
    );
    const sentBefore = t.sent.length;
    const unknown = await requestReset('nobody@example.com');
    expect(t.sent.length).toBe(sentBefore);
    const known = await requestReset('forgot@example.com');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(t.sent.length).toBe(sentBefore + 1);
    expect(t.sent.at(-1)!.to.email).toBe('forgot@example.com');
    expect(t.sent.at(-1)!.text).toContain('http://localhost:3000/reset-password?token=');
    const token = linkToken();

    const mismatch = await client(t.app).post('/api/auth/reset-password', {
      token,
      newPassword: 'newpassword',
      confirmPassword: 'different1',
    });
    expect(mismatch.json().message).toBe('Passwords do not match');
    const reset = await client(t.app).post('/api/auth/reset-password', {
      token,
      newPassword: 'newpassword',
      confirmPassword: 'newpassword',
    });
    expect(reset.statusCode).toBe(200);
    expect((await client(t.app, signedIn).get('/api/auth/user')).statusCode).toBe(401);
    expect(
      (
        await client(t.app).post('/api/auth/login', {
          emailOrPhone: 'forgot@example.com',
          password: 'newpassword',
        })
      ).statusCode,
    ).toBe(200);

    const reused = await client(t.app).post('/api/auth/reset-password', {
      token,
      newPassword: 'another-one',
      confirmPassword: 'another-one',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('auth.reset_link_invalid');
    expect(reused.json().message).toBe(
      'This reset link is invalid or has expired. Please request a new one.',
    );
  });

  it('refuses an expired token and a garbage token', async () => {
    await requestReset('forgot@example.com');
    const token = linkToken();
    const [row] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, sha256Hex(token)));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(60 * 60 * 1000);
    t.clock.advance(60 * 60 * 1000 + 1);
    const expired = await client(t.app).post('/api/auth/reset-password', {
      token,
      newPassword: 'newpassword2',
      confirmPassword: 'newpassword2',
    });
    expect(expired.statusCode).toBe(400);
    const garbage = await client(t.app).post('/api/auth/reset-password', {
      token: 'garbage',
      newPassword: 'newpassword2',
      confirmPassword: 'newpassword2',
    });
    expect(garbage.statusCode).toBe(400);
  });

  it('sends nothing past 3 requests an hour for one identifier but answers the same', async () => {
    await seedDriver(t.db, { phone: '+447700900888', password: 'password1' });
    const before = t.sent.length;
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await requestReset('07700900888')).json());
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(t.sent.length - before).toBe(3);
    expect(t.sent.at(-1)!.to.phone).toBe('+447700900888');
  });

  it('answers 429 after 10 invalid reset attempts from one address', async () => {
    let last = 0;
    for (let i = 0; i < 11; i++) {
      last = (
        await client(t.app).post('/api/auth/reset-password', {
          token: `bad-${i}`,
          newPassword: 'whatever1',
          confirmPassword: 'whatever1',
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  });
});
