import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '#tests/support/test-app.ts';
import { redemptions } from '#server/db/schema.ts';
import { seedDriver, seedRetailer, seedTicket } from '#server/db/seed.ts';
import { londonTime } from '#server/lib/clock.ts';
import { type Admin, appWithAdmin, asAdmin, NOW } from './admin-test-helpers';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let admin: Admin;
let n = 0;

beforeAll(async () => {
  ({ t, admin } = await appWithAdmin());
});
afterAll(() => t?.close());

const driver = () =>
  seedDriver(t.db, { email: `stats-driver${++n}@test.uk` }, new Date(NOW.getTime() - 60 * DAY));
const shop = () =>
  seedRetailer(t.db, { businessName: `Stats Shop ${++n}`, email: `stats-shop${n}@test.uk` }, NOW);

async function redemption(
  ticket: { id: string; userId: string },
  retailerId: string,
  discountAmount: string,
  redeemedAt: Date,
) {
  await t.db.insert(redemptions).values({
    userId: ticket.userId,
    parkingTicketId: ticket.id,
    retailerId,
    discountAmount,
    minimumSpend: '10.00',
    confirmationCode: `STAT${++n}`,
    redeemedAt,
  });
}

describe('admin statistics', () => {
  it('counts exactly on a known data set (London day, 30-day window, exact money)', async () => {
    expect((await admin.api.get('/api/stats/admin')).json()).toEqual({
      totalRetailers: 0,
      activeCustomers: 0,
      todayRedemptions: 0,
      totalSavings: 0,
      pendingReviews: 0,
      oldestPendingReviewAt: null,
    });

    const [s1, s2, s3] = [await shop(), await shop(), await shop()];
    const [a, b, c, d, e] = [await driver(), await driver(), await driver(), await driver(), await driver()];
    const aToday = await seedTicket(t.db, a.id, {}, NOW);
    const bOld = await seedTicket(t.db, b.id, {}, new Date(NOW.getTime() - 29 * DAY));
    const cTooOld = await seedTicket(t.db, c.id, {}, new Date(NOW.getTime() - 31 * DAY));
    await seedTicket(t.db, d.id, { isVerified: false }, NOW);
    await seedTicket(t.db, e.id, {}, NOW);
    await seedTicket(t.db, e.id, {}, new Date(NOW.getTime() - 10 * DAY));

    await redemption(aToday, s1.retailer.id, '2.50', londonTime('2026-03-14', '00:05'));
    await redemption(aToday, s2.retailer.id, '0.10', londonTime('2026-03-14', '17:59'));
    await redemption(aToday, s3.retailer.id, '0.20', londonTime('2026-03-13', '23:59'));
    await redemption(bOld, s1.retailer.id, '3.33', new Date(NOW.getTime() - 29 * DAY));
    await redemption(cTooOld, s1.retailer.id, '1.07', new Date(NOW.getTime() - 31 * DAY));

    const res = await admin.api.get('/api/stats/admin');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      totalRetailers: 3,
      // a, b and e (once); c's ticket is 31 days old and d's is not verified.
      activeCustomers: 3,
      // 00:05 and 17:59 today; 23:59 yesterday is not today.
      todayRedemptions: 2,
      totalSavings: 7.2,
      pendingReviews: 0,
      oldestPendingReviewAt: null,
    });
  });

  it('uses the London day in summer time (00:15 BST is today, 23:45 BST the day before)', async () => {
    const summer = londonTime('2026-06-10', '00:30');
    t.clock.set(summer);
    try {
      // A session of March has expired by June.
      const summerAdmin = await asAdmin(t);
      const before = (await summerAdmin.api.get('/api/stats/admin')).json().todayRedemptions;
      const person = await driver();
      const ticket = await seedTicket(t.db, person.id, {}, summer);
      const [x, y] = [await shop(), await shop()];
      await redemption(ticket, x.retailer.id, '1.00', new Date('2026-06-09T23:15:00Z'));
      await redemption(ticket, y.retailer.id, '1.00', new Date('2026-06-09T22:45:00Z'));
      expect((await summerAdmin.api.get('/api/stats/admin')).json().todayRedemptions).toBe(before + 1);
    } finally {
      t.clock.set(NOW);
    }
  });
});
