import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { requireAdminId, withAdminId } from './admin-id.ts';
import { useRefetchAdCampaigns } from './ad-campaigns.ts';

/** DELETE /api/ads/:id: the campaign and its statistics. */
export const deleteAdCampaign = (adminUserId: string, id: string) =>
  apiRequest<void>('DELETE', withAdminId(`/api/ads/${encodeURIComponent(id)}`, adminUserId), {
    adminUserId,
  });

export function useDeleteAdCampaign(adminUserId: string | undefined) {
  return useMutation({
    mutationFn: (id: string) => deleteAdCampaign(requireAdminId(adminUserId), id),
    onSuccess: useRefetchAdCampaigns(),
  });
}
