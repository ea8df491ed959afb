import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UploadSlot } from '#contracts/objects.ts';
import {
  type DiscountUpdate,
  type OwnRetailer,
  type RedemptionDay,
  type RetailerProfileUpdate,
  type RetailerRedemption,
  type RetailerStats,
  redemptionsCsvPath,
} from '#contracts/retailer-portal.ts';
import { ApiError, apiRequest, getJson } from '#client/lib/api.ts';
import { offerKeys } from '#client/features/offers/api.ts';
import { putFile } from '#client/features/uploads/upload-file.ts';

export type { OwnRetailer, RedemptionDay, RetailerRedemption, RetailerStats };

/** Query keys name the data; each query says its URL. */
export const retailerKeys = {
  all: ['retailer'] as const,
  me: () => [...retailerKeys.all, 'me'] as const,
  stats: (id: string) => [...retailerKeys.all, id, 'stats'] as const,
  redemptions: (id: string) => [...retailerKeys.all, id, 'redemptions'] as const,
  perDay: (id: string) => [...retailerKeys.all, id, 'redemptions-per-day'] as const,
};

export const redemptionsCsvUrl = redemptionsCsvPath;

/** The signed-in retailer's own record; null when the account has none (404 'Retailer not found'). */
export function useOwnRetailer() {
  return useQuery<OwnRetailer | null>({
    queryKey: retailerKeys.me(),
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<OwnRetailer>('GET', '/api/retailers/me', undefined, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export const useRetailerStats = (id: string) =>
  useQuery<RetailerStats>({
    queryKey: retailerKeys.stats(id),
    queryFn: getJson<RetailerStats>(`/api/stats/retailer/${id}`),
  });
export const useRecentRedemptions = (id: string) =>
  useQuery<RetailerRedemption[]>({
    queryKey: retailerKeys.redemptions(id),
    queryFn: getJson<RetailerRedemption[]>(`/api/redemptions/retailer/${id}`),
  });
export const useRedemptionsPerDay = (id: string) =>
  useQuery<RedemptionDay[]>({
    queryKey: retailerKeys.perDay(id),
    queryFn: getJson<RedemptionDay[]>(`/api/retailers/${id}/redemptions-per-day`),
  });

/** Every portal update answers the whole record: it replaces the cached one at once. */
function rememberRecord(queryClient: QueryClient, record: OwnRetailer) {
  queryClient.setQueryData(retailerKeys.me(), record);
  // Other screens' lists of offers (an admin looking at the driver view) may show the old values.
  void queryClient.invalidateQueries({ queryKey: offerKeys.retailers(), exact: true });
}

/** PUT discount: the 401 rule applies (docs/decisions/019). */
export function useUpdateDiscount(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DiscountUpdate) =>
      apiRequest<OwnRetailer>('PUT', `/api/retailers/${id}/discount`, body, { redirectOn401: true }),
    onSuccess: (record) => rememberRecord(queryClient, record),
  });
}

export function useToggleActive(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<OwnRetailer>('PUT', `/api/retailers/${id}/toggle-active`),
    onSuccess: (record) => rememberRecord(queryClient, record),
  });
}

export function useUpdateRetailerProfile(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RetailerProfileUpdate) =>
      apiRequest<OwnRetailer>('PUT', `/api/retailers/${id}/profile`, body),
    onSuccess: (record) => rememberRecord(queryClient, record),
  });
}

/** Which step of a logo upload failed: the spec words them differently. */
export class LogoUploadError extends Error {
  constructor(
    readonly step: 'slot' | 'upload',
    cause: unknown,
  ) {
    super(step === 'slot' ? 'Failed to get upload URL' : 'Failed to upload logo', { cause });
  }
}

/** Asks for an upload slot, then PUTs the logo to it with progress; answers the stored logo's URL. */
export async function uploadLogo(
  file: File,
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<string> {
  let slot: UploadSlot | null;
  try {
    slot = await apiRequest<UploadSlot>('POST', '/api/objects/upload', undefined, {
      redirectOn401: true,
      signal: options.signal,
    });
  } catch (error) {
    throw new LogoUploadError('slot', error);
  }
  if (!slot?.uploadURL) throw new LogoUploadError('slot', null);
  try {
    const stored = await putFile(slot.uploadURL, file, options);
    // The stored logoUrl is the upload address without its query string (docs/decisions/024).
    return stored.objectURL || slot.uploadURL.split('?')[0]!;
  } catch (error) {
    throw new LogoUploadError('upload', error);
  }
}
