import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, type TestApp } from '#tests/support/test-app.ts';
import { townReportSnapshots } from '#server/db/schema.ts';
import { seedTicket } from '#server/db/seed.ts';
import {
  type Admin,
  appWithAdmin,
  asDriver,
  asRetailer,
  LEEDS,
  redeem,
} from '#server/features/admin/admin-test-helpers.ts';
import { londonTime } from '#server/lib/clock.ts';

/**
 * A report shows figures up to the end of the previous London day, computed once a day: views on one
 * day cannot be subtracted to find one redemption's hour, weekday or amounts (docs/decisions/045).
 * Redemptions go through the real API; the clock is moved on by hand.
 */

// Monday 13 April 2026 (BST).
const DAY_ONE = londonTime('2026-04-13', '10:00');
let t: TestApp;
let admin: Admin;
const shops: Awaited<ReturnType<typeof asRetailer>>[] = [];
const drivers: Awaited<ReturnType<typeof asDriver>>[] = [];

/** A driver parks in Leeds at the clock's now and redeems at a shop through the API. */
async function parkAndRedeem(driver: (typeof drivers)[number], shop: (typeof shops)[number]) {
  const ticket = await seedTicket(t.db, driver.user.id, LEEDS, t.clock.now());
  return redeem(driver, ticket.id, shop);
}

const view = async (token: string) => {
  const res = await client(t.app).get(`/api/public/reports/${token}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  ({ t, admin } = await appWithAdmin({ now: DAY_ONE }));
  for (let i = 0; i < 5; i++) shops.push(await asRetailer(t));
  for (let i = 0; i < 6; i++) drivers.push(await asDriver(t));
  // Day one: five drivers at five shops, £2.50 off £10 each.
  for (let i = 0; i < 5; i++) await parkAndRedeem(drivers[i]!, shops[i]!);
});
afterAll(() => t?.close());

describe('a town report is as of the end of yesterday, and the same all day', () => {
  it('never shows today’s redemptions, shows the same figures all day, and counts them the next day', async () => {
    t.clock.set(londonTime('2026-04-14', '08:30'));
    // Made today before anyone looked: not in today's report.
    await parkAndRedeem(drivers[0]!, shops[1]!);

    t.clock.set(londonTime('2026-04-14', '09:00'));
    const created = await admin.api.post('/api/admin/town-reports', {
      town: 'Leeds',
      expiresAt: '2026-06-30',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { token } = created.json() as { token: string };
    const first = await view(token);
    expect(first).toMatchObject({
      asOf: '2026-04-13',
      // The shops joined on 13 April: the report starts at that month and week (docs/decisions/046).
      period: { from: '2026-04-01', to: '2026-04-13' },
      shopsInScheme: 5,
      generatedAt: londonTime('2026-04-14', '09:00').toISOString(),
      totals: { shops: 5, drivers: 5, redemptions: 5, discountTotal: 12.5, minimumSpendTotal: 50 },
    });
    // 10:00 on a Monday: all five of yesterday's; nothing at 08:00 (today's) and nothing on Tuesday.
    expect(first.hours[10]).toEqual({ hour: 10, redemptions: 5 });
    expect(first.weekdays[0]).toEqual({ day: 1, redemptions: 5 });

    t.clock.set(londonTime('2026-04-14', '10:15'));
    await parkAndRedeem(drivers[5]!, shops[0]!);

    t.clock.set(londonTime('2026-04-14', '23:59'));
    // The same figures, to the last field, for this link and for another link to the town.
    expect(await view(token)).toEqual(first);
    const other = await admin.api.post('/api/admin/town-reports', { town: 'leeds', expiresAt: '2026-06-30' });
    expect(await view(other.json().token)).toEqual(first);
    const stored = await t.db
      .select()
      .from(townReportSnapshots)
      .where(eq(townReportSnapshots.townKey, 'leeds'));
    expect(stored.map((row) => row.asOf)).toEqual(['2026-04-13']);

    // 00:30 on Wednesday: Tuesday's two redemptions count now (six drivers, seven redemptions).
    t.clock.set(londonTime('2026-04-15', '00:30'));
    const next = await view(token);
    expect(next).toMatchObject({
      asOf: '2026-04-14',
      generatedAt: londonTime('2026-04-15', '00:30').toISOString(),
      totals: { shops: 5, drivers: 6, redemptions: 7, discountTotal: 17.5, minimumSpendTotal: 70 },
    });
    expect(next.weeks).toEqual([
      expect.objectContaining({ start: '2026-04-13', end: '2026-04-14', partial: true }),
    ]);
    expect(next.months).toEqual([
      expect.objectContaining({ month: '2026-04', partial: true, redemptions: 7 }),
    ]);
    // Only the day's own row is kept.
    const kept = await t.db
      .select()
      .from(townReportSnapshots)
      .where(eq(townReportSnapshots.townKey, 'leeds'));
    expect(kept.map((row) => row.asOf)).toEqual(['2026-04-14']);
  });
});
