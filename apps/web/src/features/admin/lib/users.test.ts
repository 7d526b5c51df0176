import { describe, expect, it } from 'vitest';
import { formatCtr } from './format.ts';
import { membersCsvHref, noUserFilters, userListSearch } from './users.ts';

describe('userListSearch', () => {
  it('asks for the first page only, without filters', () => {
    expect(userListSearch({ ...noUserFilters, page: 0, pageSize: 25 })).toBe('limit=25&offset=0');
  });

  it('sends the trimmed search and every chosen filter, and pages by offset', () => {
    expect(
      userListSearch({
        search: '  gold bank ',
        status: 'pending',
        tier: 'explorer',
        payment: 'unpaid',
        page: 2,
        pageSize: 50,
      }),
    ).toBe('q=gold+bank&status=pending&tier=explorer&payment=unpaid&limit=50&offset=100');
  });
});

describe('membersCsvHref', () => {
  it('exports every member without filters, and the filtered ones with the same filters, unpaged', () => {
    expect(membersCsvHref(noUserFilters)).toBe('/api/admin/members.csv');
    expect(membersCsvHref({ ...noUserFilters, search: ' ada ', tier: 'f100' })).toBe(
      '/api/admin/members.csv?q=ada&tier=f100',
    );
  });
});

describe('formatCtr', () => {
  it('shows the CTR in percent with two decimals', () => {
    expect(formatCtr(0)).toBe('0.00%');
    expect(formatCtr(3.5)).toBe('3.50%');
    expect(formatCtr(33.33)).toBe('33.33%');
    expect(formatCtr(100)).toBe('100.00%');
    expect(formatCtr(Number.NaN)).toBe('0.00%');
  });
});
