/**
 * A driver's own 'Delete account' (decisions.md section 5): `DELETE /api/auth/account
 * { currentPassword }` removes what the admin's delete removes, and nothing of anyone else's.
 */
import { count, eq, type SQL, sum } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, TEST_ORIGIN, type TestApp } from '#tests/support/test-app.ts';
import { rowCount } from '#tests/support/rows.ts';
import {
  asAdmin,
  asDriver,
  asRetailer,
  PASSWORD,
  redeem,
  ticketWithImage,
} from '#server/features/admin/admin-test-helpers.ts';
import {
  auditLog,
  parkingTickets,
  platformDailyRedemptions,
  redemptions,
  retailerDailyRedemptions,
  retailers,
  sessions,
  ticketVerifications,
  uploadedObjects,
  users,
} from '#server/db/schema.ts';
import { londonDay, londonTime } from '#server/lib/clock.ts';

const NOW = londonTime('2026-03-14', '18:00');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(() => t?.close());

const countWhere = (table: PgTable, where: SQL | undefined) => rowCount(t.db, table, where);

/** A DELETE with a JSON body, as the profile's dialog sends it. */
const deleteAccount = (cookie: string, body?: Record<string, unknown>) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/auth/account',
    headers: { origin: TEST_ORIGIN, cookie },
    ...(body !== undefined && { payload: body }),
  });

/** A shop's rollup row for today: what its statistics read (docs/decisions/027). */
async function shopRollup(retailerId: string) {
  const [row] = await t.db
    .select()
    .from(retailerDailyRedemptions)
    .where(eq(retailerDailyRedemptions.retailerId, retailerId));
  return row ? { n: row.redemptions, discount: Number(row.discountTotal) } : { n: 0, discount: 0 };
}

/** The platform's rollup for today, over its shards. */
async function platformToday() {
  const [row] = await t.db
    .select({
      n: sum(platformDailyRedemptions.redemptions),
      discount: sum(platformDailyRedemptions.discountTotal),
    })
    .from(platformDailyRedemptions)
    .where(eq(platformDailyRedemptions.day, londonDay(NOW)));
  return { n: Number(row?.n ?? 0), discount: Number(row?.discount ?? 0) };
}

async function rawDiscounts(where: SQL) {
  const [row] = await t.db
    .select({ n: count(), discount: sum(redemptions.discountAmount) })
    .from(redemptions)
    .where(where);
  return { n: row!.n, discount: Number(row!.discount ?? 0) };
}

describe('DELETE /api/auth/account', () => {
  it('deletes a driver with their sessions, tickets, photos, verifications and redemptions; others keep theirs', async () => {
    const shop = await asRetailer(t, { discountAmount: '2.50', minimumSpend: '10.00' });
    const leaving = await asDriver(t);
    const staying = await asDriver(t);
    // A second session of the leaving driver (another phone): it must end too.
    const otherDevice = (
      await client(t.app).post('/api/auth/login', { emailOrPhone: leaving.email, password: PASSWORD })
    ).cookies.find((c) => c.name === 'pp_session')!.value;
    const leavingTicket = await ticketWithImage(t, leaving);
    await t.db.insert(ticketVerifications).values({
      userId: leaving.user.id,
      ticketId: leavingTicket.id,
      attemptDay: londonDay(NOW),
      outcome: 'verified',
      rawText: 'AB12 CDE',
    });
    const stayingTicket = await ticketWithImage(t, staying);
    await redeem(leaving, leavingTicket.id, shop);
    await redeem(staying, stayingTicket.id, shop);
    expect(await t.storage.get(leavingTicket.objectId)).not.toBeNull();
    expect(await shopRollup(shop.retailer.id)).toEqual({ n: 2, discount: 5 });
    const platformBefore = await platformToday();

    const res = await deleteAccount(leaving.cookie, { currentPassword: PASSWORD });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    // This browser's cookie is cleared.
    expect(res.cookies.find((c) => c.name === 'pp_session')?.value).toBe('');

    // Gone: the account, every session, tickets, verification records, redemptions, the photo.
    const id = leaving.user.id;
    expect(await countWhere(users, eq(users.id, id))).toBe(0);
    expect(await countWhere(sessions, eq(sessions.userId, id))).toBe(0);
    expect(await countWhere(parkingTickets, eq(parkingTickets.userId, id))).toBe(0);
    expect(await countWhere(ticketVerifications, eq(ticketVerifications.userId, id))).toBe(0);
    expect(await countWhere(redemptions, eq(redemptions.userId, id))).toBe(0);
    expect(await t.storage.get(leavingTicket.objectId)).toBeNull();
    const [object] = await t.db
      .select()
      .from(uploadedObjects)
      .where(eq(uploadedObjects.id, leavingTicket.objectId));
    expect(object!.deletedAt).not.toBeNull();
    expect((await leaving.api.get('/api/auth/user')).statusCode).toBe(401);
    expect((await client(t.app, `pp_session=${otherDevice}`).get('/api/auth/user')).statusCode).toBe(401);
    // The old password no longer signs anyone in.
    const again = await client(t.app).post('/api/auth/login', {
      emailOrPhone: leaving.email,
      password: PASSWORD,
    });
    expect(again.statusCode).toBe(401);

    // Stays: the other driver, their ticket, photo and redemption, the shop.
    expect(await countWhere(users, eq(users.id, staying.user.id))).toBe(1);
    expect(await countWhere(parkingTickets, eq(parkingTickets.id, stayingTicket.id))).toBe(1);
    expect(await t.storage.get(stayingTicket.objectId)).not.toBeNull();
    expect(await countWhere(redemptions, eq(redemptions.userId, staying.user.id))).toBe(1);
    expect(await countWhere(retailers, eq(retailers.id, shop.retailer.id))).toBe(1);
    expect((await staying.api.get('/api/auth/user')).statusCode).toBe(200);

    // The statistics rollups keep their sums (decisions §5): the shop's history, its cap count for
    // today and the platform's savings still count the deleted driver's £2.50, though the row is gone.
    expect(await rawDiscounts(eq(redemptions.retailerId, shop.retailer.id))).toEqual({ n: 1, discount: 2.5 });
    expect(await shopRollup(shop.retailer.id)).toEqual({ n: 2, discount: 5 });
    expect(await platformToday()).toEqual(platformBefore);
    expect((await shop.api.get(`/api/stats/retailer/${shop.retailer.id}`)).json()).toEqual({
      todayRedemptions: 2,
      monthRedemptions: 2,
      totalRevenue: 20,
    });

    // The audit log says the account holder deleted it, without their e-mail.
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entry!.action).toBe('user.delete');
    expect(entry!.actorLabel).toBe('The account holder (Delete account)');
    expect(JSON.stringify(entry)).not.toContain(leaving.email);
  });

  it('refuses a wrong or missing password with a stable code, and changes nothing', async () => {
    const driver = await asDriver(t);
    const ticket = await ticketWithImage(t, driver);

    const wrong = await deleteAccount(driver.cookie, { currentPassword: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 'auth.current_password_incorrect',
      message: 'Current password is incorrect',
      fields: { currentPassword: 'Current password is incorrect' },
    });
    expect(wrong.cookies.find((c) => c.name === 'pp_session')).toBeUndefined();

    const missing = await deleteAccount(driver.cookie, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('validation.invalid');
    expect(missing.json().fields).toEqual({ currentPassword: 'Enter your password to delete your account' });

    const noBody = await deleteAccount(driver.cookie);
    expect(noBody.statusCode).toBe(400);

    expect(await countWhere(users, eq(users.id, driver.user.id))).toBe(1);
    expect(await countWhere(parkingTickets, eq(parkingTickets.id, ticket.id))).toBe(1);
    expect(await t.storage.get(ticket.objectId)).not.toBeNull();
    expect((await driver.api.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('is counted like every current-password check: past 5 wrong passwords, 429 even for the right one', async () => {
    const driver = await asDriver(t);
    for (let i = 0; i < 5; i++) {
      expect((await deleteAccount(driver.cookie, { currentPassword: `wrong-${i}` })).statusCode).toBe(400);
    }
    const locked = await deleteAccount(driver.cookie, { currentPassword: PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(await countWhere(users, eq(users.id, driver.user.id))).toBe(1);
  });

  it('tells a retailer and an admin how to leave (403) and deletes nothing, even with the right password', async () => {
    const shop = await asRetailer(t);
    const asShop = await deleteAccount(shop.cookie, { currentPassword: PASSWORD });
    expect(asShop.statusCode).toBe(403);
    expect(asShop.json().code).toBe('account.delete_retailer');
    expect(asShop.json().message).toMatch(/ask a ParkPerks administrator to close the account/);
    expect(await countWhere(users, eq(users.id, shop.user.id))).toBe(1);
    expect(await countWhere(retailers, eq(retailers.id, shop.retailer.id))).toBe(1);
    expect((await shop.api.get('/api/auth/user')).statusCode).toBe(200);

    const admin = await asAdmin(t);
    const asAdminRes = await deleteAccount(admin.cookie, { currentPassword: PASSWORD });
    expect(asAdminRes.statusCode).toBe(403);
    expect(asAdminRes.json().code).toBe('account.delete_admin');
    expect(asAdminRes.json().message).toMatch(/Ask another admin/);
    expect(await countWhere(users, eq(users.id, admin.user.id))).toBe(1);
  });

  it('needs a session (401) and a request from our own pages (403 cross-site)', async () => {
    const signedOut = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: { origin: TEST_ORIGIN },
      payload: { currentPassword: PASSWORD },
    });
    expect(signedOut.statusCode).toBe(401);

    const driver = await asDriver(t);
    const crossSite = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: { origin: 'https://evil.example', cookie: driver.cookie },
      payload: { currentPassword: PASSWORD },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await countWhere(users, eq(users.id, driver.user.id))).toBe(1);
  });
});
