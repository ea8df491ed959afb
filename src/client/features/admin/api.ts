import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AdminRetailer,
  AdminRetailerCreate,
  AdminRetailerUpdate,
  AdminStats,
  AdminUser,
  AdminUserDetail,
  AuditAction,
  AuditEntry,
  CoordinatesAnswer,
  ForceResetAnswer,
  OnboardedRetailer,
  Page,
} from '#contracts/admin.ts';
import { ADMIN_RETAILER_LIST_CAP } from '#contracts/admin.ts';
import type { UserType } from '#contracts/constants.ts';
import { ApiError, apiList, apiRequest, getJson, withQuery } from '#client/lib/api.ts';

export type {
  AdminRetailer,
  AdminStats,
  AdminUser,
  AdminUserDetail,
  AuditEntry,
  CoordinatesAnswer,
  ForceResetAnswer,
  OnboardedRetailer,
  Page,
};

export interface RetailerFilters {
  q?: string;
  category?: string;
  offset?: number;
}

export interface UserFilters {
  q?: string;
  role?: UserType;
  limit: number;
  offset: number;
}

export interface AuditFilters {
  action?: AuditAction;
  limit: number;
  offset: number;
}

const clean = <T extends object>(params: T) =>
  Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
  ) as Partial<T>;

/**
 * Query keys name the data; each query says its URL. Every admin key (the reviews' too) is under
 * `all`, so one invalidation refreshes them all after a change.
 */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  retailers: (filters: RetailerFilters = {}) => [...adminKeys.all, 'retailers', clean(filters)] as const,
  users: (filters: UserFilters) => [...adminKeys.all, 'users', clean(filters)] as const,
  user: (id: string) => [...adminKeys.all, 'user', id] as const,
  audit: (filters: AuditFilters) => [...adminKeys.all, 'audit-log', clean(filters)] as const,
};

/** After any admin change: statistics, lists, details and the audit log are all read again. */
export function refreshAdminData(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: adminKeys.all });
}

export function useAdminStats() {
  return useQuery<AdminStats>({
    queryKey: adminKeys.stats(),
    queryFn: getJson<AdminStats>('/api/stats/admin'),
  });
}

/**
 * The admin lists answer JSON arrays with the total in X-Total-Count (docs/decisions/017); the
 * screens page through them as `{ items, total, limit, offset }`, keeping the last page on screen
 * while the next one loads.
 */
function useAdminPage<T>(
  queryKey: readonly unknown[],
  url: string,
  filters: object,
  paging: { limit: number; offset: number },
) {
  return useQuery<Page<T>>({
    queryKey,
    queryFn: async ({ signal }) => {
      const { items, total } = await apiList<T>(withQuery(url, clean(filters)), { signal });
      return { items, total, ...paging };
    },
    placeholderData: keepPreviousData,
  });
}

export function useAdminRetailers(filters: RetailerFilters) {
  return useAdminPage<AdminRetailer>(adminKeys.retailers(filters), '/api/admin/retailers', filters, {
    limit: ADMIN_RETAILER_LIST_CAP,
    offset: filters.offset ?? 0,
  });
}

export function useAdminUsers(filters: UserFilters) {
  return useAdminPage<AdminUser>(adminKeys.users(filters), '/api/admin/users', filters, {
    limit: filters.limit,
    offset: filters.offset,
  });
}

export function useAdminUser(id: string | null) {
  return useQuery<AdminUserDetail>({
    queryKey: adminKeys.user(id ?? ''),
    queryFn: getJson<AdminUserDetail>(`/api/admin/users/${id}`),
    enabled: Boolean(id),
  });
}

export function useAuditLog(filters: AuditFilters) {
  return useQuery<Page<AuditEntry>>({
    queryKey: adminKeys.audit(filters),
    queryFn: getJson<Page<AuditEntry>>(withQuery('/api/admin/audit-log', clean(filters))),
    placeholderData: keepPreviousData,
  });
}

/** Every admin change follows the 401 rule (docs/decisions/019) and then refreshes the admin data. */
function useAdminMutation<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => refreshAdminData(queryClient),
  });
}

const write = { redirectOn401: true } as const;

export function useOnboardRetailer() {
  return useAdminMutation((body: AdminRetailerCreate) =>
    apiRequest<OnboardedRetailer>('POST', '/api/retailers', body, write),
  );
}

export function useUpdateRetailer() {
  return useAdminMutation(({ id, body }: { id: string; body: AdminRetailerUpdate }) =>
    apiRequest<AdminRetailer>('PUT', `/api/retailers/${id}`, body, write),
  );
}

export function useDeleteRetailer() {
  return useAdminMutation((id: string) =>
    apiRequest<{ message: string }>('DELETE', `/api/retailers/${id}`, undefined, write),
  );
}

export const NON_JSON_ANSWER = 'Server returned non-JSON response. Please try again.';

/** The answer must be JSON with a message (docs/decisions/019); anything else is reported as such. */
export class NonJsonAnswerError extends Error {
  constructor() {
    super(NON_JSON_ANSWER);
    this.name = 'NonJsonAnswerError';
  }
}

export function useUpdateCoordinates() {
  return useAdminMutation(async (id: string) => {
    try {
      const answer = await apiRequest<unknown>(
        'POST',
        `/api/retailers/${id}/update-coordinates`,
        undefined,
        write,
      );
      if (
        !answer ||
        typeof answer !== 'object' ||
        typeof (answer as { message?: unknown }).message !== 'string'
      ) {
        throw new NonJsonAnswerError();
      }
      return answer as CoordinatesAnswer;
    } catch (error) {
      if (error instanceof ApiError && !error.handled && error.bodyText && error.body === undefined) {
        throw new NonJsonAnswerError();
      }
      throw error;
    }
  });
}

export function useDeleteUser() {
  return useAdminMutation((id: string) =>
    apiRequest<{ message: string }>('DELETE', `/api/admin/users/${id}`, undefined, write),
  );
}

export function useForceReset() {
  return useAdminMutation((id: string) =>
    apiRequest<ForceResetAnswer>('POST', `/api/admin/users/${id}/force-reset`, undefined, write),
  );
}

export function useDeleteTicket() {
  return useAdminMutation((id: string) =>
    apiRequest<{ message: string }>('DELETE', `/api/admin/parking-tickets/${id}`, undefined, write),
  );
}

export function useDeleteRedemption() {
  return useAdminMutation((id: string) =>
    apiRequest<{ message: string }>('DELETE', `/api/admin/redemptions/${id}`, undefined, write),
  );
}
