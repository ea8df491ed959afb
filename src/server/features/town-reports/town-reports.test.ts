import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, TEST_ORIGIN, type TestApp } from '#tests/support/test-app.ts';
import { auditLog, rateLimitCounters, redemptions, retailers, townReports } from '#server/db/schema.ts';
import { REPORT_VIEWS_PER_HOUR } from './service';
import { seedDriver, seedRetailer, seedTicket } from '#server/db/seed.ts';
import { type Admin, appWithAdmin, asDriver } from '#server/features/admin/admin-test-helpers.ts';
import { londonDay, londonTime } from '#server/lib/clock.ts';
import { randomToken, sha256Hex } from '#server/lib/crypto.ts';

// A Wednesday in British Summer Time.
const NOW = londonTime('2026-04-15', '12:00');
const FEWER = 'fewer than 5';
let t: TestApp;
let admin: Admin;

let codes = 0;
const tickets = new Map<string, string>();

/** A redemption stored as the redeem transaction stores it: one ticket per driver per London day. */
async function redeemAt(driverId: string, retailerId: string, at: Date) {
  const key = `${driverId}:${londonDay(at)}`;
  let ticketId = tickets.get(key);
  if (!ticketId) {
    ticketId = (await seedTicket(t.db, driverId, {}, at)).id;
    tickets.set(key, ticketId);
  }
  await t.db.insert(redemptions).values({
    userId: driverId,
    parkingTicketId: ticketId,
    retailerId,
    discountAmount: '2.50',
    minimumSpend: '10.00',
    confirmationCode: `T${String(++codes).padStart(5, '0')}`,
    redeemedAt: at,
  });
}

let counter = 0;
const seedShop = (city: string) =>
  seedRetailer(
    t.db,
    { businessName: `Shop ${++counter}`, email: `shop${counter}@town.test`, city },
    NOW,
  ).then((shop) => shop.retailer);

/** When a shop joined the scheme: the report starts at the month of the town's first (docs/decisions/046). */
const joined = (shopId: string, at: Date) =>
  t.db.update(retailers).set({ createdAt: at }).where(eq(retailers.id, shopId));

/**
 * Harrogate: 6 shops (one stored as 'harrogate') and 6 drivers. The first shop joined on 20
 * November 2025, the others in January 2026.
 *  - Tue 10 Mar 14:15 GMT: drivers 1-5 at shops 1-5.
 *  - 00:30 BST on Mon 30 Mar (23:30 UTC on Sunday the 29th): drivers 1-2 at shops 1-2.
 *  - Tue 14 Apr 10:05 BST: drivers 1-6 at shops 1-6.
 * York has 5 drivers at one shop (joined 1 April 2026), none of which may count for Harrogate.
 * Ripon: drivers 1-6 on Wed 8 Apr at only 2 shops; Whitby: drivers 1-6 on Thu 9 Apr at 5 shops
 * (both towns' shops joined 1 April 2026).
 */
beforeAll(async () => {
  ({ t, admin } = await appWithAdmin({ now: NOW }));
  const shops = [];
  for (let i = 0; i < 5; i++) shops.push(await seedShop('Harrogate'));
  shops.push(await seedShop('harrogate'));
  const york = await seedShop('York');
  await joined(shops[0]!.id, londonTime('2025-11-20', '09:00'));
  for (const shop of shops.slice(1)) await joined(shop.id, londonTime('2026-01-05', '09:00'));
  await joined(york.id, londonTime('2026-04-01', '09:00'));
  const drivers = [];
  for (let i = 0; i < 6; i++) drivers.push((await seedDriver(t.db, { email: `d${i}@town.test` }, NOW)).id);
  for (let i = 0; i < 5; i++) await redeemAt(drivers[i]!, shops[i]!.id, londonTime('2026-03-10', '14:15'));
  for (let i = 0; i < 2; i++) await redeemAt(drivers[i]!, shops[i]!.id, new Date('2026-03-29T23:30:00Z'));
  for (let i = 0; i < 6; i++) await redeemAt(drivers[i]!, shops[i]!.id, londonTime('2026-04-14', '10:05'));
  for (let i = 0; i < 5; i++) await redeemAt(drivers[i]!, york.id, londonTime('2026-04-14', '11:00'));
  const townOf = async (city: string, count: number) => {
    const town = [];
    for (let i = 0; i < count; i++) town.push(await seedShop(city));
    for (const shop of town) await joined(shop.id, londonTime('2026-04-01', '09:00'));
    return town;
  };
  const ripon = await townOf('Ripon', 2);
  for (let i = 0; i < 6; i++)
    await redeemAt(drivers[i]!, ripon[i % 2]!.id, londonTime('2026-04-08', '12:30'));
  const whitby = await townOf('Whitby', 5);
  for (let i = 0; i < 6; i++)
    await redeemAt(drivers[i]!, whitby[i % 5]!.id, londonTime('2026-04-09', '12:30'));
});
afterAll(() => t?.close());

async function createLink(body: Record<string, unknown> = { town: 'harrogate ', expiresAt: '2026-07-14' }) {
  const res = await admin.api.post('/api/admin/town-reports', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; token: string; url: string };
}

const viewsOf = (reportId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'town_report.viewed'), eq(auditLog.targetId, reportId)));

describe('creating a report link', () => {
  it('answers the id, a long random token and the link; stores only the token’s hash; audits it', async () => {
    const created = await createLink();
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.url).toBe(`${TEST_ORIGIN}/reports/${created.token}`);
    const [row] = await t.db.select().from(townReports).where(eq(townReports.id, created.id));
    // The spelling most of its shops use; the end of 14 July, London time.
    expect(row).toMatchObject({
      town: 'Harrogate',
      tokenHash: sha256Hex(created.token),
      createdById: admin.user.id,
      revokedAt: null,
    });
    expect(row!.expiresAt.toISOString()).toBe('2026-07-14T23:00:00.000Z');
    expect(JSON.stringify(row)).not.toContain(created.token);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'town_report.create'), eq(auditLog.targetId, created.id)));
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      actorLabel: 'Avery Admin',
      targetType: 'town_report',
      summary: 'Created a report link for Harrogate, valid until the end of 14 Jul 2026',
    });
    expect((await createLink()).token).not.toBe(created.token);
  });

  it('refuses a missing or unknown town and an expiry in the past or more than a year ahead', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'validation.invalid', 'town'],
      [{ town: '  ', expiresAt: '2026-07-14' }, 'validation.invalid', 'town'],
      [{ town: 'Harrogate', expiresAt: 'next week' }, 'validation.invalid', 'expiresAt'],
      [{ town: 'Harrogate', expiresAt: '2026-04-14' }, 'town_report.expiry_in_past', 'expiresAt'],
      [{ town: 'Harrogate', expiresAt: '2026-04-15T10:00:00Z' }, 'town_report.expiry_in_past', 'expiresAt'],
      [{ town: 'Harrogate', expiresAt: '2027-04-16' }, 'town_report.expiry_too_far', 'expiresAt'],
      [{ town: 'Atlantis-under-the-Sea', expiresAt: '2026-07-14' }, 'town_report.unknown_town', 'town'],
    ];
    for (const [body, code, field] of cases) {
      const res = await admin.api.post('/api/admin/town-reports', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code, JSON.stringify(body)).toBe(code);
      expect(Object.keys(res.json().fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(
      (await admin.api.post('/api/admin/town-reports', { town: 'York', expiresAt: '2027-04-15' })).statusCode,
    ).toBe(201);
    // A real town with no shops yet (the gazetteer knows it) may have a link before its first shop joins.
    const bath = await admin.api.post('/api/admin/town-reports', { town: 'bath', expiresAt: '2026-05-01' });
    expect(bath.statusCode, bath.body).toBe(201);
    const [row] = await t.db.select().from(townReports).where(eq(townReports.id, bath.json().id));
    expect(row!.town).toBe('Bath');
    // Before its first shop joins, the report is this month alone, zeros and no shop (nobody to hide).
    const empty = (await client(t.app).get(`/api/public/reports/${bath.json().token}`)).json();
    expect(empty).toMatchObject({ shopsInScheme: 0, period: { from: '2026-04-01', to: '2026-04-14' } });
    expect(empty.months).toEqual([
      {
        month: '2026-04',
        partial: true,
        shops: 0,
        drivers: 0,
        redemptions: 0,
        discountTotal: 0,
        minimumSpendTotal: 0,
      },
    ]);
    expect(empty.weeks).toHaveLength(1);
  });

  it('is for admins only', async () => {
    const driver = await asDriver(t);
    const body = { town: 'Harrogate', expiresAt: '2026-07-14' };
    expect((await driver.api.post('/api/admin/town-reports', body)).statusCode).toBe(403);
    expect((await client(t.app).post('/api/admin/town-reports', body)).statusCode).toBe(401);
    expect((await driver.api.get('/api/admin/town-reports')).statusCode).toBe(403);
  });
});

describe('the report behind a link', () => {
  it('answers the town’s figures from its first shop’s month, hiding groups under 5 drivers or 5 shops, and is never indexed', async () => {
    const { token } = await createLink();
    const res = await client(t.app).get(`/api/public/reports/${token}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow, noarchive');
    expect(res.headers['cache-control']).toBe('no-store');
    const report = res.json();
    expect(report).toMatchObject({
      town: 'Harrogate',
      // The month the first shop joined, not 12 months back.
      period: { from: '2025-11-01', to: '2026-04-14' },
      asOf: '2026-04-14',
      threshold: 5,
      shopsInScheme: 6,
      expiresAt: '2026-07-14T23:00:00.000Z',
      generatedAt: NOW.toISOString(),
    });
    // York's redemptions are not Harrogate's.
    expect(report.totals).toEqual({
      shops: 6,
      drivers: 6,
      redemptions: 13,
      discountTotal: 32.5,
      minimumSpendTotal: 130,
    });
    const week = (start: string) => report.weeks.find((w: { start: string }) => w.start === start);
    expect(report.weeks).toHaveLength(13);
    expect(week('2026-03-09')).toEqual({
      start: '2026-03-09',
      end: '2026-03-15',
      partial: false,
      shops: 5,
      drivers: 5,
      redemptions: 5,
      discountTotal: 12.5,
      minimumSpendTotal: 50,
    });
    // 00:30 on Monday 30 March in London: that week, 2 drivers at 2 shops, so nothing about them
    // shows but the count of shops, which is shown as it is (docs/decisions/046).
    expect(week('2026-03-30')).toMatchObject({
      shops: 2,
      drivers: FEWER,
      redemptions: FEWER,
      discountTotal: FEWER,
      minimumSpendTotal: FEWER,
    });
    expect(week('2026-04-13')).toMatchObject({
      end: '2026-04-14',
      partial: true,
      redemptions: 6,
      drivers: 6,
    });
    // A week nobody redeemed in is the zeros it is.
    expect(week('2026-03-23')).toMatchObject({ shops: 0, drivers: 0, redemptions: 0, discountTotal: 0 });
    const month = (m: string) => report.months.find((row: { month: string }) => row.month === m);
    expect(report.months.map((row: { month: string }) => row.month)).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
    ]);
    expect(month('2026-03')).toEqual({
      month: '2026-03',
      partial: false,
      shops: 5,
      drivers: 5,
      redemptions: 7,
      discountTotal: 17.5,
      minimumSpendTotal: 70,
    });
    expect(month('2026-04')).toMatchObject({ partial: true, redemptions: 6, minimumSpendTotal: 60 });
    expect(month('2026-02')).toMatchObject({ shops: 0, redemptions: 0 });
    // Monday's 2 redemptions would be the total minus Tuesday's 11: so Tuesday is hidden as well.
    expect(report.weekdays.map((day: { redemptions: unknown }) => day.redemptions)).toEqual([
      FEWER,
      FEWER,
      0,
      0,
      0,
      0,
      0,
    ]);
    // Hours: 00:00 has 2 drivers, so the smallest shown hour (14:00, 5) is hidden with it; 10:00 shows.
    expect(report.hours).toHaveLength(24);
    expect(report.hours[10]).toEqual({ hour: 10, redemptions: 6 });
    expect(report.hours[14]).toEqual({ hour: 14, redemptions: FEWER });
    expect(report.hours[0]).toEqual({ hour: 0, redemptions: FEWER });
    expect(report.hours[3]).toEqual({ hour: 3, redemptions: 0 });
    expect(JSON.stringify(report)).not.toMatch(/@town\.test|Shop \d/);
  });

  it('shows a one-shop town’s count of shops as it is, and hides its trade however many drivers used it', async () => {
    const { token } = await createLink({ town: 'York', expiresAt: '2026-07-14' });
    const report = (await client(t.app).get(`/api/public/reports/${token}`)).json();
    // York's shop joined on 1 April: April is the report's only month, its weeks start that week.
    expect(report.period).toEqual({ from: '2026-04-01', to: '2026-04-14' });
    expect(report.months.map((row: { month: string }) => row.month)).toEqual(['2026-04']);
    expect(report.weeks.map((week: { start: string }) => week.start)).toEqual([
      '2026-03-30',
      '2026-04-06',
      '2026-04-13',
    ]);
    // 1 is 1, as its town page says; but 5 drivers at one shop are that shop's own trade: hidden.
    expect(report.shopsInScheme).toBe(1);
    const oneShopHidden = {
      shops: 1,
      drivers: FEWER,
      redemptions: FEWER,
      discountTotal: FEWER,
      minimumSpendTotal: FEWER,
    };
    expect(report.totals).toEqual(oneShopHidden);
    expect(report.months).toEqual([{ month: '2026-04', partial: true, ...oneShopHidden }]);
    expect(report.weeks.at(-1)).toMatchObject(oneShopHidden);
    // The weeks nobody redeemed in are zeros.
    expect(report.weeks[0]).toMatchObject({ shops: 0, drivers: 0, redemptions: 0, discountTotal: 0 });
    expect(report.hours[11]).toEqual({ hour: 11, redemptions: FEWER });
    expect(report.hours[10]).toEqual({ hour: 10, redemptions: 0 });
  });

  it('hides 6 drivers’ figures when they redeemed at only 2 shops, but shows the 2 shops', async () => {
    const { token } = await createLink({ town: 'Ripon', expiresAt: '2026-07-14' });
    const report = (await client(t.app).get(`/api/public/reports/${token}`)).json();
    expect(report.shopsInScheme).toBe(2);
    const twoShopsHidden = {
      shops: 2,
      drivers: FEWER,
      redemptions: FEWER,
      discountTotal: FEWER,
      minimumSpendTotal: FEWER,
    };
    expect(report.totals).toEqual(twoShopsHidden);
    expect(report.months).toEqual([{ month: '2026-04', partial: true, ...twoShopsHidden }]);
    const week = report.weeks.find((row: { start: string }) => row.start === '2026-04-06');
    expect(week).toEqual({ start: '2026-04-06', end: '2026-04-12', partial: false, ...twoShopsHidden });
    expect(report.weekdays[2]).toEqual({ day: 3, redemptions: FEWER });
    expect(report.hours[12]).toEqual({ hour: 12, redemptions: FEWER });
    // The same through the CSV.
    const csv = (await client(t.app).get(`/api/public/reports/${token}/report.csv`)).body;
    expect(csv).toContain(
      'Ripon,Whole period,2026-04-01,2026-04-14,2,fewer than 5,fewer than 5,fewer than 5,fewer than 5',
    );
  });

  it('shows every figure of 6 drivers at 5 shops', async () => {
    const { token } = await createLink({ town: 'Whitby', expiresAt: '2026-07-14' });
    const report = (await client(t.app).get(`/api/public/reports/${token}`)).json();
    expect(report.shopsInScheme).toBe(5);
    const all = { shops: 5, drivers: 6, redemptions: 6, discountTotal: 15, minimumSpendTotal: 60 };
    expect(report.totals).toEqual(all);
    expect(report.months).toEqual([{ month: '2026-04', partial: true, ...all }]);
    const week = report.weeks.find((row: { start: string }) => row.start === '2026-04-06');
    expect(week).toEqual({ start: '2026-04-06', end: '2026-04-12', partial: false, ...all });
    expect(report.weekdays[3]).toEqual({ day: 4, redemptions: 6 });
    expect(report.hours[12]).toEqual({ hour: 12, redemptions: 6 });
    expect(JSON.stringify(report)).not.toContain(FEWER);
  });

  it('writes every view to the audit log, naming a signed-in viewer and otherwise the link’s holder', async () => {
    const { id, token } = await createLink();
    expect(await viewsOf(id)).toHaveLength(0);
    expect((await client(t.app).get(`/api/public/reports/${token}`)).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await admin.api.get(`/api/public/reports/${token}`)).statusCode).toBe(200);
    t.clock.set(NOW);
    const views = await viewsOf(id);
    expect(views.map((view) => [view.actorId, view.actorLabel, view.targetType, view.summary])).toEqual(
      expect.arrayContaining([
        [null, 'Report link (not signed in)', 'town_report', 'Town report for Harrogate viewed'],
        [admin.user.id, 'Avery Admin', 'town_report', 'Town report for Harrogate viewed'],
      ]),
    );
    const listed = (await admin.api.get('/api/admin/town-reports')).json();
    expect(listed.find((link: { id: string }) => link.id === id)).toMatchObject({
      views: 2,
      lastViewedAt: new Date(NOW.getTime() + 60_000).toISOString(),
    });
  });

  it('downloads the same table as CSV, with "fewer than 5" in hidden cells, and audits that too', async () => {
    const { id, token } = await createLink();
    const res = await client(t.app).get(`/api/public/reports/${token}/report.csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="parkperks-town-report-harrogate-2026-04-14.csv"',
    );
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow, noarchive');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Town,Period,From,To,Shops with redemptions,Drivers,Redemptions,Discounts given (GBP),Minimum spend (GBP)',
    );
    expect(lines).toContain('Harrogate,Week,2026-03-09,2026-03-15,5,5,5,12.50,50.00');
    expect(lines).toContain(
      'Harrogate,Week,2026-03-30,2026-04-05,2,fewer than 5,fewer than 5,fewer than 5,fewer than 5',
    );
    expect(lines).toContain('Harrogate,Month,2026-03-01,2026-03-31,5,5,7,17.50,70.00');
    expect(lines.at(-1)).toBe('Harrogate,Whole period,2025-11-01,2026-04-14,6,6,13,32.50,130.00');
    expect((await viewsOf(id)).map((view) => view.summary)).toEqual([
      'Town report for Harrogate downloaded as CSV',
    ]);
  });

  it('answers 404 for a token that is malformed or unknown, and audits nothing', async () => {
    const before = (await t.db.select().from(auditLog)).length;
    for (const token of ['abc', randomToken(), `${randomToken()}x`]) {
      const res = await client(t.app).get(`/api/public/reports/${token}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        code: 'town_report.not_found',
        message: 'This report link is not valid. It may have expired or been revoked.',
      });
    }
    expect((await t.db.select().from(auditLog)).length).toBe(before);
  });

  it('stops views from one address past 120 an hour, without auditing them', async () => {
    const link = await createLink();
    // As if this address had already read the report 119 times this hour.
    await t.db
      .insert(rateLimitCounters)
      .values({
        key: 'town-report-view:127.0.0.1',
        count: REPORT_VIEWS_PER_HOUR - 1,
        resetAt: new Date(NOW.getTime() + 3_600_000),
      })
      .onConflictDoUpdate({ target: rateLimitCounters.key, set: { count: REPORT_VIEWS_PER_HOUR - 1 } });
    expect((await client(t.app).get(`/api/public/reports/${link.token}`)).statusCode).toBe(200);
    const refused = await client(t.app).get(`/api/public/reports/${link.token}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many report views from here\. Please try again/);
    expect(await viewsOf(link.id)).toHaveLength(1);
    await t.db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, 'town-report-view:127.0.0.1'));
  });
});

describe('listing, expiry and revoking', () => {
  it('lists links newest first with their status; an expired link answers 404', async () => {
    const soon = await createLink({ town: 'Harrogate', expiresAt: '2026-04-16' });
    expect((await client(t.app).get(`/api/public/reports/${soon.token}`)).statusCode).toBe(200);
    t.clock.set(londonTime('2026-04-17', '00:00'));
    try {
      expect((await client(t.app).get(`/api/public/reports/${soon.token}`)).statusCode).toBe(404);
      const listed = (await admin.api.get('/api/admin/town-reports')).json();
      expect(listed.find((link: { id: string }) => link.id === soon.id)).toMatchObject({
        town: 'Harrogate',
        status: 'expired',
        createdBy: 'Avery Admin',
        createdAt: NOW.toISOString(),
        expiresAt: '2026-04-16T23:00:00.000Z',
        revokedAt: null,
        views: 1,
      });
    } finally {
      t.clock.set(NOW);
    }
    t.clock.advance(1000);
    const newest = await createLink();
    t.clock.set(NOW);
    const listed = (await admin.api.get('/api/admin/town-reports')).json();
    expect(listed[0]).toMatchObject({ id: newest.id, status: 'active', views: 0, lastViewedAt: null });
  });

  it('revokes a link for good: 404 from then on, audited, and a second revoke is refused', async () => {
    const link = await createLink();
    t.clock.advance(5_000);
    const res = await admin.api.delete(`/api/admin/town-reports/${link.id}`);
    t.clock.set(NOW);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Report link revoked',
      report: { id: link.id, status: 'revoked', revokedAt: new Date(NOW.getTime() + 5000).toISOString() },
    });
    for (const path of [
      `/api/public/reports/${link.token}`,
      `/api/public/reports/${link.token}/report.csv`,
    ]) {
      const gone = await client(t.app).get(path);
      expect(gone.statusCode, path).toBe(404);
      expect(gone.json().code).toBe('town_report.not_found');
    }
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'town_report.revoke'), eq(auditLog.targetId, link.id)));
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      summary: 'Revoked the report link for Harrogate (created 15 Apr 2026)',
    });
    const again = await admin.api.delete(`/api/admin/town-reports/${link.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('town_report.already_revoked');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const missing = await admin.api.delete(`/api/admin/town-reports/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe('town_report.link_not_found');
    }
  });

  it('offers the towns that have shops, each spelling once, with their shop counts', async () => {
    const towns = (await admin.api.get('/api/admin/town-reports/towns')).json();
    expect(towns).toEqual(
      expect.arrayContaining([
        { town: 'Harrogate', shops: 6 },
        { town: 'York', shops: 1 },
      ]),
    );
    expect(towns.filter((row: { town: string }) => row.town.toLowerCase() === 'harrogate')).toHaveLength(1);
  });
});
