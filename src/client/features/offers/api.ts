import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import {
  type PublicRetailer,
  REDEMPTION_MESSAGES,
  type RedeemRequest,
  type Redemption,
} from '../../../contracts/offers';
import { apiRequest, errorMessage, errorStatus } from '../../lib/api';

export type { PublicRetailer, RedeemRequest, Redemption };

/** What the server filters the list by (name or category, case-insensitive; exact category). */
export interface RetailerFilters {
  q?: string;
  category?: string;
}

/** The answer of POST /api/redemptions: the new redemption and how many the ticket has used. */
export type RedeemResult = Redemption & { redemptionsUsed: number };

/**
 * Query keys are the paths they GET (the default query function reads them). Filtered lists add a
 * trailing params object (['/api/retailers', { q, category }]), so invalidating `retailers`
 * refreshes every variant, the single-retailer read included.
 */
export const offerKeys = {
  retailers: ['/api/retailers'] as const,
  redemptions: ['/api/redemptions'] as const,
  /** The unfiltered list stays ['/api/retailers'], shared with home and the category chips. */
  retailerList: (filters: RetailerFilters = {}) => {
    const q = filters.q?.trim() || undefined;
    const category = filters.category?.trim() || undefined;
    return q || category ? (['/api/retailers', { q, category }] as const) : offerKeys.retailers;
  },
  /** GET /api/retailers?id=… answers [retailer] when this driver may see it, else []. */
  retailer: (id: string) => ['/api/retailers', { id }] as const,
};

/*
 * Written out rather than imported from features/tickets/api, which imports this file (no cycles).
 * They must stay equal to ticketKeys.today and ticketKeys.stats.
 */
const TODAY_TICKET_KEY = ['/api/parking-tickets/today'] as const;
const CUSTOMER_STATS_KEY = ['/api/stats/customer'] as const;

/**
 * Retailers visible to the driver: the server filters them to today's parking, applies `q` and
 * `category`, and sorts by distance. While a new filter loads, the previous list stays on screen.
 */
export function useRetailers(filters: RetailerFilters = {}) {
  return useQuery<PublicRetailer[]>({
    queryKey: offerKeys.retailerList(filters),
    placeholderData: keepPreviousData,
  });
}

const retailerIdSchema = z.uuid();

/** Any retailer already in a cached list, so the redeem screen can draw at once from browse or home. */
function cachedRetailer(queryClient: QueryClient, id: string): PublicRetailer | undefined {
  for (const [, list] of queryClient.getQueriesData<PublicRetailer[]>({ queryKey: offerKeys.retailers })) {
    const found = Array.isArray(list) ? list.find((retailer) => retailer.id === id) : undefined;
    if (found) return found;
  }
  return undefined;
}

/**
 * One retailer, if this driver may see it (null when not: 'Offer not found'). An id that is not a
 * retailer id is not found without asking the server (which would answer 400).
 */
export function useRetailer(id: string) {
  const queryClient = useQueryClient();
  const valid = retailerIdSchema.safeParse(id).success;
  return useQuery<PublicRetailer[], Error, PublicRetailer | null>({
    queryKey: offerKeys.retailer(id),
    ...(valid ? {} : { queryFn: () => Promise.resolve([]) }),
    placeholderData: () => {
      const cached = valid ? cachedRetailer(queryClient, id) : undefined;
      return cached ? [cached] : undefined;
    },
    select: (list) => list[0] ?? null,
  });
}

/** The driver's redemptions, newest first. */
export function useRedemptions() {
  return useQuery<Redemption[]>({ queryKey: offerKeys.redemptions });
}

/**
 * Redeems an offer with the shop's 4-digit code (the server decides; amounts are ignored there).
 * A 401 follows the 401 rule. Success refreshes redemptions, savings and today's ticket (its
 * offers-used count). A 409 (already redeemed here, or 3 used) refreshes redemptions and today's
 * ticket so the blocked view appears; a 404 refreshes the offer (it is no longer visible); a 422
 * other than a wrong code means the ticket changed, so today's ticket is refreshed.
 */
export function useRedeemOffer() {
  const queryClient = useQueryClient();
  const refresh = (...keys: ReadonlyArray<readonly unknown[]>) => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
  return useMutation({
    mutationFn: (body: RedeemRequest) =>
      apiRequest<RedeemResult>('POST', '/api/redemptions', body, { redirectOn401: true }),
    onSuccess: () => refresh(offerKeys.redemptions, CUSTOMER_STATS_KEY, TODAY_TICKET_KEY),
    onError: (error, body) => {
      const status = errorStatus(error);
      if (status === 409) refresh(offerKeys.redemptions, TODAY_TICKET_KEY);
      else if (status === 404) refresh(offerKeys.retailer(body.retailerId));
      else if (status === 422 && errorMessage(error, '') !== REDEMPTION_MESSAGES.wrongCode) {
        refresh(TODAY_TICKET_KEY);
      }
    },
  });
}
