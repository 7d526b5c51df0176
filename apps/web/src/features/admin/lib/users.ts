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

/** The filters as query parameters ('all' and an empty search left out), as `members.csv` takes them. */
function filterParams(filters: UserFilters): URLSearchParams {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set('q', search);
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.tier !== 'all') params.set('tier', filters.tier);
  if (filters.payment !== 'all') params.set('payment', filters.payment);
  return params;
}

/** `GET /api/admin/members.csv` of the members the filters show, every page. */
export const membersCsvHref = (filters: UserFilters): string => {
  const search = filterParams(filters).toString();
  return `/api/admin/members.csv${search ? `?${search}` : ''}`;
};

/** The query string of `GET /api/admin/users`: the filters and one page. */
export function userListSearch(query: UserListQuery): string {
  const params = filterParams(query);
  params.set('limit', String(query.pageSize));
  params.set('offset', String(query.page * query.pageSize));
  return params.toString();
}
