import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { client, createTestApp, sessionCookie, type TestApp } from '#tests/support/test-app.ts';
import { redemptions } from '#server/db/schema.ts';
import { seedDriver, seedRetailer, seedTicket } from '#server/db/seed.ts';
import { londonTime } from '#server/lib/clock.ts';
import { CONFIRMATION_CODE_ATTEMPTS, confirmationCodes } from './redeem';

const NOW = londonTime('2026-03-14', '18:00');
const LEEDS = { city: 'Leeds', latitude: 53.79648, longitude: -1.54785 };
const CODE = /^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{6}$/;

let t: TestApp;
let n = 0;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(() => t?.close());
afterEach(() => {
  vi.restoreAllMocks();
  t.clock.set(NOW);
});

/** A driver with a ticket for the clock's day, and a shop with this month's code. */
async function driverAndShop() {
  n += 1;
  const at = t.clock.now();
  const user = await seedDriver(t.db, { email: `codes${n}@test.uk`, password: 'password1' }, at);
  const login = await client(t.app).post('/api/auth/login', {
    emailOrPhone: `codes${n}@test.uk`,
    password: 'password1',
  });
  const ticket = await seedTicket(t.db, user.id, {}, at);
  const { retailer, code } = await seedRetailer(
    t.db,
    { businessName: `Code Shop ${n}`, email: `codeshop${n}@test.uk`, discountAmount: '2.00', ...LEEDS },
    at,
  );
  const redeem = () =>
    client(t.app, sessionCookie(login)).post('/api/redemptions', {
      retailerId: retailer.id,
      parkingTicketId: ticket.id,
      retailerCode: code,
    });
  return { redeem, retailerId: retailer.id };
}

describe('confirmation codes, unique per London day (docs/decisions/027)', () => {
  it('retries a colliding code with a fresh one in the same transaction: 201, never an error', async () => {
    const first = await driverAndShop();
    const taken = (await first.redeem()).json().confirmationCode as string;

    const second = await driverAndShop();
    // The next three codes are all taken today; the fourth is free.
    const next = vi
      .spyOn(confirmationCodes, 'next')
      .mockReturnValueOnce(taken)
      .mockReturnValueOnce(taken)
      .mockReturnValueOnce(taken);
    const res = await second.redeem();
    expect(res.statusCode, res.body).toBe(201);
    const code = res.json().confirmationCode as string;
    expect(code).toMatch(CODE);
    expect(code).not.toBe(taken);
    expect(next).toHaveBeenCalledTimes(4);
    // One redemption, one ticket slot used: the collisions left nothing behind.
    expect(res.json().redemptionsUsed).toBe(1);
    const stored = await t.db.select().from(redemptions).where(eq(redemptions.retailerId, second.retailerId));
    expect(stored.map((row) => row.confirmationCode)).toEqual([code]);
  });

  it('accepts a code that another London day already used', async () => {
    t.clock.set(londonTime('2026-03-13', '23:50'));
    const yesterday = await driverAndShop();
    const used = (await yesterday.redeem()).json().confirmationCode as string;

    t.clock.set(londonTime('2026-03-14', '00:10'));
    const today = await driverAndShop();
    vi.spyOn(confirmationCodes, 'next').mockReturnValueOnce(used);
    const res = await today.redeem();
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().confirmationCode).toBe(used);
    const both = await t.db.select().from(redemptions).where(eq(redemptions.confirmationCode, used));
    expect(both.map((row) => row.redeemedDay).sort()).toEqual(['2026-03-13', '2026-03-14']);
  });

  it('stores the London day, not the UTC one (23:30 UTC in summer is the next day)', async () => {
    t.clock.set(new Date('2026-06-09T23:30:00Z'));
    const shop = await driverAndShop();
    const res = await shop.redeem();
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db
      .select({ day: redemptions.redeemedDay })
      .from(redemptions)
      .where(
        and(
          eq(redemptions.retailerId, shop.retailerId),
          eq(redemptions.confirmationCode, res.json().confirmationCode),
        ),
      );
    expect(row!.day).toBe('2026-06-10');
  });

  it('gives up with a server error, writing nothing, only when every attempt collides', async () => {
    const first = await driverAndShop();
    const taken = (await first.redeem()).json().confirmationCode as string;
    const second = await driverAndShop();
    vi.spyOn(confirmationCodes, 'next').mockReturnValue(taken);
    const res = await second.redeem();
    expect(res.statusCode).toBe(500);
    expect(confirmationCodes.next).toHaveBeenCalledTimes(CONFIRMATION_CODE_ATTEMPTS);
    expect(
      await t.db.select().from(redemptions).where(eq(redemptions.retailerId, second.retailerId)),
    ).toHaveLength(0);
    vi.restoreAllMocks();
    // The ticket's slot was not used up by the failed attempt.
    const again = await second.redeem();
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().redemptionsUsed).toBe(1);
  });
});
