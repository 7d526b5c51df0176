import type { SerializedMember } from '../../../lib/member.ts';
import type { StatusFilter, TierFilter } from '../content.ts';

export interface UserFilters {
  search: string;
  status: StatusFilter;
  tier: TierFilter;
}

export const noUserFilters: UserFilters = { search: '', status: 'all', tier: 'all' };

/** Search matches name, e-mail or organization (case-insensitive); the filters match exactly. */
export function filterUsers(users: readonly SerializedMember[], filters: UserFilters): SerializedMember[] {
  const needle = filters.search.trim().toLowerCase();
  return users.filter((user) => {
    if (filters.status !== 'all' && user.membershipStatus !== filters.status) return false;
    if (filters.tier !== 'all' && user.membershipTier !== filters.tier) return false;
    if (!needle) return true;
    const haystack = [`${user.firstName} ${user.lastName}`, user.email, user.organization ?? '']
      .join('\n')
      .toLowerCase();
    return haystack.includes(needle);
  });
}

/** The four stat cards of User Management, over every user (not the filtered list). */
export function userStats(users: readonly SerializedMember[]) {
  return {
    total: users.length,
    active: users.filter((user) => user.membershipStatus === 'active').length,
    f100: users.filter((user) => user.membershipTier === 'f100').length,
    pending: users.filter((user) => user.membershipStatus === 'pending').length,
  };
}
