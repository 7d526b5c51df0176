import type { AdminSettableStatus } from '@commons/core/members/membership-status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import type { SerializedMember } from '../../../lib/member.ts';
import { adminMembersKey } from './admin-users.ts';

export interface StatusChange {
  id: string;
  membershipStatus: AdminSettableStatus;
}

/** PATCH /api/admin/users/:id with the new membershipStatus. */
export const setUserStatus = ({ id, membershipStatus }: StatusChange) =>
  apiRequest<SerializedMember>('PATCH', `/api/admin/users/${encodeURIComponent(id)}`, { membershipStatus });

/** Sets a member's status, then refetches the console's member data whatever the answer. */
export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminMembersKey() }),
  });
}
