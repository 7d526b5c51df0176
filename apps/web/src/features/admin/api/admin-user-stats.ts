import type { MemberStats } from '@commons/core/members/member-search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { adminMembersKey } from './admin-users.ts';

export const adminUserStatsKey = () => [...adminMembersKey(), 'stats'] as const;

/** GET /api/admin/users/stats: the four stat cards, counted by the database. */
export const fetchAdminUserStats = () => apiRequest<MemberStats>('GET', '/api/admin/users/stats');

export const adminUserStatsQuery = () =>
  queryOptions({ queryKey: adminUserStatsKey(), queryFn: fetchAdminUserStats });

export function useAdminUserStats() {
  return useQuery(adminUserStatsQuery());
}
