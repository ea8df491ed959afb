import { and, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, type TestApp } from '#tests/support/test-app.ts';
import { rowCount } from '#tests/support/rows.ts';
import { uploadImage } from '#tests/support/tickets.ts';
import {
  auditLog,
  parkingTickets,
  passwordResetTokens,
  redemptions,
  retailerCodes,
  retailers,
  sessions,
  uploadedObjects,
  users,
} from '#server/db/schema.ts';
import { londonMonth } from '#server/lib/clock.ts';
import {
  type Admin,
  appWithAdmin,
  asDriver,
  asRetailer,
  NOW,
  objectIdOf,
  pngBytes,
  redeem,
  signIn,
  ticketWithImage,
} from './admin-test-helpers';

const HOUR = 60 * 60 * 1000;
let t: TestApp;
let admin: Admin;

beforeAll(async () => {
  ({ t, admin } = await appWithAdmin());
});
afterAll(() => t?.close());

const onboarding = (overrides: Record<string, unknown> = {}) => ({
  businessName: 'Leeds Larder',
  contactName: 'Lena Larder',
  email: 'Lena@Larder.example',
  phone: '07700 900456',
  address: '1 Park Row, Leeds LS1 4AP',
  category: 'Food & Drink',
  discountAmount: '3.5',
  minimumSpend: 15,
  ...overrides,
});

async function rowCounts() {
  return {
    users: await rowCount(t.db, users),
    retailers: await rowCount(t.db, retailers),
    audit: await rowCount(t.db, auditLog),
    tokens: await rowCount(t.db, passwordResetTokens),
  };
}

describe('onboarding a retailer', () => {
  it('creates the account with no password, a geocoded trial record and a 1-hour reset link the retailer can use once', async () => {
    const res = await admin.api.post('/api/retailers', onboarding());
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      businessName: 'Leeds Larder',
      email: 'lena@larder.example',
      phone: '+447700900456',
      category: 'Food & Drink',
      discountAmount: '3.50',
      minimumSpend: '15.00',
      city: 'Leeds',
      subscriptionStatus: 'trial',
      isActive: true,
      monthlyFee: '15.00',
      trialEndDate: '2026-06-14T18:00:00.000Z',
    });
    expect(body.monthlyCode).toMatch(/^\d{4}$/);
    expect(body.latitude).toBeCloseTo(53.796, 2);
    expect(body.passwordResetUrl).toBe(
      `http://localhost:3000/reset-password?token=${encodeURIComponent(body.passwordResetToken)}`,
    );

    const [account] = await t.db.select().from(users).where(eq(users.id, body.userId));
    expect(account).toMatchObject({
      userType: 'retailer',
      passwordHash: null,
      email: 'lena@larder.example',
      fullName: 'Lena Larder',
    });
    const [token] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, body.userId));
    expect(token).toMatchObject({ reason: 'onboarding' });
    expect(token!.expiresAt.getTime() - NOW.getTime()).toBe(HOUR);

    // No password yet: signing in fails until the link is used.
    const early = await client(t.app).post('/api/auth/login', {
      emailOrPhone: 'lena@larder.example',
      password: 'larder-password',
    });
    expect(early.statusCode).toBe(401);

    const reset = await client(t.app).post('/api/auth/reset-password', {
      token: body.passwordResetToken,
      newPassword: 'larder-password',
      confirmPassword: 'larder-password',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const cookie = await signIn(t, '07700 900456', 'larder-password');
    const me = await client(t.app, cookie).get('/api/auth/user');
    expect(me.json()).toMatchObject({ userType: 'retailer', email: 'lena@larder.example' });

    const again = await client(t.app).post('/api/auth/reset-password', {
      token: body.passwordResetToken,
      newPassword: 'another-password',
      confirmPassword: 'another-password',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/invalid or has expired/);
  });

  it('refuses an onboarding link used after more than an hour', async () => {
    const res = await admin.api.post(
      '/api/retailers',
      onboarding({ email: 'late@larder.example', phone: '' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    t.clock.advance(HOUR + 1000);
    try {
      const late = await client(t.app).post('/api/auth/reset-password', {
        token: res.json().passwordResetToken,
        newPassword: 'too-late-password',
        confirmPassword: 'too-late-password',
      });
      expect(late.statusCode).toBe(400);
      const [account] = await t.db.select().from(users).where(eq(users.email, 'late@larder.example'));
      expect(account!.passwordHash).toBeNull();
    } finally {
      t.clock.set(NOW);
    }
  });

  it('answers 409 for an e-mail or phone that already has an account, and writes nothing', async () => {
    const before = await rowCounts();
    const email = await admin.api.post(
      '/api/retailers',
      onboarding({ email: 'LENA@larder.example', phone: '' }),
    );
    expect(email.statusCode).toBe(409);
    expect(email.json()).toMatchObject({
      code: 'account.duplicate_email',
      message: 'An account with this email already exists',
      fields: { email: expect.any(String) },
    });
    const phone = await admin.api.post(
      '/api/retailers',
      onboarding({ email: 'new@larder.example', phone: '+44 7700 900456' }),
    );
    expect(phone.statusCode).toBe(409);
    expect(phone.json().code).toBe('account.duplicate_phone');
    expect(await rowCounts()).toEqual(before);
  });

  it('lets exactly one of several concurrent onboardings with one e-mail through', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        admin.api.post(
          '/api/retailers',
          onboarding({ email: 'race@larder.example', phone: '', businessName: `Race ${i}` }),
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await rowCount(t.db, users, eq(users.email, 'race@larder.example'))).toBe(1);
  });

  it('answers 400 naming the field for invalid input, and writes nothing', async () => {
    const before = await rowCounts();
    const cases: [Record<string, unknown>, string][] = [
      [{ businessName: '' }, 'businessName'],
      [{ email: undefined }, 'email'],
      [{ email: 'not-an-email' }, 'email'],
      [{ category: '' }, 'category'],
      [{ category: 'Weapons' }, 'category'],
      [{ discountAmount: '' }, 'discountAmount'],
      [{ discountAmount: '2.555' }, 'discountAmount'],
      [{ discountAmount: -1 }, 'discountAmount'],
      [{ discountAmount: '101' }, 'discountAmount'],
      [{ minimumSpend: 'ten' }, 'minimumSpend'],
      [{ phone: '12345' }, 'phone'],
    ];
    for (const [overrides, field] of cases) {
      const res = await admin.api.post(
        '/api/retailers',
        onboarding({ email: 'valid@larder.example', ...overrides }),
      );
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(Object.keys(res.json().fields)).toContain(field);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('onboards without an address (no coordinates) and then update-coordinates explains why nothing happens', async () => {
    const res = await admin.api.post(
      '/api/retailers',
      onboarding({ email: 'noaddr@larder.example', phone: undefined, address: '  ', contactName: '' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ address: null, city: null, latitude: null, contactName: null });
    const coords = await admin.api.post(`/api/retailers/${res.json().id}/update-coordinates`);
    expect(coords.statusCode).toBe(422);
    expect(coords.json().code).toBe('retailer.no_address');
    expect(coords.json().message).toMatch(/no address/);
  });
});

describe('editing a retailer', () => {
  it('saves the fields, moves to Active with a start date, re-geocodes a new address and keeps the sign-in in step', async () => {
    const shop = await asRetailer(t, { businessName: 'Edit Me', address: '1 Park Row, Leeds LS1 4AP' });
    t.clock.advance(60_000);
    const res = await admin.api.put(`/api/retailers/${shop.retailer.id}`, {
      businessName: 'Edited Emporium',
      email: 'edited@emporium.example',
      discountAmount: 4,
      minimumSpend: '0',
      category: 'Cafe',
      address: '12 Broad Street, Reading RG1 2BH',
      subscriptionStatus: 'active',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      businessName: 'Edited Emporium',
      email: 'edited@emporium.example',
      discountAmount: '4.00',
      minimumSpend: '0.00',
      category: 'Cafe',
      city: 'Reading',
      subscriptionStatus: 'active',
      subscriptionStartDate: t.clock.now().toISOString(),
      monthlyCode: shop.code,
    });
    const startedAt = res.json().subscriptionStartDate;
    const [account] = await t.db.select().from(users).where(eq(users.id, shop.user.id));
    expect(account!.email).toBe('edited@emporium.example');

    // Saving again as Active keeps the original start (the commitment does not restart).
    t.clock.advance(60_000);
    const again = await admin.api.put(`/api/retailers/${shop.retailer.id}`, {
      ...res.json(),
      subscriptionStatus: 'active',
      discountAmount: '4.50',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().subscriptionStartDate).toBe(startedAt);

    const nowhere = await admin.api.put(`/api/retailers/${shop.retailer.id}`, {
      ...again.json(),
      address: 'Unit 9, Nowhere Lane',
    });
    expect(nowhere.json()).toMatchObject({
      address: 'Unit 9, Nowhere Lane',
      city: null,
      latitude: null,
      longitude: null,
    });
    t.clock.set(NOW);
  });

  it('shows an ended trial as Expired and refuses to set Free Trial again with a clear message', async () => {
    const shop = await asRetailer(t, { trialEndDate: new Date(NOW.getTime() - 1000) });
    const listed = (
      await admin.api.get(`/api/admin/retailers?q=${encodeURIComponent(shop.retailer.businessName)}`)
    ).json();
    expect(listed[0].subscriptionStatus).toBe('expired');
    const body = {
      businessName: shop.retailer.businessName,
      email: shop.email,
      discountAmount: '2.50',
      minimumSpend: '10.00',
      category: 'Other',
    };
    const trial = await admin.api.put(`/api/retailers/${shop.retailer.id}`, {
      ...body,
      subscriptionStatus: 'trial',
    });
    expect(trial.statusCode).toBe(422);
    expect(trial.json().code).toBe('retailer.trial_ended');
    expect(trial.json().message).toMatch(/^The free trial ended on 14 Mar 2026\./);
    const cancelled = await admin.api.put(`/api/retailers/${shop.retailer.id}`, {
      ...body,
      subscriptionStatus: 'cancelled',
    });
    expect(cancelled.json().subscriptionStatus).toBe('cancelled');
  });

  it('answers 400 for invalid edits and changes nothing', async () => {
    const shop = await asRetailer(t);
    const before = await rowCounts();
    for (const body of [
      { businessName: 'X', email: 'x@x.test', discountAmount: '1', minimumSpend: '1' },
      {
        businessName: 'X',
        email: 'x@x.test',
        discountAmount: '1',
        minimumSpend: '1',
        category: 'Other',
        subscriptionStatus: 'forever',
      },
      {},
    ]) {
      const res = await admin.api.put(`/api/retailers/${shop.retailer.id}`, body);
      expect(res.statusCode).toBe(400);
    }
    const [row] = await t.db.select().from(retailers).where(eq(retailers.id, shop.retailer.id));
    expect(row!.businessName).toBe(shop.retailer.businessName);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('update coordinates', () => {
  it('finds Leeds from "… Leeds LS1 4AP" and answers JSON with a message', async () => {
    const shop = await asRetailer(t, {
      address: '1 Park Row, Leeds LS1 4AP',
      city: null,
      latitude: null,
      longitude: null,
    });
    const res = await admin.api.post(`/api/retailers/${shop.retailer.id}/update-coordinates`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().message).toMatch(/Leeds/);
    expect(res.json().retailer).toMatchObject({ city: 'Leeds' });
    const [row] = await t.db.select().from(retailers).where(eq(retailers.id, shop.retailer.id));
    expect(row).toMatchObject({ city: 'Leeds' });
    expect(row!.latitude).toBeCloseTo(53.796, 2);
  });

  it('answers 422 JSON with a clear message for an address with no UK postcode or town, changing nothing', async () => {
    const shop = await asRetailer(t, { address: 'asdf qwerty zzz', city: 'Leeds' });
    const before = await rowCounts();
    const res = await admin.api.post(`/api/retailers/${shop.retailer.id}/update-coordinates`);
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().code).toBe('retailer.address_not_found');
    expect(res.json().message).toMatch(/^No UK postcode or town found in this address\./);
    const [row] = await t.db.select().from(retailers).where(eq(retailers.id, shop.retailer.id));
    expect(row!.city).toBe('Leeds');
    expect(await rowCounts()).toEqual(before);
  });
});

describe('listing retailers', () => {
  it('searches by name, e-mail and phone, filters by category, pages with a total', async () => {
    const tag = `Zebra${Date.now()}`;
    const a = await asRetailer(t, {
      businessName: `${tag} Books`,
      category: 'Books & Stationery',
      phone: '+447700900777',
    });
    const b = await asRetailer(t, { businessName: `${tag} Gym`, category: 'Sports & Fitness' });
    const names = async (query: string) =>
      ((await admin.api.get(`/api/admin/retailers?${query}`)).json() as { id: string }[]).map((r) => r.id);
    expect(await names(`q=${tag.toLowerCase()}`)).toEqual([a.retailer.id, b.retailer.id]);
    expect(await names(`q=${encodeURIComponent(b.email)}`)).toEqual([b.retailer.id]);
    expect(await names('q=07700%20900777')).toEqual([a.retailer.id]);
    expect(await names('q=900777')).toEqual([a.retailer.id]);
    expect(await names(`q=${tag}&category=${encodeURIComponent('sports & fitness')}`)).toEqual([
      b.retailer.id,
    ]);
    // A JSON array (spec: "list of retailers"), paged with limit and offset, the total in a header.
    const page = await admin.api.get(`/api/admin/retailers?q=${tag}&limit=1&offset=1`);
    expect(page.headers['x-total-count']).toBe('2');
    expect(page.json().map((r: { id: string }) => r.id)).toEqual([b.retailer.id]);
    const all = await admin.api.get(`/api/admin/retailers?q=${tag}`);
    expect(Array.isArray(all.json())).toBe(true);
    expect(all.headers['x-total-count']).toBe('2');
    const zero = await admin.api.get('/api/admin/retailers?limit=0');
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({
      code: 'validation.invalid',
      fields: { limit: 'limit must be at least 1' },
    });
    // Admins see the whole record, with this month's code.
    const [code] = await t.db
      .select()
      .from(retailerCodes)
      .where(and(eq(retailerCodes.retailerId, a.retailer.id), eq(retailerCodes.month, londonMonth(NOW))));
    const full = (await admin.api.get(`/api/admin/retailers?q=${tag}`)).json()[0];
    expect(full).toMatchObject({
      monthlyCode: code!.code,
      email: a.email,
      phone: '+447700900777',
      userId: a.user.id,
    });
  });
});

describe('deleting a retailer', () => {
  it('removes the retailer, its account, codes, sessions, redemptions and logo, and gives drivers their slots back', async () => {
    const shop = await asRetailer(t, { businessName: 'Doomed Deli' });
    const logoUrl = await uploadImage(t.app, shop.cookie, await pngBytes('#aa3300'), 'image/png');
    await t.db.update(retailers).set({ logoUrl }).where(eq(retailers.id, shop.retailer.id));
    const logoId = objectIdOf(logoUrl);
    expect(await t.storage.get(logoId)).not.toBeNull();

    const driver = await asDriver(t);
    const ticket = await ticketWithImage(t, driver);
    await redeem(driver, ticket.id, shop);
    const other = await asRetailer(t);
    await redeem(driver, ticket.id, other);

    const res = await admin.api.delete(`/api/retailers/${shop.retailer.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ redemptionsDeleted: 1 });

    const none = (table: PgTable, where: SQL) => rowCount(t.db, table, where);
    expect(await none(retailers, eq(retailers.id, shop.retailer.id))).toBe(0);
    expect(await none(users, eq(users.id, shop.user.id))).toBe(0);
    expect(await none(retailerCodes, eq(retailerCodes.retailerId, shop.retailer.id))).toBe(0);
    expect(await none(sessions, eq(sessions.userId, shop.user.id))).toBe(0);
    expect(await none(redemptions, eq(redemptions.retailerId, shop.retailer.id))).toBe(0);
    expect(await t.storage.get(logoId)).toBeNull();
    const [object] = await t.db.select().from(uploadedObjects).where(eq(uploadedObjects.id, logoId));
    expect(object!.deletedAt).not.toBeNull();
    // The driver's other redemption and ticket photo are untouched; the ticket counts one redemption again.
    const [stored] = await t.db.select().from(parkingTickets).where(eq(parkingTickets.id, ticket.id));
    expect(stored!.redemptionsUsed).toBe(1);
    expect(await t.storage.get(ticket.objectId)).not.toBeNull();
    expect(await none(redemptions, eq(redemptions.retailerId, other.retailer.id))).toBe(1);

    const logo = await client(t.app).get(logoUrl);
    expect(logo.statusCode).toBe(404);
    expect((await admin.api.delete(`/api/retailers/${shop.retailer.id}`)).statusCode).toBe(404);
  });
});
