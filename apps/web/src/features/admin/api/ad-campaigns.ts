import type { AdCampaignWithStats } from '@commons/core/ads/list-campaigns-with-stats';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import type { Serialized } from '../../../lib/serialized.ts';
import { requireAdminId, withAdminId } from './admin-id.ts';

/** One row of GET /api/ads: every campaign field with its counters and CTR (percent), as JSON. */
export type AdminCampaign = Serialized<AdCampaignWithStats>;

export const adCampaignKeys = {
  all: () => ['admin', 'ad-campaigns'] as const,
  list: (adminUserId: string) => [...adCampaignKeys.all(), adminUserId] as const,
};

/** GET /api/ads?adminUserId=…: every campaign with impressions, clicks and CTR. */
export const fetchAdCampaigns = (adminUserId: string) =>
  apiRequest<AdminCampaign[]>('GET', withAdminId('/api/ads', adminUserId));

export const adCampaignsQuery = (adminUserId: string | undefined) =>
  queryOptions({
    queryKey: adCampaignKeys.list(adminUserId ?? ''),
    queryFn: () => fetchAdCampaigns(requireAdminId(adminUserId)),
    enabled: Boolean(adminUserId),
  });

export function useAdCampaigns(adminUserId: string | undefined) {
  return useQuery(adCampaignsQuery(adminUserId));
}

/** After a create, update or delete: the list is fetched again. */
export function useRefetchAdCampaigns() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adCampaignKeys.all() });
}
