import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { offerCapCounters, parkingTickets, redemptions, retailers } from '#server/db/schema.ts';
import { seedRetailer } from '#server/db/seed.ts';
import { driverWithTicket, LEEDS, NOW } from './redemption-test-helpers';
import { CONFIRMATION_CODE_ATTEMPTS, confirmationCodes } from './redeem';

// An offer with a cap redeems in a transaction, not in one statement (docs/decisions/037), but a
// confirmation code another redemption took today is retried the same way: the write is undone
// whole, caps and ticket included, and tried again with a fresh code (docs/decisions/027).

let t: TestApp;
let n = 0;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(() => t?.close());
afterEach(() => vi.restoreAllMocks());

async function driverAtCappedShop() {
  n += 1;
  const { ticket, api } = await driverWithTicket(t, `capped${n}@test.uk`);
  const { retailer, code } = await seedRetailer(
    t.db,
    { businessName: `Capped Shop ${n}`, email: `cappedshop${n}@test.uk`, discountAmount: '2.00', ...LEEDS },
    NOW,
  );
  await t.db.update(retailers).set({ dailyCap: 5, monthlyCap: 50 }).where(eq(retailers.id, retailer.id));
  const redeem = () =>
    api.post('/api/redemptions', {
      retailerId: retailer.id,
      parkingTicketId: ticket.id,
      retailerCode: code,
    });
  const state = async () => {
    const counters = await t.db
      .select({ period: offerCapCounters.period, used: offerCapCounters.used })
      .from(offerCapCounters)
      .where(eq(offerCapCounters.retailerId, retailer.id))
      .orderBy(offerCapCounters.period);
    const [row] = await t.db
      .select({ used: parkingTickets.redemptionsUsed })
      .from(parkingTickets)
      .where(eq(parkingTickets.id, ticket.id));
    const stored = await t.db
      .select({ code: redemptions.confirmationCode })
      .from(redemptions)
      .where(and(eq(redemptions.retailerId, retailer.id), eq(redemptions.parkingTicketId, ticket.id)));
    return { counters, ticketUsed: row?.used, codes: stored.map((r) => r.code) };
  };
  return { redeem, state };
}

describe('confirmation codes at an offer with a cap', () => {
  it('retries a colliding code, counting the ticket and each cap once', async () => {
    const first = await driverAtCappedShop();
    const taken = (await first.redeem()).json().confirmationCode as string;

    const second = await driverAtCappedShop();
    const next = vi.spyOn(confirmationCodes, 'next').mockReturnValueOnce(taken).mockReturnValueOnce(taken);
    const res = await second.redeem();
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().confirmationCode).not.toBe(taken);
    expect(res.json().redemptionsUsed).toBe(1);
    expect(next).toHaveBeenCalledTimes(3);
    expect(await second.state()).toEqual({
      counters: [
        { period: '2026-03', used: 1 },
        { period: '2026-03-14', used: 1 },
      ],
      ticketUsed: 1,
      codes: [res.json().confirmationCode],
    });
  });

  it('gives up with a server error, writing nothing, only when every attempt collides', async () => {
    const first = await driverAtCappedShop();
    const taken = (await first.redeem()).json().confirmationCode as string;
    const second = await driverAtCappedShop();
    vi.spyOn(confirmationCodes, 'next').mockReturnValue(taken);
    const res = await second.redeem();
    expect(res.statusCode).toBe(500);
    expect(confirmationCodes.next).toHaveBeenCalledTimes(CONFIRMATION_CODE_ATTEMPTS);
    expect(await second.state()).toEqual({ counters: [], ticketUsed: 0, codes: [] });
  });
});
