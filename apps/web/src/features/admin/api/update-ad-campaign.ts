import type { CreateAdCampaignCommand } from '@commons/core/ads/campaign-schema';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { requireAdminId } from './admin-id.ts';
import { useRefetchAdCampaigns, type AdminCampaign } from './ad-campaigns.ts';

/** PATCH /api/ads/:id: every field of the campaign, replaced. */
export const updateAdCampaign = (adminUserId: string, id: string, fields: CreateAdCampaignCommand) =>
  apiRequest<AdminCampaign>('PATCH', `/api/ads/${encodeURIComponent(id)}`, { ...fields, adminUserId });

export function useUpdateAdCampaign(adminUserId: string | undefined) {
  return useMutation({
    mutationFn: ({ id, fields }: { id: string; fields: CreateAdCampaignCommand }) =>
      updateAdCampaign(requireAdminId(adminUserId), id, fields),
    onSuccess: useRefetchAdCampaigns(),
  });
}
