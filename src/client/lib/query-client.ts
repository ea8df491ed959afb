import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

/**
 * Spec section 7 defaults: data reads are GETs of the query key's path, not retried, not refetched
 * on focus or by interval, and cached data never goes stale (mutations invalidate what they change).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
