import { PROXIMITY_MILES } from '#contracts/constants.ts';
import type { PublicRetailer } from '#contracts/offers.ts';
import type { Ticket } from '#contracts/tickets.ts';

/**
 * What the redeem screen's two checks say (issue 25: each check's real state, never a tick for a
 * check nobody made). `ok` is a check passed, `failed` one that did not, `unknown` one that could
 * not be made; the words always say which (the note says why), so the colour is never the only sign.
 */
export type CheckState = { tone: 'ok' | 'failed' | 'unknown'; value: string; note?: string };

export const NO_VERIFIED_TICKET = 'No verified ticket yet';
export const NO_TICKET_LOCATION = 'No location on your ticket';
export const DISTANCE_UNKNOWN = 'Distance to the shop unknown';

export function parkingCheck(ticket: Pick<Ticket, 'isVerified'> | null): CheckState {
  return ticket?.isVerified ? { tone: 'ok', value: 'Yes' } : { tone: 'failed', value: 'No' };
}

const town = (city: string | null | undefined) => city?.trim().toLowerCase() || null;

/**
 * Location Match by the rule of decisions.md section 4, judged from what the page already has: the
 * ticket's town and the distance the server sent with the offer (measured from today's ticket, and
 * only when both ends are precise, docs/decisions/016). Confirmed when the ticket is verified, has a
 * place (a town or coordinates: what the server judges visibility by), and the shop is in the same
 * town or within 5 miles. A shop listed without either being known (a town-centre position in a
 * neighbouring town, or a shop without coordinates) is not claimed as a match.
 */
export function locationCheck(
  ticket: Pick<Ticket, 'isVerified' | 'city' | 'latitude'> | null,
  retailer: Pick<PublicRetailer, 'city' | 'distanceMiles'>,
): CheckState {
  if (!ticket?.isVerified) return { tone: 'unknown', value: 'Not checked', note: NO_VERIFIED_TICKET };
  const ticketTown = town(ticket.city);
  if (!ticketTown && ticket.latitude === null) {
    return { tone: 'failed', value: 'Not checked', note: NO_TICKET_LOCATION };
  }
  const sameTown = ticketTown !== null && ticketTown === town(retailer.city);
  const withinReach = retailer.distanceMiles !== null && retailer.distanceMiles <= PROXIMITY_MILES;
  return sameTown || withinReach
    ? { tone: 'ok', value: 'Confirmed' }
    : { tone: 'unknown', value: 'Not confirmed', note: DISTANCE_UNKNOWN };
}
