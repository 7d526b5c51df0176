import type { GrantSubscriptionChoice } from '@commons/core/accounts/schemas';
import type { AccountTier } from '@commons/core/members/tiers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import type { SerializedMember } from '../../../lib/member.ts';
import { adminMembersKey } from './admin-users.ts';

export interface TierGrant {
  id: string;
  membershipTier: AccountTier;
  /** What becomes of a paid subscription still running (the server's default: at the period's end). */
  subscription?: GrantSubscriptionChoice;
}

/** PATCH /api/admin/users/:id with { membershipTier, subscription? }: a complimentary grant, f100 included. */
export const grantUserTier = ({ id, ...grant }: TierGrant) =>
  apiRequest<SerializedMember>('PATCH', `/api/admin/users/${encodeURIComponent(id)}`, grant);

/** DELETE /api/admin/users/:id/grant: the complimentary tier taken back, to Explorer. */
export const removeUserGrant = (id: string) =>
  apiRequest<SerializedMember>('DELETE', `/api/admin/users/${encodeURIComponent(id)}/grant`);

export function useRemoveUserGrant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeUserGrant,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminMembersKey() }),
  });
}

export function useGrantUserTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantUserTier,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminMembersKey() }),
  });
}
