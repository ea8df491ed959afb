import { describe, expect, it } from 'vitest';
import type { Redemption } from '#contracts/offers.ts';
import { offersLeftText, resetText, todaysOffers } from './todays-offers';

const redemption = (retailerId: string, parkingTicketId = 't1'): Redemption => ({
  id: `r-${retailerId}-${parkingTicketId}`,
  parkingTicketId,
  retailerId,
  retailer: { businessName: 'Shop' },
  discountAmount: '2.50',
  minimumSpend: '10.00',
  confirmationCode: 'ABC234',
  redeemedAt: '2026-03-14T10:00:00.000Z',
});
// 14 March 2026 is GMT; 28 March is the last day before the clocks go forward.
const ticket = (createdAt = '2026-03-14T09:00:00.000Z', redemptionsUsed = 0) => ({
  id: 't1',
  isVerified: true,
  redemptionsUsed,
  createdAt,
});

describe("today's offers", () => {
  it('is nothing without a verified proof', () => {
    expect(todaysOffers(null, [])).toBeNull();
    expect(todaysOffers({ ...ticket(), isVerified: false }, [])).toBeNull();
  });

  it("counts the shops redeemed with today's ticket only, and what is left of the 3", () => {
    const state = todaysOffers(ticket('2026-03-14T09:00:00.000Z', 2), [
      redemption('a'),
      redemption('b'),
      redemption('c', 'yesterday'),
    ])!;
    expect([...state.redeemed]).toEqual(['a', 'b']);
    expect(state).toMatchObject({ used: 2, left: 1, limitReached: false });
    expect(offersLeftText(state)).toBe('1 of 3 offers left on this ticket');
  });

  it('reaches the daily limit at 3 and resets at London midnight after the upload day', () => {
    const state = todaysOffers(ticket('2026-03-14T23:30:00.000Z', 3), [])!;
    expect(state.limitReached).toBe(true);
    expect(offersLeftText(state)).toBe('0 of 3 offers left on this ticket');
    expect(state.resetsAt.toISOString()).toBe('2026-03-15T00:00:00.000Z');
    expect(resetText(state, new Date('2026-03-14T23:40:00.000Z'))).toBe('Resets at 00:00 tomorrow');
    // In summer time London's midnight is 23:00 UTC the evening before.
    const bst = todaysOffers(ticket('2026-06-20T22:30:00.000Z', 3), [])!;
    expect(bst.resetsAt.toISOString()).toBe('2026-06-20T23:00:00.000Z');
  });

  it("says a new proof can be uploaded once yesterday's proof, still valid, has used its 3", () => {
    const state = todaysOffers(ticket('2026-03-13T20:00:00.000Z', 3), [])!;
    expect(resetText(state, new Date('2026-03-14T09:00:00.000Z'))).toBe(
      'Upload today’s parking proof for more',
    );
  });
});
