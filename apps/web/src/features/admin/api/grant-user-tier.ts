import type { AccountTier } from '@commons/core/members/tiers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import type { SerializedMember } from '../../../lib/member.ts';
import { adminMembersKey } from './admin-users.ts';

export interface TierGrant {
  id: string;
  membershipTier: AccountTier;
}

/** PATCH /api/admin/users/:id with { membershipTier }: a complimentary grant, f100 included. */
export const grantUserTier = ({ id, membershipTier }: TierGrant) =>
  apiRequest<SerializedMember>('PATCH', `/api/admin/users/${encodeURIComponent(id)}`, { membershipTier });

export function useGrantUserTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantUserTier,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminMembersKey() }),
  });
}
