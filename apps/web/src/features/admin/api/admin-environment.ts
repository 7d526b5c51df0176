import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';

/** How the site runs, as the console's banners need it. */
export interface AdminEnvironment {
  /** Stripe runs on a test key: no real payment is taken. */
  stripeTestMode: boolean;
}

/** GET /api/admin/environment (admins only). */
export const fetchAdminEnvironment = () => apiRequest<AdminEnvironment>('GET', '/api/admin/environment');

export const adminEnvironmentQuery = () =>
  queryOptions({
    queryKey: ['admin', 'environment'] as const,
    queryFn: fetchAdminEnvironment,
    staleTime: Infinity,
  });

export function useAdminEnvironment() {
  return useQuery(adminEnvironmentQuery());
}
