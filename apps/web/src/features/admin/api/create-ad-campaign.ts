import type { CreateAdCampaignCommand } from '@commons/core/ads/campaign-schema';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { requireAdminId } from './admin-id.ts';
import { useRefetchAdCampaigns, type AdminCampaign } from './ad-campaigns.ts';

/** POST /api/ads: a new campaign. */
export const createAdCampaign = (adminUserId: string, fields: CreateAdCampaignCommand) =>
  apiRequest<AdminCampaign>('POST', '/api/ads', { ...fields, adminUserId });

export function useCreateAdCampaign(adminUserId: string | undefined) {
  return useMutation({
    mutationFn: (fields: CreateAdCampaignCommand) => createAdCampaign(requireAdminId(adminUserId), fields),
    onSuccess: useRefetchAdCampaigns(),
  });
}
