import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { PublicRetailer, RedeemRequest, RedeemResult, Redemption } from '#contracts/offers.ts';
import { apiRequest, errorCode, getJson, withQuery } from '#client/lib/api.ts';

export type { PublicRetailer, RedeemRequest, Redemption };

/** What the server filters the list by (name or category, case-insensitive; exact category). */
export interface RetailerFilters {
  q?: string;
  category?: string;
}

/** The answer of POST /api/redemptions: the new redemption and how many the ticket has used. */
export type { RedeemResult };

/**
 * Query keys name the data; each query says its URL. Filtered lists and single reads add a params
 * object under `retailers()`, so invalidating `retailers()` refreshes every variant.
 */
export const offerKeys = {
  all: ['offers'] as const,
  /** Also the unfiltered list's key, shared with home and the category chips. */
  retailers: () => [...offerKeys.all, 'retailers'] as const,
  retailerList: (filters: RetailerFilters = {}) => {
    const { q, category } = cleanFilters(filters);
    return q || category ? ([...offerKeys.retailers(), { q, category }] as const) : offerKeys.retailers();
  },
  retailer: (id: string) => [...offerKeys.retailers(), { id }] as const,
  redemptions: () => [...offerKeys.all, 'redemptions'] as const,
};

function cleanFilters(filters: RetailerFilters): RetailerFilters {
  return { q: filters.q?.trim() || undefined, category: filters.category?.trim() || undefined };
}

/*
 * Written out rather than imported from features/tickets/api, which imports this file (no cycles).
 * They must stay equal to ticketKeys.today() and ticketKeys.stats().
 */
const TODAY_TICKET_KEY = ['tickets', 'today'] as const;
const DRIVER_STATS_KEY = ['tickets', 'stats'] as const;

/**
 * Retailers visible to the driver: the server filters them to today's parking, applies `q` and
 * `category`, and sorts by distance. While a new filter loads, the previous list stays on screen.
 */
export function useRetailers(filters: RetailerFilters = {}) {
  return useQuery<PublicRetailer[]>({
    queryKey: offerKeys.retailerList(filters),
    queryFn: getJson<PublicRetailer[]>(withQuery('/api/retailers', cleanFilters(filters))),
    placeholderData: keepPreviousData,
  });
}

/**
 * What zod's z.uuid() accepts (RFC 9562), as the server checks the id; written out so the driver's
 * screens need no zod at all (about 25 KB gzip of the home page's JavaScript).
 */
const RETAILER_ID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/** Any retailer already in a cached list, so the redeem screen can draw at once from browse or home. */
function cachedRetailer(queryClient: QueryClient, id: string): PublicRetailer | undefined {
  for (const [, list] of queryClient.getQueriesData<PublicRetailer[]>({ queryKey: offerKeys.retailers() })) {
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
  const valid = RETAILER_ID.test(id);
  return useQuery<PublicRetailer[], Error, PublicRetailer | null>({
    queryKey: offerKeys.retailer(id),
    // GET /api/retailers?id=… answers [retailer] when this driver may see it, else [].
    queryFn: valid
      ? getJson<PublicRetailer[]>(withQuery('/api/retailers', { id }))
      : () => Promise.resolve([]),
    placeholderData: () => {
      const cached = valid ? cachedRetailer(queryClient, id) : undefined;
      return cached ? [cached] : undefined;
    },
    select: (list) => list[0] ?? null,
  });
}

/** The driver's redemptions, newest first. */
export function useRedemptions() {
  return useQuery<Redemption[]>({
    queryKey: offerKeys.redemptions(),
    queryFn: getJson<Redemption[]>('/api/redemptions'),
  });
}

/**
 * Redeems an offer with the shop's 4-digit code (the server decides; amounts are ignored there).
 * A 401 follows the 401 rule. Success refreshes redemptions, savings and today's ticket (its
 * offers-used count). Already redeemed here, or 3 used, refreshes redemptions and today's ticket so
 * the blocked view appears; an offer no longer visible refreshes the offer; an offer paused now
 * (outside its hours, or at a limit) refreshes the offers, so the redeem screen says when it is back
 * and browse drops it; a ticket that is no longer valid refreshes today's ticket. Decided by the
 * server's error codes, never its words.
 */
export function useRedeemOffer() {
  const queryClient = useQueryClient();
  const refresh = (...keys: ReadonlyArray<readonly unknown[]>) => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
  return useMutation({
    mutationFn: (body: RedeemRequest) =>
      apiRequest<RedeemResult>('POST', '/api/redemptions', body, { redirectOn401: true }),
    onSuccess: () => refresh(offerKeys.redemptions(), DRIVER_STATS_KEY, TODAY_TICKET_KEY),
    onError: (error, body) => {
      const code = errorCode(error);
      if (code === 'redemption.already_redeemed' || code === 'redemption.limit_reached') {
        refresh(offerKeys.redemptions(), TODAY_TICKET_KEY);
      } else if (code === 'offer.not_found') refresh(offerKeys.retailer(body.retailerId));
      // The offer is paused now ('offer.not_available', 'offer.daily_cap_reached' …, docs/decisions/037).
      else if (code?.startsWith('offer.')) refresh(offerKeys.retailers());
      else if (code === 'redemption.ticket_required' || code === 'ticket.not_found')
        refresh(TODAY_TICKET_KEY);
    },
  });
}
