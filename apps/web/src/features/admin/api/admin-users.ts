import type { AdminSettableStatus } from '@commons/core/membership/membership-status';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import type { AdminUser } from './admin-types.ts';

export const adminUsersKey = ['/api/admin/users'] as const;

/** GET /api/admin/users through the default query function. */
export function useAdminUsers(enabled: boolean) {
  return useQuery<AdminUser[]>({ queryKey: adminUsersKey, enabled });
}

/** PATCH /api/admin/users/:id with the new membershipStatus, then refetch the list. */
export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, membershipStatus }: { id: string; membershipStatus: AdminSettableStatus }) =>
      apiRequest<AdminUser>('PATCH', `/api/admin/users/${encodeURIComponent(id)}`, { membershipStatus }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
