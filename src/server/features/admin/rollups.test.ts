/**
 * The rollups behind the statistics (docs/decisions/027) agree with the rows they summarise after
 * every way redemptions and tickets come and go: redeeming, admin deletions of a redemption, a
 * ticket, a driver, a retailer and a retailer's account, bulk statements and direct updates.
 */
import { and, count, eq, isNotNull, max, sql, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '#tests/support/test-app.ts';
import {
  driverActivity,
  parkingTickets,
  platformDailyRedemptions,
  redemptions,
  retailerDailyRedemptions,
} from '#server/db/schema.ts';
import { seedTicket } from '#server/db/seed.ts';
import { ACTIVE_DRIVER_WINDOW_MS } from './stats';
import { type Admin, appWithAdmin, asDriver, asRetailer, NOW } from './admin-test-helpers';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let admin: Admin;

beforeAll(async () => {
  ({ t, admin } = await appWithAdmin());
});
afterAll(() => t?.close());

const money = (value: string | null | undefined) => Number(value ?? 0).toFixed(2);
const byKey = <T extends { key: string }>(rows: T[]) => [...rows].sort((a, b) => a.key.localeCompare(b.key));

/** Every rollup row equals the aggregate of the raw rows, and no rollup row is left at zero. */
async function expectRollupsMatchRows() {
  const raw = await t.db
    .select({
      retailerId: redemptions.retailerId,
      day: redemptions.redeemedDay,
      n: count(),
      discount: sum(redemptions.discountAmount),
      spend: sum(redemptions.minimumSpend),
    })
    .from(redemptions)
    .groupBy(redemptions.retailerId, redemptions.redeemedDay);
  const perShop = await t.db.select().from(retailerDailyRedemptions);
  expect(
    byKey(
      perShop.map((r) => ({
        key: `${r.retailerId} ${r.day}`,
        n: r.redemptions,
        discount: money(r.discountTotal),
        spend: money(r.minimumSpendTotal),
      })),
    ),
  ).toEqual(
    byKey(
      raw.map((r) => ({
        key: `${r.retailerId} ${r.day}`,
        n: r.n,
        discount: money(r.discount),
        spend: money(r.spend),
      })),
    ),
  );

  const shard = sql<number>`(hashtext(${redemptions.retailerId}::text) & 15)`;
  const rawPlatform = await t.db
    .select({ day: redemptions.redeemedDay, shard, n: count(), discount: sum(redemptions.discountAmount) })
    .from(redemptions)
    .groupBy(redemptions.redeemedDay, shard);
  const platform = await t.db.select().from(platformDailyRedemptions);
  expect(
    byKey(
      platform.map((p) => ({
        key: `${p.day} ${p.shard}`,
        n: Number(p.redemptions),
        discount: money(p.discountTotal),
      })),
    ),
  ).toEqual(
    byKey(
      rawPlatform.map((r) => ({
        key: `${r.day} ${Number(r.shard)}`,
        n: r.n,
        discount: money(r.discount),
      })),
    ),
  );

  const latest = await t.db
    .select({ userId: parkingTickets.userId, at: max(parkingTickets.verifiedAt) })
    .from(parkingTickets)
    .where(and(eq(parkingTickets.isVerified, true), isNotNull(parkingTickets.verifiedAt)))
    .groupBy(parkingTickets.userId);
  const activity = await t.db.select().from(driverActivity);
  expect(byKey(activity.map((a) => ({ key: a.userId, at: a.lastVerifiedAt.toISOString() })))).toEqual(
    byKey(latest.map((l) => ({ key: l.userId, at: new Date(l.at!).toISOString() }))),
  );
}

/** GET /api/stats/admin's redemption and driver figures, against the same questions asked of the raw rows. */
async function expectAdminStatsMatchRows() {
  const stats = (await admin.api.get('/api/stats/admin')).json();
  const [today] = await t.db
    .select({ n: count() })
    .from(redemptions)
    .where(eq(redemptions.redeemedDay, '2026-03-14'));
  const [saved] = await t.db.select({ total: sum(redemptions.discountAmount) }).from(redemptions);
  const since = new Date(NOW.getTime() - ACTIVE_DRIVER_WINDOW_MS);
  const [active] = await t.db
    .select({ n: sql<number>`count(distinct ${parkingTickets.userId})` })
    .from(parkingTickets)
    .where(
      and(
        eq(parkingTickets.isVerified, true),
        sql`${parkingTickets.verifiedAt} > ${since.toISOString()}::timestamptz`,
        sql`${parkingTickets.verifiedAt} <= ${NOW.toISOString()}::timestamptz`,
      ),
    );
  expect(stats).toMatchObject({
    todayRedemptions: today!.n,
    totalSavings: Number(saved!.total ?? 0),
    activeCustomers: Number(active!.n),
  });
}

async function redeem(driver: Awaited<ReturnType<typeof asDriver>>, ticketId: string, shop: Shop) {
  const res = await driver.api.post('/api/redemptions', {
    retailerId: shop.retailer.id,
    parkingTicketId: ticketId,
    retailerCode: shop.code,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

type Shop = Awaited<ReturnType<typeof asRetailer>>;

describe('statistics rollups', () => {
  it('agree with the raw rows through redemptions and every admin deletion', async () => {
    const shops = [
      await asRetailer(t, { discountAmount: '2.50', minimumSpend: '10.00' }),
      await asRetailer(t, { discountAmount: '1.25', minimumSpend: '7.50' }),
      await asRetailer(t, { discountAmount: '3.10', minimumSpend: '0.00' }),
    ];
    const [s1, s2, s3] = shops as [Shop, Shop, Shop];
    const drivers = [await asDriver(t), await asDriver(t), await asDriver(t)];
    const [a, b, c] = drivers as [(typeof drivers)[0], (typeof drivers)[0], (typeof drivers)[0]];
    // a also has an older verified ticket, so deleting today's brings its activity back to that one.
    await seedTicket(t.db, a.user.id, {}, new Date(NOW.getTime() - 5 * DAY));
    const aTicket = await seedTicket(t.db, a.user.id, {}, NOW);
    const bTicket = await seedTicket(t.db, b.user.id, {}, NOW);
    const cTicket = await seedTicket(t.db, c.user.id, {}, NOW);
    await expectRollupsMatchRows();

    for (const shop of shops) await redeem(a, aTicket.id, shop);
    const bAtS1 = await redeem(b, bTicket.id, s1);
    await redeem(b, bTicket.id, s2);
    await redeem(c, cTicket.id, s3);
    // Yesterday's redemption at s1, stored directly (as the other statistics tests do).
    const cYesterday = await seedTicket(t.db, c.user.id, {}, new Date(NOW.getTime() - DAY));
    await t.db.insert(redemptions).values({
      userId: c.user.id,
      parkingTicketId: cYesterday.id,
      retailerId: s1.retailer.id,
      discountAmount: '4.44',
      minimumSpend: '12.00',
      confirmationCode: 'YSTRDY',
      redeemedAt: new Date(NOW.getTime() - DAY),
    });
    await expectRollupsMatchRows();
    await expectAdminStatsMatchRows();
    expect((await s1.api.get(`/api/stats/retailer/${s1.retailer.id}`)).json()).toEqual({
      todayRedemptions: 2,
      monthRedemptions: 3,
      totalRevenue: 32,
    });

    // One redemption (its ticket gets the slot back).
    expect((await admin.api.delete(`/api/admin/redemptions/${bAtS1}`)).statusCode).toBe(200);
    await expectRollupsMatchRows();

    // A ticket with its redemptions (cascade), and a's activity falls back to the older ticket.
    expect((await admin.api.delete(`/api/admin/parking-tickets/${aTicket.id}`)).statusCode).toBe(200);
    await expectRollupsMatchRows();
    const [aActivity] = await t.db.select().from(driverActivity).where(eq(driverActivity.userId, a.user.id));
    expect(aActivity!.lastVerifiedAt.toISOString()).toBe(new Date(NOW.getTime() - 5 * DAY).toISOString());
    await expectAdminStatsMatchRows();

    // A driver's account, with their tickets and redemptions.
    expect((await admin.api.delete(`/api/admin/users/${b.user.id}`)).statusCode).toBe(200);
    await expectRollupsMatchRows();

    // A retailer (its redemptions go first), then a retailer's account.
    expect((await admin.api.delete(`/api/retailers/${s1.retailer.id}`)).statusCode).toBe(200);
    await expectRollupsMatchRows();
    expect((await admin.api.delete(`/api/admin/users/${s3.user.id}`)).statusCode).toBe(200);
    await expectRollupsMatchRows();
    await expectAdminStatsMatchRows();
    expect((await s2.api.get(`/api/stats/retailer/${s2.retailer.id}`)).json()).toEqual({
      todayRedemptions: 0,
      monthRedemptions: 0,
      totalRevenue: 0,
    });
  });

  it('agree after bulk statements, direct updates and a ticket losing its verification', async () => {
    const shops = [await asRetailer(t), await asRetailer(t)];
    const drivers = [await asDriver(t), await asDriver(t)];
    const tickets = [];
    for (const [i, driver] of drivers.entries())
      for (let d = 0; d < 3; d++)
        tickets.push(await seedTicket(t.db, driver.user.id, {}, new Date(NOW.getTime() - (d * 3 + i) * DAY)));
    // One statement, many rows over several days and both shops.
    await t.db.insert(redemptions).values(
      tickets.flatMap((ticket, i) =>
        shops.map((shop, s) => ({
          userId: ticket.userId,
          parkingTicketId: ticket.id,
          retailerId: shop.retailer.id,
          discountAmount: `${i + 1}.${s}5`,
          minimumSpend: '5.00',
          confirmationCode: `BULK${i}${s}`,
          redeemedAt: ticket.createdAt,
        })),
      ),
    );
    await expectRollupsMatchRows();

    // Moved to another shop and day, with new amounts.
    const third = await asRetailer(t);
    await t.db
      .update(redemptions)
      .set({ retailerId: third.retailer.id, discountAmount: '9.99', redeemedAt: NOW })
      .where(
        and(
          eq(redemptions.parkingTicketId, tickets[0]!.id),
          eq(redemptions.retailerId, shops[0]!.retailer.id),
        ),
      )
      .returning();
    await t.db
      .delete(redemptions)
      .where(
        and(eq(redemptions.parkingTicketId, tickets[0]!.id), eq(redemptions.confirmationCode, 'BULK01')),
      );
    await expectRollupsMatchRows();

    // A reviewed ticket approved (verified later), then a ticket unverified, then a bulk delete.
    const refused = await seedTicket(
      t.db,
      drivers[0]!.user.id,
      { isVerified: false },
      new Date(NOW.getTime() - DAY),
    );
    await t.db
      .update(parkingTickets)
      .set({ isVerified: true, verifiedAt: new Date(NOW.getTime() + 60_000) })
      .where(eq(parkingTickets.id, refused.id));
    await expectRollupsMatchRows();
    await t.db.update(parkingTickets).set({ isVerified: false }).where(eq(parkingTickets.id, refused.id));
    await expectRollupsMatchRows();
    await t.db
      .update(parkingTickets)
      .set({ redemptionsUsed: 0 })
      .where(eq(parkingTickets.userId, drivers[1]!.user.id));
    await t.db.delete(parkingTickets).where(eq(parkingTickets.userId, drivers[1]!.user.id));
    await expectRollupsMatchRows();
    await expectAdminStatsMatchRows();
  });

  it('counts a driver whose latest verification is after the clock, as the raw rows do', async () => {
    const driver = await asDriver(t);
    await seedTicket(t.db, driver.user.id, {}, new Date(NOW.getTime() - 3 * DAY));
    await seedTicket(t.db, driver.user.id, {}, new Date(NOW.getTime() + 30 * DAY));
    await expectAdminStatsMatchRows();
  });
});
