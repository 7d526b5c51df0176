import type { PaymentFilter, StatusFilter, TierFilter } from '../content.ts';

export interface UserFilters {
  search: string;
  status: StatusFilter;
  tier: TierFilter;
  payment: PaymentFilter;
}

export const noUserFilters: UserFilters = { search: '', status: 'all', tier: 'all', payment: 'all' };

/** What the console asks the server for: the filters and one page. */
export interface UserListQuery extends UserFilters {
  page: number;
  pageSize: number;
}

/** The query string of `GET /api/admin/users`; 'all' and an empty search are left out. */
export function userListSearch(query: UserListQuery): string {
  const params = new URLSearchParams();
  const search = query.search.trim();
  if (search) params.set('q', search);
  if (query.status !== 'all') params.set('status', query.status);
  if (query.tier !== 'all') params.set('tier', query.tier);
  if (query.payment !== 'all') params.set('payment', query.payment);
  params.set('limit', String(query.pageSize));
  params.set('offset', String(query.page * query.pageSize));
  return params.toString();
}
