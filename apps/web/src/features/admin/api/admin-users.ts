import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import type { SerializedMember } from '../../../lib/member.ts';

export const adminUsersKey = () => ['admin', 'users'] as const;

/** GET /api/admin/users: every member (spec section 3, the admin list fields). */
export const fetchAdminUsers = () => apiRequest<SerializedMember[]>('GET', '/api/admin/users');

export const adminUsersQuery = () => queryOptions({ queryKey: adminUsersKey(), queryFn: fetchAdminUsers });

export function useAdminUsers() {
  return useQuery(adminUsersQuery());
}
