import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { LONDON_TZ, TICKET_VALIDITY_MS } from '#contracts/constants.ts';
import type { DriverStats, SubmitTicket, Ticket, TicketInReview } from '#contracts/tickets.ts';
import { apiRequest, getJson } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast.ts';
import { offerKeys } from '#client/features/offers/api.ts';

export type { DriverStats, Ticket, TicketInReview };

/** Query keys name the data; each query says its URL. */
export const ticketKeys = {
  all: ['tickets'] as const,
  today: () => [...ticketKeys.all, 'today'] as const,
  list: () => [...ticketKeys.all, 'list'] as const,
  stats: () => [...ticketKeys.all, 'stats'] as const,
};

/** How often a ticket a person is checking is looked at again. */
const REVIEW_POLL_MS = 60_000;

const awaitsReview = (data: Ticket | Ticket[] | null | undefined) =>
  (Array.isArray(data) ? data : [data]).some((ticket) => ticket?.review?.status === 'pending');

/**
 * Data never refetches on its own (docs/decisions/019, 013), except while a person is checking one of the
 * driver's tickets: then it is read again every minute and when the app comes back into view, so
 * the answer arrives without a reload.
 */
const pollWhileInReview = (data: Ticket | Ticket[] | null | undefined) =>
  awaitsReview(data) ? REVIEW_POLL_MS : false;
const refetchOnFocusWhileInReview = (data: Ticket | Ticket[] | null | undefined) =>
  awaitsReview(data) ? ('always' as const) : false;

/**
 * When today's ticket comes back from review, what hangs on it is read again (nearby offers open
 * at once when it is approved) and the driver is told.
 */
function useReviewAnswer(ticket: Ticket | null | undefined) {
  const queryClient = useQueryClient();
  const waiting = useRef<string | null>(null);
  useEffect(() => {
    if (!ticket) return;
    const status = ticket.review?.status;
    if (status === 'pending') {
      waiting.current = ticket.id;
      return;
    }
    if (waiting.current !== ticket.id || !status) return;
    waiting.current = null;
    for (const queryKey of [ticketKeys.list(), ticketKeys.stats(), offerKeys.retailers()])
      void queryClient.invalidateQueries({ queryKey });
    toast(
      status === 'approved'
        ? {
            title: 'Ticket Approved',
            description: 'You can now browse and redeem offers.',
            variant: 'success',
          }
        : { title: 'Ticket Not Approved', description: ticket.review?.declineReason ?? undefined },
    );
  }, [ticket, queryClient]);
}

/** One query of today's proof, whoever reads it. */
const todayTicketQuery = {
  queryKey: ticketKeys.today(),
  queryFn: getJson<Ticket | null>('/api/parking-tickets/today'),
  refetchInterval: (current: { state: { data: Ticket | null | undefined } }) =>
    pollWhileInReview(current.state.data),
  refetchOnWindowFocus: (current: { state: { data: Ticket | null | undefined } }) =>
    refetchOnFocusWhileInReview(current.state.data),
};

/** Today's parking proof (docs/decisions/024), or null when there is none. */
export function useTodayTicket() {
  const query = useQuery<Ticket | null>(todayTicketQuery);
  useReviewAnswer(query.data);
  return query;
}

/**
 * The same query for a part of every driver screen (the bottom navigation), without telling the
 * driver of a review's answer: the page itself does that, once.
 */
export function useTodayTicketQuietly() {
  return useQuery<Ticket | null>(todayTicketQuery);
}

/** Every ticket of the driver, newest first. */
export function useTickets() {
  return useQuery<Ticket[]>({
    queryKey: ticketKeys.list(),
    queryFn: getJson<Ticket[]>('/api/parking-tickets'),
    refetchInterval: (current) => pollWhileInReview(current.state.data),
    refetchOnWindowFocus: (current) => refetchOnFocusWhileInReview(current.state.data),
  });
}

export function useDriverStats() {
  return useQuery<DriverStats>({
    queryKey: ticketKeys.stats(),
    queryFn: getJson<DriverStats>('/api/stats/customer'),
  });
}

const londonDayFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: LONDON_TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The London calendar day of an instant, 'YYYY-MM-DD'. */
export function londonDay(value: Date | string | number = Date.now()): string {
  return londonDayFormatter.format(new Date(value));
}

/**
 * True when the driver already has a verified proof uploaded on the current London day: the one
 * case in which the server refuses another upload (409). Yesterday's proof that is still valid, or
 * a proof still waiting for its town, does not block a new upload.
 */
export function hasVerifiedProofToday(ticket: Ticket | null | undefined, now: Date = new Date()): boolean {
  return Boolean(ticket?.isVerified && londonDay(ticket.createdAt) === londonDay(now));
}

/**
 * The answer to a submitted proof: 201 is the verified ticket; 202 (the reader was unsure) is the
 * message, the pending review and the unverified ticket (docs/decisions/039). Told apart by its fields.
 */
export type SubmitAnswer = Ticket | TicketInReview;
export function isInReview(answer: unknown): answer is TicketInReview {
  // By its fields, without loading zod into every page that shows a ticket (docs/decisions/033).
  if (typeof answer !== 'object' || answer === null) return false;
  const { review, ticket } = answer as Partial<TicketInReview>;
  return typeof review?.id === 'string' && review.status === 'pending' && typeof ticket === 'object';
}

/**
 * Sends an uploaded photo for verification (docs/decisions/019, 024). The client's date and expiry are hints
 * (expiresAt = now + 24 h); the server reads the image. A 401 follows the 401 rule. On success the
 * today-ticket, tickets, stats and retailer lists are refreshed (nearby offers follow the ticket).
 */
export function useSubmitTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitTicket) =>
      apiRequest<SubmitAnswer>(
        'POST',
        '/api/parking-tickets',
        {
          detectedDate: londonDay(),
          expiresAt: new Date(Date.now() + TICKET_VALIDITY_MS).toISOString(),
          ...body,
        },
        { redirectOn401: true },
      ),
    onSuccess: (answer) => {
      // The new proof (verified, or in review) shows at once on home; the rest refreshes in the
      // background (not awaited, so the driver is not kept on 'Verifying...' while lists reload).
      const ticket = isInReview(answer) ? answer.ticket : answer;
      if (ticket && typeof ticket === 'object' && 'id' in ticket) {
        queryClient.setQueryData(ticketKeys.today(), ticket);
      }
      for (const queryKey of [
        ticketKeys.today(),
        ticketKeys.list(),
        ticketKeys.stats(),
        offerKeys.retailers(),
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/**
 * Coordinates → the nearest town, asked of our own server (docs/decisions/021) so a driver's
 * position never goes to a third party. 404 when no town is near. A 401 follows the 401 rule.
 */
export function useReverseGeocode() {
  return useMutation({
    mutationFn: ({ latitude, longitude }: Coordinates) =>
      apiRequest<{ city: string }>(
        'GET',
        `/api/geo/reverse?${new URLSearchParams({ lat: String(latitude), lon: String(longitude) })}`,
        undefined,
        { redirectOn401: true },
      ),
  });
}
