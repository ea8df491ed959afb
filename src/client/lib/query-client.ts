import { QueryClient } from '@tanstack/react-query';

/**
 * docs/decisions/019's defaults: data reads (each query says its URL, features/<area>/api.ts) are not
 * retried, not refetched on focus or by interval, and cached data never goes stale (mutations
 * invalidate what they change).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
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
