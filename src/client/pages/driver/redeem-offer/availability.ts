import { MAX_REDEMPTIONS_PER_TICKET } from '#contracts/constants.ts';
import type { Redemption } from '#contracts/offers.ts';
import type { Ticket } from '#contracts/tickets.ts';

/**
 * Whether this offer can still be redeemed with today's parking (docs/decisions/005): once per
 * retailer per ticket, at most 3 per ticket. Without a ticket the offer is open to look at
 * (redeeming then needs a verified proof).
 */
export type Availability =
  | { kind: 'open' }
  | { kind: 'already-redeemed'; redemption: Redemption }
  | { kind: 'limit-reached' };

export function offerAvailability(
  ticket: Pick<Ticket, 'id' | 'redemptionsUsed'> | null,
  redemptions: readonly Redemption[],
  retailerId: string,
): Availability {
  if (!ticket) return { kind: 'open' };
  const onTicket = redemptions.filter((redemption) => redemption.parkingTicketId === ticket.id);
  const here = onTicket.find((redemption) => redemption.retailerId === retailerId);
  if (here) return { kind: 'already-redeemed', redemption: here };
  if (Math.max(ticket.redemptionsUsed, onTicket.length) >= MAX_REDEMPTIONS_PER_TICKET) {
    return { kind: 'limit-reached' };
  }
  return { kind: 'open' };
}
