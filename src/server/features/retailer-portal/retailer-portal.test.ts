import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, sessionCookie, type TestApp } from '#tests/support/test-app.ts';
import { uploadImage } from '#tests/support/tickets.ts';
import { CONFIRMATION_ALPHABET } from '#contracts/offers.ts';
import { redemptions, retailers, uploadedObjects } from '#server/db/schema.ts';
import { seedAdmin, seedDriver, seedRetailer, seedTicket, seedUser } from '#server/db/seed.ts';
import { addMonths, londonTime } from '#server/lib/clock.ts';
import { randomString } from '#server/lib/crypto.ts';
import type { Geocode } from '#server/lib/geocode.ts';
import { objectIdFromUrl } from '#server/features/objects/service.ts';
import { csvCell } from '#server/lib/csv.ts';
import { redemptionsCsv } from './csv';
import { trialExpiryJob } from './trial-sweep';

const NOW = londonTime('2026-03-14', '18:00');
const LEEDS = { city: 'Leeds', latitude: 53.79648, longitude: -1.54785 };
const PASSWORD = 'password1';

/** A geocoder that records what it was asked: 'Nowhere' finds nothing, anything else is Harrogate. */
const geocoded: string[] = [];
const fakeGeocode: Geocode = (address) => {
  geocoded.push(address);
  return address.includes('Nowhere') ? null : { city: 'Harrogate', latitude: 53.99, longitude: -1.54 };
};

let t: TestApp;
let n = 0;
type Api = ReturnType<typeof client>;
const as = {} as { anon: Api; driver: Api; admin: Api };

const login = async (emailOrPhone: string) =>
  sessionCookie(await client(t.app).post('/api/auth/login', { emailOrPhone, password: PASSWORD }));

beforeAll(async () => {
  t = await createTestApp({ now: NOW, geocode: fakeGeocode });
  await seedDriver(t.db, { email: 'dee@test.uk', password: PASSWORD }, NOW);
  await seedAdmin(t.db, { email: 'admin@test.uk', password: PASSWORD }, NOW);
  as.anon = client(t.app);
  as.driver = client(t.app, await login('dee@test.uk'));
  as.admin = client(t.app, await login('admin@test.uk'));
});
afterAll(() => t?.close());

/** A retailer with its own signed-in client. */
async function shop(overrides: Partial<Parameters<typeof seedRetailer>[1]> = {}) {
  n += 1;
  const email = `shop${n}@test.uk`;
  const seeded = await seedRetailer(
    t.db,
    {
      businessName: `Shop ${n}`,
      email,
      password: PASSWORD,
      discountAmount: '2.50',
      minimumSpend: '10.00',
      ...LEEDS,
      ...overrides,
    },
    NOW,
  );
  return { ...seeded, api: client(t.app, await login(email)) };
}

/** A driver (optionally phone-only) with a verified ticket in Leeds at `at`, signed in. */
async function driverWithTicket(contact: { email?: string; phone?: string } = {}, at = NOW) {
  n += 1;
  const email = 'email' in contact || 'phone' in contact ? contact.email : `driver${n}@test.uk`;
  const user = await seedDriver(t.db, { email, phone: contact.phone, password: PASSWORD }, at);
  const ticket = await seedTicket(t.db, user.id, LEEDS, at);
  return { user, ticket, api: client(t.app, await login(email ?? contact.phone!)) };
}

/** A redemption as redeemOffer would store it, at any instant (each on its own pending ticket). */
async function seedRedemption(
  retailerId: string,
  userId: string,
  at: Date,
  amounts = { discountAmount: '2.50', minimumSpend: '10.00' },
) {
  const ticket = await seedTicket(t.db, userId, { ...LEEDS, isVerified: false }, at);
  const [row] = await t.db
    .insert(redemptions)
    .values({
      userId,
      parkingTicketId: ticket.id,
      retailerId,
      ...amounts,
      confirmationCode: randomString(CONFIRMATION_ALPHABET, 6),
      redeemedAt: at,
    })
    .returning();
  return row!;
}

async function stored(retailerId: string) {
  const [row] = await t.db.select().from(retailers).where(eq(retailers.id, retailerId));
  return row!;
}

const visibleTo = async (api: Api) =>
  (await api.get('/api/retailers')).json() as { id: string; discountAmount: string }[];

describe('who may use the portal', () => {
  const routes = (id: string) =>
    [
      ['GET', `/api/stats/retailer/${id}`],
      ['GET', `/api/redemptions/retailer/${id}`],
      ['GET', `/api/retailers/${id}/redemptions-per-day`],
      ['GET', `/api/retailers/${id}/redemptions.csv`],
      ['PUT', `/api/retailers/${id}/discount`, { discountAmount: 4, minimumSpend: 20 }],
      ['PUT', `/api/retailers/${id}/profile`, { contactName: 'Someone Else' }],
      ['PUT', `/api/retailers/${id}/toggle-active`],
    ] as const;

  const call = (api: Api, [method, url, body]: readonly [string, string, Record<string, unknown>?]) =>
    method === 'GET' ? api.get(url) : api.put(url, body);

  it('lets the owner and admins in; signed out 401, drivers 403, other retailers and unknown ids 404', async () => {
    const mine = await shop();
    const other = await shop();
    const before = await stored(mine.retailer.id);
    for (const route of routes(mine.retailer.id)) {
      const signedOut = await call(as.anon, route);
      expect(signedOut.statusCode, `${route[1]} signed out`).toBe(401);
      expect(signedOut.json().code, `${route[1]} signed out`).toBe('auth.required');
      const driver = await call(as.driver, route);
      expect(driver.statusCode, `${route[1]} driver`).toBe(403);
      expect(driver.json().code, `${route[1]} driver`).toBe('auth.forbidden');
      const stranger = await call(other.api, route);
      expect(stranger.statusCode, `${route[1]} other retailer`).toBe(404);
      expect(stranger.json()).toEqual({ code: 'retailer.not_found', message: 'Retailer not found' });
    }
    // Nothing the refused calls sent was written.
    expect(await stored(mine.retailer.id)).toEqual(before);
    for (const bad of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      expect((await call(as.admin, routes(bad)[0]!)).statusCode).toBe(404);
    }
    for (const route of routes(mine.retailer.id)) {
      expect((await call(mine.api, route)).statusCode, `${route[1]} owner`).toBe(200);
      expect((await call(as.admin, route)).statusCode, `${route[1]} admin`).toBe(200);
    }
  });

  it('GET /api/retailers/me answers the own record with this month’s code and the effective status', async () => {
    const { retailer, code, api } = await shop({ phone: '+447700900555' });
    const res = await api.get('/api/retailers/me');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: retailer.id,
      businessName: retailer.businessName,
      contactName: null,
      email: retailer.email,
      phone: '+447700900555',
      address: null,
      category: 'Cafe',
      logoUrl: null,
      ...LEEDS,
      discountAmount: '2.50',
      minimumSpend: '10.00',
      monthlyCode: code,
      monthlyFee: '15.00',
      isActive: true,
      subscriptionStatus: 'trial',
      trialEndDate: addMonths(NOW, 3).toISOString(),
      subscriptionStartDate: null,
      commitmentEndDate: null,
      visibleToCustomers: true,
      codeChangedAt: null,
      dailyCap: null,
      monthlyCap: null,
      schedule: null,
      usedToday: 0,
      usedThisMonth: 0,
      emailConfirmed: true,
    });
    expect(res.json().monthlyCode).toMatch(/^\d{4}$/);
  });

  it('shows an active plan with its start and 6-month commitment', async () => {
    const { api } = await shop({ subscriptionStatus: 'active', trialEndDate: null });
    expect((await api.get('/api/retailers/me')).json()).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionStartDate: NOW.toISOString(),
      commitmentEndDate: addMonths(NOW, 6).toISOString(),
    });
  });

  it('answers 404 "Retailer not found" for accounts without a record, 403 for drivers, 401 signed out', async () => {
    await seedUser(t.db, 'retailer', { email: 'norecord@test.uk', password: PASSWORD }, NOW);
    const orphan = client(t.app, await login('norecord@test.uk'));
    for (const api of [orphan, as.admin]) {
      const res = await api.get('/api/retailers/me');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'retailer.not_found', message: 'Retailer not found' });
    }
    expect((await as.driver.get('/api/retailers/me')).statusCode).toBe(403);
    expect((await as.anon.get('/api/retailers/me')).statusCode).toBe(401);
  });
});

describe('the offer', () => {
  it('updates the discount and minimum spend, and drivers see the new amounts', async () => {
    const { retailer, api } = await shop();
    const driver = await driverWithTicket();
    const res = await api.put(`/api/retailers/${retailer.id}/discount`, {
      discountAmount: 3.5,
      minimumSpend: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ discountAmount: '3.50', minimumSpend: '0.00' });
    expect(await stored(retailer.id)).toMatchObject({ discountAmount: '3.50', minimumSpend: '0.00' });
    expect((await visibleTo(driver.api)).find((r) => r.id === retailer.id)?.discountAmount).toBe('3.50');
    // Admins may change any retailer's offer.
    expect(
      (
        await as.admin.put(`/api/retailers/${retailer.id}/discount`, {
          discountAmount: '2',
          minimumSpend: '12.5',
        })
      ).json(),
    ).toMatchObject({
      discountAmount: '2.00',
      minimumSpend: '12.50',
    });
  });

  it.each([
    ['missing discount', { minimumSpend: 10 }, 'discountAmount', 'Discount amount is required'],
    ['missing minimum spend', { discountAmount: 3 }, 'minimumSpend', 'Minimum spend is required'],
    [
      'empty discount',
      { discountAmount: '', minimumSpend: 10 },
      'discountAmount',
      'Discount amount is required',
    ],
    [
      'negative discount',
      { discountAmount: -1, minimumSpend: 10 },
      'discountAmount',
      'The discount must be between £0.50 and £20.00.',
    ],
    [
      'negative minimum spend',
      { discountAmount: 3, minimumSpend: -0.01 },
      'minimumSpend',
      'Minimum spend must be 0 or more',
    ],
    [
      '3 decimals',
      { discountAmount: 2.555, minimumSpend: 10 },
      'discountAmount',
      'Discount amount must have at most 2 decimal places',
    ],
    ['text', { discountAmount: 3, minimumSpend: 'ten' }, 'minimumSpend', 'Minimum spend must be a number'],
    [
      'too large',
      { discountAmount: 20.01, minimumSpend: 25 },
      'discountAmount',
      'The discount must be between £0.50 and £20.00.',
    ],
  ])('refuses a %s with 400 naming the field, and writes nothing', async (_case, body, field, message) => {
    const { retailer, api } = await shop();
    const before = await stored(retailer.id);
    const res = await api.put(`/api/retailers/${retailer.id}/discount`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(res.json().message).toBe(message);
    expect(await stored(retailer.id)).toEqual(before);
  });

  it('pausing hides the offer from drivers and resuming shows it again', async () => {
    const { retailer, code, api } = await shop();
    const driver = await driverWithTicket();
    expect((await visibleTo(driver.api)).map((r) => r.id)).toContain(retailer.id);

    const paused = await api.put(`/api/retailers/${retailer.id}/toggle-active`);
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ isActive: false, visibleToCustomers: false });
    expect((await visibleTo(driver.api)).map((r) => r.id)).not.toContain(retailer.id);
    const refused = await driver.api.post('/api/redemptions', {
      retailerId: retailer.id,
      parkingTicketId: driver.ticket.id,
      retailerCode: code,
    });
    expect(refused.statusCode).toBe(404);

    const resumed = await api.put(`/api/retailers/${retailer.id}/toggle-active`);
    expect(resumed.json()).toMatchObject({ isActive: true, visibleToCustomers: true });
    expect((await visibleTo(driver.api)).map((r) => r.id)).toContain(retailer.id);
  });

  it('an ended trial reads as expired, is hidden from drivers and its code stops redeeming', async () => {
    const trialEnd = new Date(NOW.getTime() + 24 * 60 * 60 * 1000);
    const { retailer, api } = await shop({ trialEndDate: trialEnd });
    const later = londonTime('2026-03-16', '10:00');
    t.clock.set(later);
    try {
      const driver = await driverWithTicket({}, later);
      const me = (await api.get('/api/retailers/me')).json();
      expect(me).toMatchObject({
        subscriptionStatus: 'expired',
        visibleToCustomers: false,
        trialEndDate: trialEnd.toISOString(),
      });
      // Stored status is still 'trial' until the sweep runs: reads do not wait for it.
      expect((await stored(retailer.id)).subscriptionStatus).toBe('trial');
      expect((await visibleTo(driver.api)).map((r) => r.id)).not.toContain(retailer.id);
      const res = await driver.api.post('/api/redemptions', {
        retailerId: retailer.id,
        parkingTicketId: driver.ticket.id,
        retailerCode: me.monthlyCode,
      });
      expect(res.statusCode).toBe(404);

      expect(await trialExpiryJob({ db: t.db, clock: t.clock }).run()).toBe('1 ended trials marked expired.');
      expect((await stored(retailer.id)).subscriptionStatus).toBe('expired');
      expect((await api.get('/api/retailers/me')).json().subscriptionStatus).toBe('expired');
    } finally {
      t.clock.set(NOW);
    }
  });
});

describe('statistics and redemptions', () => {
  // 1 April 2026 00:30 in London is 31 March 23:30 UTC (BST): London's day and month differ from UTC's.
  const APRIL_FIRST = londonTime('2026-04-01', '00:30');

  it('counts today and this month by London time, and sums minimum spends for the revenue', async () => {
    const { retailer } = await shop();
    const { user } = await driverWithTicket();
    await seedRedemption(retailer.id, user.id, londonTime('2026-04-01', '00:10'), {
      discountAmount: '2.50',
      minimumSpend: '10.00',
    });
    await seedRedemption(retailer.id, user.id, londonTime('2026-03-31', '23:50'), {
      discountAmount: '2.50',
      minimumSpend: '12.50',
    });
    await seedRedemption(retailer.id, user.id, londonTime('2026-03-02', '09:00'), {
      discountAmount: '3.00',
      minimumSpend: '0.00',
    });
    await seedRedemption(retailer.id, user.id, londonTime('2026-01-20', '12:00'), {
      discountAmount: '2.00',
      minimumSpend: '7.25',
    });
    const elsewhere = await shop();
    await seedRedemption(elsewhere.retailer.id, user.id, londonTime('2026-04-01', '00:15'));

    t.clock.set(APRIL_FIRST);
    try {
      // Signed in now: a session unused since the shop was made (17 days) has ended.
      const api = client(t.app, await login(retailer.email!));
      const res = await api.get(`/api/stats/retailer/${retailer.id}`);
      expect(res.json()).toEqual({ todayRedemptions: 1, monthRedemptions: 1, totalRevenue: 29.75 });
      t.clock.set(londonTime('2026-03-31', '23:55'));
      expect((await api.get(`/api/stats/retailer/${retailer.id}`)).json()).toEqual({
        todayRedemptions: 1,
        monthRedemptions: 2,
        totalRevenue: 29.75,
      });

      t.clock.set(APRIL_FIRST);
      const days = (await api.get(`/api/retailers/${retailer.id}/redemptions-per-day`)).json() as {
        day: string;
        redemptions: number;
        revenue: number;
      }[];
      expect(days).toHaveLength(30);
      expect(days[0]!.day).toBe('2026-03-03');
      expect(days.at(-1)).toEqual({ day: '2026-04-01', redemptions: 1, revenue: 10 });
      expect(days.at(-2)).toEqual({ day: '2026-03-31', redemptions: 1, revenue: 12.5 });
      // 2 March is 31 days back: outside the window. Every other day is zero-filled.
      expect(days.filter((d) => d.redemptions > 0)).toHaveLength(2);
      expect(days.every((d, i) => i === 0 || d.day > days[i - 1]!.day)).toBe(true);
    } finally {
      t.clock.set(NOW);
    }
  });

  it('lists the 10 latest, newest first, with customers masked and never their e-mail or phone', async () => {
    const { retailer, api } = await shop();
    const withEmail = await driverWithTicket({ email: 'alice.smith@example.com', phone: '+447700900777' });
    const phoneOnly = await driverWithTicket({ phone: '+447700900888' });
    for (let i = 0; i < 11; i++)
      await seedRedemption(retailer.id, withEmail.user.id, new Date(NOW.getTime() - (i + 2) * 60_000));
    await seedRedemption(retailer.id, phoneOnly.user.id, new Date(NOW.getTime() - 60_000), {
      discountAmount: '2.50',
      minimumSpend: '0.00',
    });

    const res = await api.get(`/api/redemptions/retailer/${retailer.id}`);
    const list = res.json() as {
      redeemedAt: string;
      user: { email: string };
      discountAmount: string;
      minimumSpend: string;
    }[];
    expect(list).toHaveLength(10);
    expect(list[0]).toMatchObject({
      redeemedAt: new Date(NOW.getTime() - 60_000).toISOString(),
      user: { email: 'Anonymous' },
      discountAmount: '2.50',
      minimumSpend: '0.00',
    });
    expect(list[1]).toMatchObject({
      user: { email: '****.com' },
      discountAmount: '2.50',
      minimumSpend: '10.00',
    });
    expect(list.map((r) => r.redeemedAt)).toEqual([...list.map((r) => r.redeemedAt)].sort().reverse());
    expect(Object.keys(list[1]!).sort()).toEqual([
      'discountAmount',
      'id',
      'minimumSpend',
      'redeemedAt',
      'user',
    ]);
    expect(Object.keys(list[1]!.user)).toEqual(['email']);
    for (const secret of ['alice', 'example.com', '7700900777', '7700900888'])
      expect(res.body).not.toContain(secret);
  });

  it('exports every redemption as CSV with London dates and times, masked customers and a filename', async () => {
    const { retailer, api } = await shop({ businessName: 'Café "Crumbs", & Co' });
    const { user } = await driverWithTicket({ email: 'bob@example.co.uk' });
    await seedRedemption(retailer.id, user.id, new Date('2026-03-31T23:30:00Z'), {
      discountAmount: '2.50',
      minimumSpend: '10.00',
    });
    for (let i = 0; i < 11; i++)
      await seedRedemption(retailer.id, user.id, londonTime('2026-03-10', `09:${String(10 + i)}`));
    const res = await api.get(`/api/retailers/${retailer.id}/redemptions.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="parkperks-redemptions-cafe-crumbs-co-2026-03-14.csv"',
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe('Date,Time (London),Customer,Discount (GBP),Minimum Spend (GBP)');
    // 23:30 UTC on 31 March is 00:30 on 1 April in London (BST).
    expect(lines[1]).toBe('2026-04-01,00:30,****o.uk,2.50,10.00');
    expect(lines[2]).toBe('2026-03-10,09:20,****o.uk,2.50,10.00');
    expect(lines).toHaveLength(1 + 12 + 1);
    expect(res.body).not.toContain('bob@');
  });

  it('neutralises spreadsheet formulas and quotes CSV cells', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    for (const risky of ['+1', '-1', '@SUM(A1)', '\tcmd', '\rcmd'])
      expect(csvCell(risky).replace(/^"/, '').startsWith("'")).toBe(true);
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('****.com')).toBe('****.com');
    expect(redemptionsCsv([])).toBe(
      '\uFEFFDate,Time (London),Customer,Discount (GBP),Minimum Spend (GBP)\r\n',
    );
  });
});

describe('the profile and logo', () => {
  const png = (colour: { r: number; g: number; b: number }) =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
      .png()
      .toBuffer();

  async function shopWithCookie() {
    n += 1;
    const email = `logo${n}@test.uk`;
    const seeded = await seedRetailer(
      t.db,
      {
        businessName: `Logo Shop ${n}`,
        email,
        password: PASSWORD,
        address: '1 High Street, Leeds',
        ...LEEDS,
      },
      NOW,
    );
    const cookie = await login(email);
    return { ...seeded, cookie, api: client(t.app, cookie) };
  }

  async function objectRow(url: string) {
    const [row] = await t.db
      .select()
      .from(uploadedObjects)
      .where(eq(uploadedObjects.id, objectIdFromUrl(url)!));
    return row!;
  }

  it('updates contact details (phone normalised) and geocodes the address again only when it changes', async () => {
    const { retailer, api } = await shopWithCookie();
    geocoded.length = 0;
    const same = await api.put(`/api/retailers/${retailer.id}/profile`, {
      contactName: ' Cora Crumb ',
      email: 'Cora@Crumbs.Example',
      phone: '07700 900123',
      address: '1 High Street, Leeds',
      currentPassword: PASSWORD,
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({
      contactName: 'Cora Crumb',
      email: 'cora@crumbs.example',
      phone: '+447700900123',
      ...LEEDS,
    });
    expect(geocoded).toEqual([]);

    const moved = await api.put(`/api/retailers/${retailer.id}/profile`, {
      address: '3 Parliament Street, Harrogate',
    });
    expect(moved.json()).toMatchObject({
      address: '3 Parliament Street, Harrogate',
      city: 'Harrogate',
      latitude: 53.99,
      longitude: -1.54,
      contactName: 'Cora Crumb',
    });
    expect(geocoded).toEqual(['3 Parliament Street, Harrogate']);

    const lost = await api.put(`/api/retailers/${retailer.id}/profile`, {
      address: 'Nowhere Lane',
      phone: '',
      contactName: '',
      currentPassword: PASSWORD,
    });
    expect(lost.json()).toMatchObject({
      city: null,
      latitude: null,
      longitude: null,
      phone: null,
      contactName: null,
    });
  });

  it.each([
    [{ phone: '12345' }, 'phone', 'Please enter a valid UK phone number'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ address: '  ' }, 'address', 'Business address is required'],
    [{ logoUrl: 'https://example.com/logo.png' }, 'logoUrl', 'logoUrl must be an uploaded logo'],
  ])('refuses %j with 400 naming the field', async (body, field, message) => {
    const { retailer, api } = await shopWithCookie();
    const before = await stored(retailer.id);
    const res = await api.put(`/api/retailers/${retailer.id}/profile`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(await stored(retailer.id)).toEqual(before);
  });

  it('sets a logo, deletes the old object when it is replaced or removed', async () => {
    const { retailer, cookie, api } = await shopWithCookie();
    const first = await uploadImage(t.app, cookie, await png({ r: 200, g: 0, b: 0 }), 'image/png');
    const set = await api.put(`/api/retailers/${retailer.id}/profile`, { logoUrl: first });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().logoUrl).toBe(first);
    expect((await as.anon.get(first)).statusCode).toBe(200);

    // Saving the form again with the same logo keeps it.
    expect(
      (await api.put(`/api/retailers/${retailer.id}/profile`, { logoUrl: first, contactName: 'A' })).json()
        .logoUrl,
    ).toBe(first);
    expect((await objectRow(first)).deletedAt).toBeNull();

    const second = await uploadImage(t.app, cookie, await png({ r: 0, g: 0, b: 200 }), 'image/png');
    expect((await api.put(`/api/retailers/${retailer.id}/profile`, { logoUrl: second })).json().logoUrl).toBe(
      second,
    );
    expect((await objectRow(first)).deletedAt).not.toBeNull();
    expect(await t.storage.get(objectIdFromUrl(first)!)).toBeNull();
    expect((await as.anon.get(first)).statusCode).toBe(404);
    expect((await as.anon.get(second)).statusCode).toBe(200);

    const removed = await api.put(`/api/retailers/${retailer.id}/profile`, { logoUrl: null });
    expect(removed.json().logoUrl).toBeNull();
    expect((await objectRow(second)).deletedAt).not.toBeNull();
    expect((await as.anon.get(second)).statusCode).toBe(404);
  });

  it('refuses a logo that is not ours: another account’s, a ticket photo, a deleted or unknown object (400)', async () => {
    const mine = await shopWithCookie();
    const theirs = await shopWithCookie();
    const theirLogo = await uploadImage(t.app, theirs.cookie, await png({ r: 0, g: 200, b: 0 }), 'image/png');
    const driver = await driverWithTicket();
    const driverCookie = await login(driver.user.email!);
    const ticketPhoto = await uploadImage(
      t.app,
      driverCookie,
      await sharp({ create: { width: 40, height: 30, channels: 3, background: '#fff' } })
        .jpeg()
        .toBuffer(),
    );
    const replaced = await uploadImage(t.app, mine.cookie, await png({ r: 1, g: 2, b: 3 }), 'image/png');
    await mine.api.put(`/api/retailers/${mine.retailer.id}/profile`, { logoUrl: replaced });
    await mine.api.put(`/api/retailers/${mine.retailer.id}/profile`, { logoUrl: null });
    const before = await stored(mine.retailer.id);
    for (const logoUrl of [
      theirLogo,
      ticketPhoto,
      replaced,
      '/api/objects/00000000-0000-4000-8000-000000000000',
      '/api/objects/../../etc/passwd',
    ]) {
      const res = await mine.api.put(`/api/retailers/${mine.retailer.id}/profile`, { logoUrl });
      expect(res.statusCode, logoUrl).toBe(400);
      expect(res.json().fields.logoUrl).toMatch(/logoUrl must be/);
    }
    expect(await stored(mine.retailer.id)).toEqual(before);
    expect((await objectRow(theirLogo)).deletedAt).toBeNull();
  });

  it('lets an admin put a logo they uploaded on a retailer, stored without its query string', async () => {
    const { retailer } = await shopWithCookie();
    const adminCookie = await login('admin@test.uk');
    const logo = await uploadImage(t.app, adminCookie, await png({ r: 9, g: 9, b: 9 }), 'image/png');
    const res = await as.admin.put(`/api/retailers/${retailer.id}/profile`, {
      logoUrl: `${logo}?signature=abc`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await stored(retailer.id)).logoUrl).toBe(logo);
  });
});
