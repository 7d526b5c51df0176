/** What GET /api/site says about this deployment, read once per visit (the layout and checkout share it). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api.ts';

export interface SiteSettings {
  paymentsSimulated: boolean;
}

export const siteSettingsQuery = queryOptions({
  queryKey: ['site-settings'],
  queryFn: () => apiRequest<SiteSettings>('GET', '/api/site'),
  staleTime: Infinity,
  retry: false,
});

/** Whether the local payment simulator takes the payments; undefined until the server has said. */
export function usePaymentsSimulated(): boolean | undefined {
  return useQuery(siteSettingsQuery).data?.paymentsSimulated;
}
