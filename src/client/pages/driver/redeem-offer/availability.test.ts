import { describe, expect, it } from 'vitest';
import type { Redemption } from '#contracts/offers.ts';
import { offerAvailability } from './availability';

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

describe('offer availability', () => {
  it('is open without a ticket', () => {
    expect(offerAvailability(null, [redemption('a')], 'a')).toEqual({ kind: 'open' });
  });

  it('is already redeemed when this ticket has a redemption here', () => {
    const result = offerAvailability({ id: 't1', redemptionsUsed: 1 }, [redemption('a')], 'a');
    expect(result.kind).toBe('already-redeemed');
  });

  it('ignores redemptions of earlier tickets', () => {
    expect(offerAvailability({ id: 't2', redemptionsUsed: 0 }, [redemption('a', 't1')], 'a')).toEqual({
      kind: 'open',
    });
  });

  it('reaches the limit at 3, by the count on the ticket or by the redemptions on it', () => {
    expect(offerAvailability({ id: 't1', redemptionsUsed: 3 }, [], 'a')).toEqual({ kind: 'limit-reached' });
    const three = [redemption('b'), redemption('c'), redemption('d')];
    expect(offerAvailability({ id: 't1', redemptionsUsed: 0 }, three, 'a')).toEqual({
      kind: 'limit-reached',
    });
    expect(offerAvailability({ id: 't1', redemptionsUsed: 2 }, three.slice(0, 2), 'a')).toEqual({
      kind: 'open',
    });
  });
});
