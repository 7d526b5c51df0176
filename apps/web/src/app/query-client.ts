import { QueryClient } from '@tanstack/react-query';
import { getByQueryKey } from '../lib/api.ts';

/** The spec's data defaults: no retries, never stale, no refetch on focus, 5-minute GC. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getByQueryKey,
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
