import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, sessionCookie, type TestApp } from '#tests/support/test-app.ts';
import { CHECK_CODE_AMBIGUOUS, CHECK_CODE_INVALID, CODE_NOT_FOUND } from '#contracts/retailer-portal.ts';
import { redemptions } from '#server/db/schema.ts';
import { seedAdmin, seedDriver, seedRetailer, seedTicket } from '#server/db/seed.ts';
import { londonTime } from '#server/lib/clock.ts';

const NOW = londonTime('2026-03-14', '18:00');
const LEEDS = { city: 'Leeds', latitude: 53.79648, longitude: -1.54785 };
const PASSWORD = 'password1';

let t: TestApp;
type Api = ReturnType<typeof client>;
const as = {} as { anon: Api; driver: Api; admin: Api; shop: Api; otherShop: Api };
let shopId: string;
let otherShopId: string;
let driverId: string;
/** The code the driver got at the shop today (through the real redeem call). */
let todaysCode: string;

const login = async (emailOrPhone: string) =>
  sessionCookie(await client(t.app).post('/api/auth/login', { emailOrPhone, password: PASSWORD }));

/** A redemption stored as redeemOffer stores it, on its own ticket, at any instant. */
async function seedRedemption(retailerId: string, at: Date, confirmationCode: string) {
  const ticket = await seedTicket(t.db, driverId, { ...LEEDS, isVerified: false }, at);
  await t.db.insert(redemptions).values({
    userId: driverId,
    parkingTicketId: ticket.id,
    retailerId,
    discountAmount: '2.50',
    minimumSpend: '10.00',
    confirmationCode,
    redeemedAt: at,
  });
}

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  const driver = await seedDriver(t.db, { email: 'dee.driver@test.uk', password: PASSWORD }, NOW);
  driverId = driver.id;
  await seedAdmin(t.db, { email: 'admin@test.uk', password: PASSWORD }, NOW);
  const shop = await seedRetailer(
    t.db,
    {
      businessName: 'Till Shop',
      email: 'till@test.uk',
      password: PASSWORD,
      discountAmount: '3.00',
      ...LEEDS,
    },
    NOW,
  );
  const other = await seedRetailer(
    t.db,
    { businessName: 'Other Shop', email: 'other@test.uk', password: PASSWORD, ...LEEDS },
    NOW,
  );
  shopId = shop.retailer.id;
  otherShopId = other.retailer.id;
  as.anon = client(t.app);
  as.driver = client(t.app, await login('dee.driver@test.uk'));
  as.admin = client(t.app, await login('admin@test.uk'));
  as.shop = client(t.app, await login('till@test.uk'));
  as.otherShop = client(t.app, await login('other@test.uk'));

  const ticket = await seedTicket(t.db, driverId, LEEDS, londonTime('2026-03-14', '09:00'));
  const redeemed = await as.driver.post('/api/redemptions', {
    retailerId: shopId,
    parkingTicketId: ticket.id,
    retailerCode: shop.code,
  });
  expect(redeemed.statusCode, redeemed.body).toBe(201);
  todaysCode = redeemed.json().confirmationCode;
});
afterAll(() => t?.close());

const check = (api: Api, id: string, code: string) =>
  api.get(`/api/retailers/${id}/redemptions/check?code=${encodeURIComponent(code)}`);

/** Each code checked at the shop is refused with 400 and exactly this answer. */
async function expectEachRefused(codes: string[], answer: Record<string, unknown>) {
  for (const bad of codes) {
    const res = await check(as.shop, shopId, bad);
    expect(res.statusCode, bad).toBe(400);
    expect(res.json(), bad).toEqual(answer);
  }
}

describe('checking a confirmation code at the till', () => {
  it('finds today’s redemption at the shop: amount, time and the masked customer only', async () => {
    const res = await check(as.shop, shopId, todaysCode);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: expect.any(String),
      confirmationCode: todaysCode,
      redeemedAt: NOW.toISOString(),
      user: { email: '****t.uk' },
      discountAmount: '3.00',
      minimumSpend: '15.00',
    });
    expect(res.body).not.toContain('dee.driver');
  });

  it('reads the code as a cashier types it: any case, spaces and a dash', async () => {
    const typed = `${todaysCode.slice(0, 3).toLowerCase()} -${todaysCode.slice(3)} `;
    const res = await check(as.shop, shopId, typed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().confirmationCode).toBe(todaysCode);
  });

  it('answers for the caller’s own shop at /me', async () => {
    const res = await check(as.shop, 'me', todaysCode);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().confirmationCode).toBe(todaysCode);
  });

  it('lets an admin check any shop’s code', async () => {
    const res = await check(as.admin, shopId, todaysCode);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('says not found for another shop’s code, at that shop and from its own portal', async () => {
    const res = await check(as.otherShop, otherShopId, todaysCode);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(CODE_NOT_FOUND);
    // Another retailer's id is not theirs to ask about: the same 404 as a missing one.
    expect((await check(as.otherShop, shopId, todaysCode)).statusCode).toBe(404);
  });

  it('says not found for yesterday’s code at the same shop (codes are unique per London day)', async () => {
    await seedRedemption(shopId, londonTime('2026-03-13', '23:59'), 'YSTRDY');
    await seedRedemption(shopId, londonTime('2026-03-14', '00:00'), 'MDNGHT');
    const yesterday = await check(as.shop, shopId, 'YSTRDY');
    expect(yesterday.statusCode).toBe(404);
    expect(yesterday.json().message).toBe(CODE_NOT_FOUND);
    // Just after London midnight is today.
    expect((await check(as.shop, shopId, 'MDNGHT')).statusCode).toBe(200);
  });

  it('is for retailers and admins: a driver gets 403, a visitor 401', async () => {
    expect((await check(as.driver, shopId, todaysCode)).statusCode).toBe(403);
    expect((await check(as.driver, 'me', todaysCode)).statusCode).toBe(403);
    expect((await check(as.anon, shopId, todaysCode)).statusCode).toBe(401);
  });

  it('finds the code typed in lower case, with spaces around and inside, or with a dash', async () => {
    const head = todaysCode.slice(0, 3);
    const tail = todaysCode.slice(3);
    for (const typed of [
      todaysCode.toLowerCase(),
      `${head.toLowerCase()}-${tail.toLowerCase()}`,
      `  ${head} ${tail}  `,
      `${head}-${tail}`,
      `${head[0]} ${head.slice(1)} - ${tail}`,
    ]) {
      const res = await check(as.shop, shopId, typed);
      expect(res.statusCode, typed).toBe(200);
      expect(res.json().confirmationCode, typed).toBe(todaysCode);
    }
  });

  it('says codes never contain 0, 1, I or O, with its own code, for a code typed with one', async () => {
    await expectEachRefused(['ABC123', 'abc-10x', 'ABCDE0', 'ABCDEI', 'abcdeo', 'O', 'ABCDEFG1'], {
      code: 'redemption.code_ambiguous',
      message: 'Confirmation codes never contain 0, 1, I or O: check the letters.',
      fields: { code: CHECK_CODE_AMBIGUOUS },
    });
  });

  it('answers 400 naming the code for a malformed or missing one', async () => {
    await expectEachRefused(['ABC', 'ABCDEFG', 'ABC-23', '<script>', 'ABC_234', '-- --'], {
      code: 'validation.invalid',
      message: 'Enter the 6-character confirmation code',
      fields: { code: CHECK_CODE_INVALID },
    });
    const missing = await as.shop.get(`/api/retailers/${shopId}/redemptions/check`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ code: 'code is required' });
  });
});
