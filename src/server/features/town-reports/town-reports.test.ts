import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, TEST_ORIGIN, type TestApp } from '#tests/support/test-app.ts';
import { auditLog, rateLimitCounters, redemptions, townReports } from '#server/db/schema.ts';
import { REPORT_VIEWS_PER_HOUR } from './service';
import { seedDriver, seedRetailer, seedTicket } from '#server/db/seed.ts';
import { asAdmin, asDriver } from '#server/features/admin/admin-test-helpers.ts';
import { londonDay, londonTime } from '#server/lib/clock.ts';
import { randomToken, sha256Hex } from '#server/lib/crypto.ts';

// A Wednesday in British Summer Time.
const NOW = londonTime('2026-04-15', '12:00');
const FEWER = 'fewer than 5';
let t: TestApp;
let admin: Awaited<ReturnType<typeof asAdmin>>;

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

/**
 * Harrogate: 6 shops (one stored as 'harrogate') and 6 drivers.
 *  - Tue 10 Mar 14:15 GMT: drivers 1-5 at shops 1-5.
 *  - 00:30 BST on Mon 30 Mar (23:30 UTC on Sunday the 29th): drivers 1-2 at shops 1-2.
 *  - Tue 14 Apr 10:05 BST: drivers 1-6 at shops 1-6.
 * York has 5 drivers at one shop, none of which may count for Harrogate.
 */
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  admin = await asAdmin(t, 'Avery Admin');
  const shops = [];
  for (let i = 0; i < 5; i++) shops.push(await seedShop('Harrogate'));
  shops.push(await seedShop('harrogate'));
  const york = await seedShop('York');
  const drivers = [];
  for (let i = 0; i < 6; i++) drivers.push((await seedDriver(t.db, { email: `d${i}@town.test` }, NOW)).id);
  for (let i = 0; i < 5; i++) await redeemAt(drivers[i]!, shops[i]!.id, londonTime('2026-03-10', '14:15'));
  for (let i = 0; i < 2; i++) await redeemAt(drivers[i]!, shops[i]!.id, new Date('2026-03-29T23:30:00Z'));
  for (let i = 0; i < 6; i++) await redeemAt(drivers[i]!, shops[i]!.id, londonTime('2026-04-14', '10:05'));
  for (let i = 0; i < 5; i++) await redeemAt(drivers[i]!, york.id, londonTime('2026-04-14', '11:00'));
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
  it('answers the town’s figures by London week and month, hiding small groups, and is never indexed', async () => {
    const { token } = await createLink();
    const res = await client(t.app).get(`/api/public/reports/${token}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow, noarchive');
    expect(res.headers['cache-control']).toBe('no-store');
    const report = res.json();
    expect(report).toMatchObject({
      town: 'Harrogate',
      period: { from: '2025-05-01', to: '2026-04-14' },
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
    // 00:30 on Monday 30 March in London: that week, 2 drivers, so nothing shows.
    expect(week('2026-03-30')).toMatchObject({
      shops: FEWER,
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
    expect(week('2026-03-23')).toMatchObject({ redemptions: FEWER });
    const month = (m: string) => report.months.find((row: { month: string }) => row.month === m);
    expect(report.months).toHaveLength(12);
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
    expect(month('2026-02')).toMatchObject({ redemptions: FEWER });
    // Monday's 2 redemptions would be the total minus Tuesday's 11: so Tuesday is hidden as well.
    expect(report.weekdays).toEqual([1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, redemptions: FEWER })));
    // Hours: 00:00 has 2 drivers, so the smallest shown hour (14:00, 5) is hidden with it; 10:00 shows.
    expect(report.hours).toHaveLength(24);
    expect(report.hours[10]).toEqual({ hour: 10, redemptions: 6 });
    expect(report.hours[14]).toEqual({ hour: 14, redemptions: FEWER });
    expect(report.hours[0]).toEqual({ hour: 0, redemptions: FEWER });
    expect(JSON.stringify(report)).not.toMatch(/@town\.test|Shop \d/);
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
      'Harrogate,Week,2026-03-30,2026-04-05,fewer than 5,fewer than 5,fewer than 5,fewer than 5,fewer than 5',
    );
    expect(lines).toContain('Harrogate,Month,2026-03-01,2026-03-31,5,5,7,17.50,70.00');
    expect(lines.at(-1)).toBe('Harrogate,Whole period,2025-05-01,2026-04-14,6,6,13,32.50,130.00');
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
