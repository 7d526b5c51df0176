import type { CreateAdCampaignCommand } from '@commons/core/ads/campaign-schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import type { AdminCampaign } from './admin-types.ts';

/** Spec section 6: every ad call carries the admin's own id from the stored member. */
export const adminUserIdRequired = 'Admin user ID required';

const withAdminId = (path: string, adminUserId: string) =>
  `${path}?adminUserId=${encodeURIComponent(adminUserId)}`;

export const adCampaignsKey = (adminUserId: string) => ['/api/ads', adminUserId] as const;

function requireId(adminUserId: string | undefined): string {
  if (!adminUserId) throw new Error(adminUserIdRequired);
  return adminUserId;
}

/** GET /api/ads?adminUserId=…: every campaign with impressions, clicks and CTR. */
export function useAdCampaigns(adminUserId: string | undefined, enabled: boolean) {
  return useQuery<AdminCampaign[]>({
    queryKey: adCampaignsKey(adminUserId ?? ''),
    queryFn: () => apiRequest<AdminCampaign[]>('GET', withAdminId('/api/ads', requireId(adminUserId))),
    enabled: enabled && Boolean(adminUserId),
  });
}

/** Create (POST), update (PATCH) and delete (DELETE) a campaign; each refetches the list. */
export function useAdCampaignMutations(adminUserId: string | undefined) {
  const queryClient = useQueryClient();
  const refetch = () => queryClient.invalidateQueries({ queryKey: ['/api/ads'] });
  const create = useMutation({
    mutationFn: (fields: CreateAdCampaignCommand) =>
      apiRequest<AdminCampaign>('POST', '/api/ads', { ...fields, adminUserId: requireId(adminUserId) }),
    onSuccess: refetch,
  });
  const update = useMutation({
    mutationFn: ({ id, fields }: { id: string; fields: CreateAdCampaignCommand }) =>
      apiRequest<AdminCampaign>('PATCH', `/api/ads/${encodeURIComponent(id)}`, {
        ...fields,
        adminUserId: requireId(adminUserId),
      }),
    onSuccess: refetch,
  });
  const remove = useMutation({
    mutationFn: (id: string) => {
      const adminId = requireId(adminUserId);
      return apiRequest<void>('DELETE', withAdminId(`/api/ads/${encodeURIComponent(id)}`, adminId), {
        adminUserId: adminId,
      });
    },
    onSuccess: refetch,
  });
  return { create, update, remove };
}
