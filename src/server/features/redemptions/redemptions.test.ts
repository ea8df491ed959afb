import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementsDuring as countStatements } from '#tests/support/statements.ts';
import { client, createTestApp, sessionCookie, type TestApp } from '#tests/support/test-app.ts';
import { parkingTickets, rateLimitCounters, retailerCodes, retailers } from '#server/db/schema.ts';
import { type seedRetailer, seedTicket } from '#server/db/seed.ts';
import { londonTime } from '#server/lib/clock.ts';
import {
  NOW,
  redemptionsOn,
  seedLeedsShop,
  driverWithTicket as signedInDriver,
} from './redemption-test-helpers';

let t: TestApp;
let n = 0;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(() => t?.close());

function driverWithTicket(ticket: Parameters<typeof seedTicket>[2] = {}, at = NOW) {
  n += 1;
  return signedInDriver(t, `driver${n}@test.uk`, at, ticket);
}

function shop(overrides: Partial<Parameters<typeof seedRetailer>[1]> = {}) {
  n += 1;
  return seedLeedsShop(t, {
    businessName: `Shop ${n}`,
    email: `shop${n}@test.uk`,
    discountAmount: '2.50',
    minimumSpend: '10.00',
    ...overrides,
  });
}

const redeem = (api: ReturnType<typeof client>, body: Record<string, unknown>) =>
  api.post('/api/redemptions', body);
/** Redeems a ticket at a retailer with the code given. */
const redeemAt = (
  api: ReturnType<typeof client>,
  ticketId: string,
  retailerId: string,
  retailerCode: string,
) => redeem(api, { retailerId, parkingTicketId: ticketId, retailerCode });
const storedTicket = async (id: string) =>
  (await t.db.select().from(parkingTickets).where(eq(parkingTickets.id, id)))[0]!;

describe('redeeming', () => {
  it('redeems with this month’s code, takes the amounts from the retailer, and counts in the stats', async () => {
    const { ticket, api } = await driverWithTicket();
    const { retailer, code } = await shop();
    const res = await redeem(api, {
      retailerId: retailer.id,
      parkingTicketId: ticket.id,
      retailerCode: code,
      discountAmount: '99.00',
      minimumSpend: '0',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      discountAmount: '2.50',
      minimumSpend: '10.00',
      retailer: { businessName: retailer.businessName },
    });
    expect(res.json().confirmationCode).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{6}$/);
    expect((await api.get('/api/stats/customer')).json()).toEqual({ totalSaved: 2.5, offersUsed: 1 });
    const list = (await api.get('/api/redemptions')).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      retailerId: retailer.id,
      confirmationCode: res.json().confirmationCode,
      discountAmount: '2.50',
    });
    const again = await redeemAt(api, ticket.id, retailer.id, code);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'redemption.already_redeemed',
      message: 'Already redeemed at this retailer today.',
    });
  });

  it('allows 3 per ticket, then answers 409 Maximum offers reached', async () => {
    const { ticket, api } = await driverWithTicket();
    for (let i = 0; i < 3; i++) {
      const { retailer, code } = await shop();
      expect((await redeemAt(api, ticket.id, retailer.id, code)).statusCode).toBe(201);
    }
    const { retailer, code } = await shop();
    const fourth = await redeemAt(api, ticket.id, retailer.id, code);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual({
      code: 'redemption.limit_reached',
      message: "Maximum offers reached for today's parking.",
    });
    const stats = (await api.get('/api/stats/customer')).json();
    expect(stats).toEqual({ totalSaved: 7.5, offersUsed: 3 });
  });
});

describe('round trips (docs/decisions/031)', () => {
  const statementsDuring = (run: () => Promise<unknown>) => countStatements(t.database, run);

  it('redeems in three statements, and refuses a repeat in two without using a slot or an attempt', async () => {
    const { ticket, api } = await driverWithTicket();
    const { retailer, code } = await shop();
    const body = { retailerId: retailer.id, parkingTicketId: ticket.id, retailerCode: code };
    const redeemed = async (status: number) => expect((await redeem(api, body)).statusCode).toBe(status);
    // The session; the checks with the attempt counted; the redemption with the attempt given back.
    expect(await statementsDuring(() => redeemed(201))).toBe(3);
    // The session; the checks, which see the redemption here and count nothing.
    expect(await statementsDuring(() => redeemed(409))).toBe(2);
    expect((await storedTicket(ticket.id)).redemptionsUsed).toBe(1);
    const counters = await t.db.select().from(rateLimitCounters);
    expect(counters.filter((c) => c.key.includes(retailer.id)).map((c) => c.count)).toEqual([0]);
  });
});

describe('races', () => {
  it('lets exactly 3 of 50 concurrent redemptions on one ticket across 10 retailers through', async () => {
    const { ticket, api } = await driverWithTicket();
    const shops = await Promise.all(Array.from({ length: 10 }, () => shop()));
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const { retailer, code } = shops[i % 10]!;
        return redeemAt(api, ticket.id, retailer.id, code);
      }),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(
      answers
        .filter((a) => a.statusCode === 409)
        .every((a) => /Already redeemed|Maximum offers/.test(a.json().message)),
    ).toBe(true);
    expect(await redemptionsOn(t, ticket.id)).toBe(3);
    expect((await storedTicket(ticket.id)).redemptionsUsed).toBe(3);
  });

  it('lets exactly 1 of 20 concurrent redemptions at one retailer through', async () => {
    const { ticket, api } = await driverWithTicket();
    const { retailer, code } = await shop();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => redeemAt(api, ticket.id, retailer.id, code)),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(
      answers
        .filter((a) => a.statusCode === 409)
        .every((a) => a.json().message === 'Already redeemed at this retailer today.'),
    ).toBe(true);
    expect((await storedTicket(ticket.id)).redemptionsUsed).toBe(1);
  });
});

describe('refusals', () => {
  it('refuses an expired, an unverified and yesterday’s ticket with 422', async () => {
    const { retailer, code } = await shop();
    const expired = await driverWithTicket({ expiresAt: new Date(NOW.getTime() - 1000) });
    const unverified = await driverWithTicket({ isVerified: false });
    const yesterday = await driverWithTicket({}, londonTime('2026-03-13', '10:00'));
    for (const { ticket, api } of [expired, unverified, yesterday]) {
      const res = await redeemAt(api, ticket.id, retailer.id, code);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        code: 'redemption.ticket_required',
        message: 'A verified parking ticket is required.',
      });
    }
  });

  it('takes yesterday’s ticket while it is still the current one, and not once today’s is uploaded', async () => {
    const { user, ticket, api } = await driverWithTicket({}, londonTime('2026-03-13', '20:00'));
    const first = await shop();
    const ok = await redeemAt(api, ticket.id, first.retailer.id, first.code);
    expect(ok.statusCode, ok.body).toBe(201);
    // Today's upload, even one still waiting for its check, is the day's ticket (as todaysTicket says).
    await seedTicket(t.db, user.id, { isVerified: false }, NOW);
    const second = await shop();
    const refused = await redeemAt(api, ticket.id, second.retailer.id, second.code);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('redemption.ticket_required');
  });

  it('answers 404 for another driver’s ticket', async () => {
    const mine = await driverWithTicket();
    const theirs = await driverWithTicket();
    const { retailer, code } = await shop();
    const res = await redeemAt(mine.api, theirs.ticket.id, retailer.id, code);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ticket.not_found');
  });

  it('hides paused, expired-trial, cancelled and far-away retailers (404)', async () => {
    const { ticket, api } = await driverWithTicket();
    const paused = await shop({ isActive: false });
    const expiredTrial = await shop({ trialEndDate: new Date(NOW.getTime() - 1000) });
    const cancelled = await shop({ subscriptionStatus: 'cancelled' });
    const london = await shop({ city: 'London', latitude: 51.5074, longitude: -0.1278 });
    for (const { retailer, code } of [paused, expiredTrial, cancelled, london]) {
      const res = await redeemAt(api, ticket.id, retailer.id, code);
      expect(res.statusCode, retailer.businessName).toBe(404);
      expect(res.json(), retailer.businessName).toEqual({
        code: 'offer.not_found',
        message: 'Offer not found.',
      });
    }
    const visible = (await api.get('/api/retailers')).json().map((r: { id: string }) => r.id);
    for (const { retailer } of [paused, expiredTrial, cancelled, london])
      expect(visible).not.toContain(retailer.id);
  });

  it('refuses last month’s code after midnight and accepts the new one', async () => {
    const { retailer, code: marchCode } = await shop();
    const aprilCode = marchCode === '4242' ? '2424' : '4242';
    await t.db.insert(retailerCodes).values({ retailerId: retailer.id, month: '2026-04', code: aprilCode });
    t.clock.set(londonTime('2026-04-01', '00:30'));
    try {
      const { ticket, api } = await driverWithTicket({}, t.clock.now());
      const old = await redeemAt(api, ticket.id, retailer.id, marchCode);
      expect(old.statusCode).toBe(422);
      expect(old.json()).toEqual({
        code: 'redemption.wrong_code',
        message: 'Incorrect code.',
        attemptsLeft: 4,
      });
      expect((await redeemAt(api, ticket.id, retailer.id, aprilCode)).statusCode).toBe(201);
    } finally {
      t.clock.set(NOW);
    }
  });

  it('locks a retailer after 5 wrong codes for an hour, even for the right code, then lets it through', async () => {
    const { ticket, api } = await driverWithTicket();
    const { retailer, code } = await shop();
    const wrong = code === '1234' ? '4321' : '1234';
    for (let i = 0; i < 5; i++) {
      const res = await redeemAt(api, ticket.id, retailer.id, wrong);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        code: 'redemption.wrong_code',
        message: 'Incorrect code.',
        attemptsLeft: 4 - i,
      });
    }
    const locked = await redeemAt(api, ticket.id, retailer.id, code);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      code: 'redemption.locked_out',
      message: 'Too many incorrect codes. Try again later.',
    });
    const other = await shop();
    expect((await redeemAt(api, ticket.id, other.retailer.id, other.code)).statusCode).toBe(201);
    t.clock.advance(60 * 60 * 1000 + 1);
    try {
      expect((await redeemAt(api, ticket.id, retailer.id, code)).statusCode).toBe(201);
    } finally {
      t.clock.set(NOW);
    }
  });

  it('answers 400 for malformed bodies and writes nothing', async () => {
    const { ticket, api } = await driverWithTicket();
    const { retailer } = await shop();
    for (const body of [
      {},
      { retailerId: retailer.id, parkingTicketId: ticket.id },
      { retailerId: retailer.id, parkingTicketId: ticket.id, retailerCode: '12a4' },
      { retailerId: retailer.id, parkingTicketId: ticket.id, retailerCode: 1234 },
      { retailerId: 'nope', parkingTicketId: ticket.id, retailerCode: '1234' },
    ]) {
      const res = await redeem(api, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code, JSON.stringify(body)).toBe('validation.invalid');
    }
    expect(await redemptionsOn(t, ticket.id)).toBe(0);
    const incomplete = await redeem(api, {
      retailerId: retailer.id,
      parkingTicketId: ticket.id,
      retailerCode: '12',
    });
    expect(incomplete.json()).toEqual({
      code: 'validation.invalid',
      message: 'Please enter all 4 digits of the retailer code.',
      fields: { retailerCode: 'Please enter all 4 digits of the retailer code.' },
    });
  });

  it('is for drivers only', async () => {
    const signedOut = await client(t.app).post('/api/redemptions', {});
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().code).toBe('auth.required');
    const { retailer } = await shop({ password: 'password1' });
    const [row] = await t.db.select().from(retailers).where(eq(retailers.id, retailer.id));
    const login = await client(t.app).post('/api/auth/login', {
      emailOrPhone: row!.email!,
      password: 'password1',
    });
    const retailerAnswer = await client(t.app, sessionCookie(login)).post('/api/redemptions', {});
    expect(retailerAnswer.statusCode).toBe(403);
    expect(retailerAnswer.json().code).toBe('auth.forbidden');
  });
});
