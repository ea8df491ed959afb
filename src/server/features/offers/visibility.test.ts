import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { statementsDuring as countStatements } from '#tests/support/statements.ts';
import { client, createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { MAX_VISIBLE_RETAILERS } from '#contracts/constants.ts';
import { type PublicRetailer, publicRetailerSchema } from '#contracts/offers.ts';
import type { Db } from '#server/db/client.ts';
import { retailers, users } from '#server/db/schema.ts';
import { seedAdmin, seedDriver, seedRetailer, seedTicket } from '#server/db/seed.ts';
import { createSession } from '#server/features/auth/sessions.ts';
import { isOpenForOffers } from '#server/features/retailers/subscription.ts';
import { todaysTicket } from '#server/features/tickets/index.ts';
import { londonTime } from '#server/lib/clock.ts';
import { coordinatesOf, isNearby, milesBetween } from '#server/lib/geo/haversine.ts';

// GET /api/retailers answers in one statement (docs/decisions/031). These tests hold it to the rules
// written as plain functions (lib/geo isNearby, retailers' isOpenForOffers, tickets' todaysTicket):
// every caller and filter below gets exactly the list those functions give, in their order.

const NOW = londonTime('2026-03-14', '18:00');
const LEEDS = { latitude: 53.79648, longitude: -1.54785 };
const YORK = { latitude: 53.95997, longitude: -1.08734 };

let t: TestApp;
let n = 0;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(() => t?.close());

/** Retailers written straight into the table (many at once, no geocoding): the rows the rules judge. */
async function shops(rows: Partial<typeof retailers.$inferInsert>[]) {
  const owners = await t.db
    .insert(users)
    .values(rows.map(() => ({ email: `owner${++n}@test.uk`, userType: 'retailer' as const })))
    .returning({ id: users.id });
  return t.db
    .insert(retailers)
    .values(
      rows.map((row, i) => ({
        userId: owners[i]!.id,
        businessName: `Shop ${n}-${i}`,
        category: 'Cafe',
        discountAmount: '2.50',
        minimumSpend: '10.00',
        subscriptionStatus: 'active' as const,
        ...row,
      })),
    )
    .returning();
}

async function signedIn(userId: string) {
  return client(t.app, `pp_session=${await createSession(t.db, userId, NOW)}`);
}

async function driver(tickets: Parameters<typeof seedTicket>[2][] = [], at: Date[] = []) {
  const user = await seedDriver(t.db, { email: `driver${++n}@test.uk` }, NOW);
  for (const [i, ticket] of tickets.entries()) await seedTicket(t.db, user.id, ticket, at[i] ?? NOW);
  return { user, api: await signedIn(user.id) };
}

/** The list as the rules, written as plain functions, make it (docs/decisions/005, 016). */
async function expectedList(
  db: Db,
  caller: { id: string; userType: string },
  filters: Record<string, string>,
) {
  const ticket = caller.userType === 'customer' ? await todaysTicket(db, caller.id, NOW) : null;
  const point = ticket ? coordinatesOf(ticket) : null;
  const located = !!ticket && (point !== null || !!ticket.city?.trim());
  const q = filters.q?.toLowerCase();
  const all = await db.select().from(retailers);
  const rows = all
    .filter((row) => isOpenForOffers(row, NOW) && isNearby(ticket, row))
    .filter(
      (row) => !q || row.businessName.toLowerCase().includes(q) || row.category.toLowerCase().includes(q),
    )
    .filter((row) => !filters.category || row.category.toLowerCase() === filters.category.toLowerCase())
    .filter((row) => !filters.id || row.id === filters.id)
    .map((row) => {
      const there = coordinatesOf(row);
      return { row, miles: located && point && there ? milesBetween(point, there) : null };
    });
  const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  rows.sort(
    (a, b) =>
      (a.miles ?? Number.POSITIVE_INFINITY) - (b.miles ?? Number.POSITIVE_INFINITY) ||
      byCodePoint(a.row.businessName, b.row.businessName) ||
      byCodePoint(a.row.id, b.row.id),
  );
  return rows.slice(0, MAX_VISIBLE_RETAILERS).map(
    ({ row, miles }): PublicRetailer => ({
      id: row.id,
      businessName: row.businessName,
      category: row.category,
      address: row.address,
      city: row.city,
      logoUrl: row.logoUrl,
      discountAmount: row.discountAmount,
      minimumSpend: row.minimumSpend,
      distanceMiles:
        miles !== null && ticket?.coordinatesPrecise && row.coordinatesPrecise
          ? Math.round(miles * 10) / 10
          : null,
      // No budgets or hours here: every offer runs all day (docs/decisions/037; offer-budgets.test.ts).
      availableUntil: null,
      nextOpensAt: null,
    }),
  );
}

const listOf = async (api: Awaited<ReturnType<typeof signedIn>>, filters: Record<string, string> = {}) => {
  const res = await api.get(`/api/retailers?${new URLSearchParams(filters)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PublicRetailer[];
};

describe('the list, against the rules as plain functions', () => {
  let juice: string;
  beforeAll(async () => {
    const at = (miles: number, bearing: number) => ({
      latitude: LEEDS.latitude + (miles / 69.1) * Math.cos(bearing),
      longitude:
        LEEDS.longitude + (miles / (69.1 * Math.cos((LEEDS.latitude * Math.PI) / 180))) * Math.sin(bearing),
    });
    const [first] = await shops([
      {
        businessName: '100% Juice',
        category: 'Juice_Bar',
        city: 'Leeds',
        ...at(0.7, 1),
        coordinatesPrecise: true,
      },
      { businessName: 'Centre Cafe', city: 'Leeds', ...LEEDS },
      { businessName: 'Horsforth Salon', category: 'Salon', city: 'Horsforth', ...at(4.6, 5.5) },
      { businessName: 'Bradford Gym', category: 'Gym', city: 'Bradford', ...at(8.7, 4.7) },
      { businessName: 'Leeds Name Far Away', city: 'LEEDS', latitude: 51.5074, longitude: -0.1278 },
      { businessName: 'Unplaced Bakery', city: 'Nowhere' },
      { businessName: 'Paused Deli', isActive: false, city: 'Leeds', ...at(0.2, 2) },
      {
        businessName: 'Lapsed Trial',
        subscriptionStatus: 'trial',
        trialEndDate: new Date(NOW.getTime() - 1000),
        ...at(0.3, 2),
      },
      {
        businessName: 'Live Trial',
        subscriptionStatus: 'trial',
        trialEndDate: new Date(NOW.getTime() + 1000),
        ...at(0.4, 2),
      },
      { businessName: 'Open Trial', subscriptionStatus: 'trial', trialEndDate: null, ...at(2.2, 3) },
      { businessName: 'Gone', subscriptionStatus: 'cancelled', city: 'Leeds', ...at(0.5, 2) },
      { businessName: 'Expired', subscriptionStatus: 'expired', city: 'Leeds', ...at(0.6, 2) },
      { businessName: 'York Minster Tea', city: 'York', ...YORK },
      { businessName: 'Twin', city: 'Leeds', ...at(1.5, 0.5), coordinatesPrecise: true },
      { businessName: 'Twin', city: 'Leeds', ...at(1.5, 0.5), coordinatesPrecise: true },
      { businessName: 'Edge In', city: 'Otley', ...at(4.95, 0) },
      { businessName: 'Edge Out', city: 'Otley', ...at(5.05, 0) },
    ]);
    juice = first!.id;
    // More than a list holds, at distinct distances, so the nearest 100 (and the first 100 by name) are cut.
    await shops(
      Array.from({ length: 110 }, (_, i) => ({
        businessName: `Spiral ${String(i).padStart(3, '0')}`,
        category: i % 3 ? 'Cafe' : 'Salon',
        city: i % 2 ? 'Leeds' : null,
        ...at(0.05 + i * 0.04, i * 2.4),
        coordinatesPrecise: i % 4 === 0,
      })),
    );
  });

  it('gives every kind of caller exactly what the rules give, nearest first, at most 100', async () => {
    const yesterday = (hour: string) => londonTime('2026-03-13', hour);
    const callers = {
      'a driver at their own position in Leeds': await driver([
        { ...LEEDS, city: 'Leeds', coordinatesPrecise: true },
      ]),
      'a driver at the Leeds town centre': await driver([{ ...LEEDS, city: 'Leeds' }]),
      'a driver whose ticket names only the town': await driver([
        { city: ' Leeds ', latitude: null, longitude: null },
      ]),
      'a driver whose ticket has only a point': await driver([
        { ...LEEDS, city: null, coordinatesPrecise: true },
      ]),
      'a driver whose ticket has no place': await driver([{ city: null, latitude: null, longitude: null }]),
      'a driver without a ticket': await driver(),
      'a driver with today’s unverified York upload and yesterday’s Leeds ticket': await driver(
        [
          { ...LEEDS, city: 'Leeds' },
          { ...YORK, city: 'York', isVerified: false },
        ],
        [yesterday('20:00'), NOW],
      ),
      'a driver with only yesterday’s ticket, still valid': await driver(
        [{ ...YORK, city: 'York' }],
        [yesterday('20:00')],
      ),
      'a driver with only yesterday’s expired ticket': await driver(
        [{ ...YORK, city: 'York' }],
        [yesterday('10:00')],
      ),
    };
    const retailer = await seedRetailer(
      t.db,
      { businessName: 'Caller Shop', email: `caller${++n}@test.uk` },
      NOW,
    );
    const admin = await seedAdmin(t.db, { email: `admin${++n}@test.uk` }, NOW);
    const all = {
      ...callers,
      'a retailer': { user: retailer.user, api: await signedIn(retailer.user.id) },
      'an admin': { user: admin, api: await signedIn(admin.id) },
    };
    const filterSets: Record<string, string>[] = [
      {},
      { q: 'JUICE' },
      { q: '100%' },
      { q: '_' },
      { category: 'salon' },
      { q: 'o', category: 'Cafe' },
      { id: juice },
    ];
    for (const [who, { user, api }] of Object.entries(all)) {
      for (const filters of filterSets) {
        const answer = await listOf(api, filters);
        expect(answer, `${who} ${JSON.stringify(filters)}`).toEqual(await expectedList(t.db, user, filters));
      }
    }
    // The checks above are not empty: the nearest 100 are cut from more, and distances are shown.
    const own = await listOf(callers['a driver at their own position in Leeds'].api);
    expect(own).toHaveLength(MAX_VISIBLE_RETAILERS);
    expect(own[0]).toMatchObject({ businessName: 'Centre Cafe', distanceMiles: null });
    expect(own.some((r) => r.distanceMiles !== null)).toBe(true);
    const centre = callers['a driver at the Leeds town centre'].api;
    const found = async (q: string) => (await listOf(centre, { q })).map((r) => r.businessName);
    expect(await found('Far Away')).toEqual(['Leeds Name Far Away']); // the same town, by name
    expect(await found('Unplaced')).toEqual(['Unplaced Bakery']); // no coordinates: never hidden
    expect(await found('Edge')).toEqual(['Edge In']); // 4.95 miles in, 5.05 out
    expect(await found('Bradford')).toEqual([]);
    expect(await found('Paused')).toEqual([]);
    const anywhere = await listOf(callers['a driver without a ticket'].api, { q: 'York' });
    expect(anywhere.map((r) => r.businessName)).toEqual(['York Minster Tea']);
  });

  it('sends the public shape and nothing else, as JSON', async () => {
    const { api } = await driver([{ ...LEEDS, city: 'Leeds', coordinatesPrecise: true }]);
    const res = await api.get('/api/retailers');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    // The database writes this answer (docs/decisions/031): every item is exactly the schema's shape.
    for (const item of res.json() as unknown[]) z.strictObject(publicRetailerSchema.shape).parse(item);
    const [one] = await listOf(api, { id: juice });
    expect(one).toEqual({
      id: juice,
      businessName: '100% Juice',
      category: 'Juice_Bar',
      address: null,
      city: 'Leeds',
      logoUrl: null,
      discountAmount: '2.50',
      minimumSpend: '10.00',
      distanceMiles: 0.7,
      availableUntil: null,
      nextOpensAt: null,
    });
  });

  it('sends the same list compressed to a phone that accepts brotli or gzip', async () => {
    const { api } = await driver([{ ...LEEDS, city: 'Leeds' }]);
    const plain = await api.get('/api/retailers');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await api.get('/api/retailers', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await api.get('/api/retailers', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });
});

describe('one database round trip, and a short cache (docs/decisions/031)', () => {
  const statementsDuring = (run: () => Promise<unknown>) => countStatements(t.database, run);

  it('answers a list read moments ago in one statement, and a new one in two (three after a change)', async () => {
    // A place no other test lists from, so nothing is cached for it yet.
    const place = { latitude: LEEDS.latitude + 0.001, longitude: LEEDS.longitude, city: 'Leeds' };
    const { api } = await driver([place]);
    const admin = await seedAdmin(t.db, { email: `admin${++n}@test.uk` }, NOW);
    const adminApi = await signedIn(admin.id);
    await shops([{ ...YORK, city: 'York' }]); // a change to retailers: nothing cached before it is used
    // The caller with the list's key; the offers' hours, once per change to retailers; then the
    // list, unless this server read it moments ago.
    expect(await statementsDuring(() => listOf(api))).toBe(3);
    expect(await statementsDuring(() => listOf(api))).toBe(1);
    expect(await statementsDuring(() => listOf(api, { q: 'cafe', category: 'Cafe' }))).toBe(2);
    expect(await statementsDuring(() => listOf(api, { q: 'cafe', category: 'Cafe' }))).toBe(1);
    expect(await statementsDuring(() => listOf(adminApi))).toBe(2);
    expect(await statementsDuring(() => listOf(adminApi))).toBe(1);
    // Another driver parked at the same place shares the list (a town-centre ticket: no distances).
    const other = await driver([place]);
    expect(await statementsDuring(() => listOf(other.api))).toBe(1);
  });

  it('shows a change to any retailer at once, and drops an offer whose trial ends as the clock moves on', async () => {
    const { api } = await driver([{ ...YORK, city: 'York' }]);
    const [shop] = await shops([{ ...YORK, city: 'York', businessName: 'Minster Cakes' }]);
    expect((await listOf(api)).find((r) => r.id === shop!.id)?.discountAmount).toBe('2.50');
    // Written straight to the table, as another server would: the retailers' version moves on.
    await t.db.update(retailers).set({ discountAmount: '4.00' }).where(eq(retailers.id, shop!.id));
    expect((await listOf(api)).find((r) => r.id === shop!.id)?.discountAmount).toBe('4.00');
    await t.db
      .update(retailers)
      .set({ subscriptionStatus: 'trial', trialEndDate: new Date(NOW.getTime() + 60_000) })
      .where(eq(retailers.id, shop!.id));
    expect((await listOf(api)).some((r) => r.id === shop!.id)).toBe(true);
    t.clock.advance(2 * 60_000);
    try {
      expect((await listOf(api)).some((r) => r.id === shop!.id)).toBe(false);
    } finally {
      t.clock.set(NOW);
    }
  });

  it('still records a session’s use when it is due, as the plain lookup does', async () => {
    const { api } = await driver([{ ...LEEDS, city: 'Leeds' }]);
    await listOf(api);
    t.clock.advance(6 * 60 * 1000);
    try {
      // The caller, the list (the clock moved on), then the session's last use (due after 5 minutes);
      // then only the caller for a while.
      expect(await statementsDuring(() => listOf(api))).toBe(3);
      expect(await statementsDuring(() => listOf(api))).toBe(1);
    } finally {
      t.clock.set(NOW);
    }
  });
});

describe('who may ask', () => {
  it('answers 401 without a session, with an unknown one, after logout and once the account is gone', async () => {
    expect((await client(t.app).get('/api/retailers')).statusCode).toBe(401);
    expect((await client(t.app, 'pp_session=not-a-session').get('/api/retailers')).statusCode).toBe(401);
    const { api } = await driver([{ ...LEEDS, city: 'Leeds' }]);
    await listOf(api);
    expect((await api.get('/api/auth/logout')).statusCode).toBe(200);
    const after = await api.get('/api/retailers');
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('auth.required');

    const other = await driver([{ ...LEEDS, city: 'Leeds' }]);
    await listOf(other.api);
    await t.db.delete(users).where(eq(users.id, other.user.id));
    expect((await other.api.get('/api/retailers')).statusCode).toBe(401);
  });

  it('answers 400 naming the field for a bad query string when signed in, and 401 before that when not', async () => {
    const { api } = await driver([{ ...LEEDS, city: 'Leeds' }]);
    const bad = await api.get('/api/retailers?id=not-a-uuid');
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().fields).toHaveProperty('id');
    expect((await client(t.app).get('/api/retailers?id=not-a-uuid')).statusCode).toBe(401);
  });
});
