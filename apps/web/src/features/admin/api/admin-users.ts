import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPage } from '../../../lib/api.ts';
import type { SerializedMember } from '../../../lib/member.ts';
import { userListSearch, type UserListQuery } from '../lib/users.ts';

/** Every key under it is member data the console shows: a write refetches them all. */
export const adminMembersKey = () => ['admin', 'members'] as const;
export const adminUsersKey = (query: UserListQuery) => [...adminMembersKey(), 'list', query] as const;

/** GET /api/admin/users?q&status&tier&payment&limit&offset: one page and the total of all matches. */
export const fetchAdminUsers = (query: UserListQuery) =>
  apiPage<SerializedMember>(`/api/admin/users?${userListSearch(query)}`);

export const adminUsersQuery = (query: UserListQuery) =>
  queryOptions({
    queryKey: adminUsersKey(query),
    queryFn: () => fetchAdminUsers(query),
    // The table keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(query: UserListQuery) {
  return useQuery(adminUsersQuery(query));
}
