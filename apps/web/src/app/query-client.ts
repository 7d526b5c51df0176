import { QueryClient } from '@tanstack/react-query';

/**
 * The spec's data defaults: no retries, never stale, no refetch on focus, 5-minute GC. There is no
 * default query function: each endpoint's file gives its own, so a query key is never a URL path.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        gcTime: 5 * 60 * 1000,
      },
      mutations: { retry: false },
    },
  });
}
