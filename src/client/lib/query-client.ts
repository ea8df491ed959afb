import { QueryClient } from '@tanstack/react-query';

/**
 * docs/decisions/019's defaults: data reads (each query says its URL, features/<area>/api.ts) are not
 * retried, not refetched on focus or by interval, and cached data never goes stale (mutations
 * invalidate what they change). While the browser is offline, reads wait for the network; writes
 * (redeem, upload …) are tried at once, so they fail and say so rather than hang and go through later.
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
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();
