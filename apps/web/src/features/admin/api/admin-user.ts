import type { MemberDetail } from '@commons/core/member-detail/get-member-detail';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import type { Serialized } from '../../../lib/serialized.ts';
import { adminMembersKey } from './admin-users.ts';

export type SerializedMemberDetail = Serialized<MemberDetail>;

export const adminUserKey = (id: string) => [...adminMembersKey(), 'detail', id] as const;

/**
 * GET /api/admin/users/:id: the member with their history (time, kind, from, to, actor), subscriptions,
 * payments, Stripe customer and sessions.
 */
export const fetchAdminUser = (id: string) =>
  apiRequest<SerializedMemberDetail>('GET', `/api/admin/users/${encodeURIComponent(id)}`);

export const adminUserQuery = (id: string) =>
  queryOptions({ queryKey: adminUserKey(id), queryFn: () => fetchAdminUser(id) });

export function useAdminUser(id: string | null) {
  return useQuery({ ...adminUserQuery(id ?? ''), enabled: id !== null });
}
