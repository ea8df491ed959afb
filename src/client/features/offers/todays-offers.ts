import { useMemo } from 'react';
import { MAX_REDEMPTIONS_PER_TICKET } from '#contracts/constants.ts';
import type { Redemption } from '#contracts/offers.ts';
import type { Ticket } from '#contracts/tickets.ts';
import { formatTime } from '#client/lib/format.ts';
import { londonDay, useTodayTicket } from '#client/features/tickets/api.ts';
import { useRedemptions } from './api';

/**
 * What today's parking has already been used for, for the offer lists: the shops redeemed with it,
 * how many of the 3 are left and, once none are, when the driver can unlock more. Null without a
 * verified proof (nothing has been used, and nothing can be).
 */
export type TodaysOffers = {
  used: number;
  left: number;
  limitReached: boolean;
  /** Retailer ids already redeemed with today's ticket. */
  redeemed: ReadonlySet<string>;
  /** When a new proof can be uploaded: the end of the London day the ticket was uploaded on. */
  resetsAt: Date;
};

/** Midnight in London at the start of `day` ('YYYY-MM-DD'), whatever zone the browser runs in. */
function londonMidnight(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const utc = Date.UTC(year, month - 1, date);
  // London is UTC or UTC+1: one of these two instants is London's midnight of that day.
  const candidates = [utc - 60 * 60 * 1000, utc];
  return new Date(candidates.find((at) => londonDay(at) === day && formatTime(at) === '00:00') ?? utc);
}

function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

export function todaysOffers(
  ticket: Pick<Ticket, 'id' | 'isVerified' | 'redemptionsUsed' | 'createdAt'> | null | undefined,
  redemptions: readonly Redemption[] | undefined,
): TodaysOffers | null {
  if (!ticket?.isVerified) return null;
  const onTicket = (redemptions ?? []).filter((redemption) => redemption.parkingTicketId === ticket.id);
  const used = Math.min(MAX_REDEMPTIONS_PER_TICKET, Math.max(ticket.redemptionsUsed, onTicket.length));
  return {
    used,
    left: MAX_REDEMPTIONS_PER_TICKET - used,
    limitReached: used >= MAX_REDEMPTIONS_PER_TICKET,
    redeemed: new Set(onTicket.map((redemption) => redemption.retailerId)),
    resetsAt: londonMidnight(nextDay(londonDay(ticket.createdAt))),
  };
}

/** "2 of 3 offers left on this ticket": the 3 belong to the ticket, valid 24 hours, not to the calendar day. */
export function offersLeftText(state: Pick<TodaysOffers, 'left'>): string {
  return `${state.left} of ${MAX_REDEMPTIONS_PER_TICKET} offers left on this ticket`;
}

/**
 * When more offers open: 'Resets at 00:00 tomorrow' (London time) while today's proof is today's;
 * once that day is over, a new proof can be uploaded at once.
 */
export function resetText(state: Pick<TodaysOffers, 'resetsAt'>, now: Date = new Date()): string {
  if (state.resetsAt.getTime() <= now.getTime()) return 'Upload today’s parking proof for more';
  const when = londonDay(state.resetsAt) === londonDay(now) ? 'today' : 'tomorrow';
  return `Resets at ${formatTime(state.resetsAt)} ${when}`;
}

/** Today's offers from the cached today-ticket and redemptions (both already read by the driver screens). */
export function useTodaysOffers(): TodaysOffers | null {
  const ticket = useTodayTicket().data;
  const redemptions = useRedemptions().data;
  return useMemo(() => todaysOffers(ticket, redemptions), [ticket, redemptions]);
}
