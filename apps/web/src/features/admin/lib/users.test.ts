import { describe, expect, it } from 'vitest';
import type { SerializedMember } from '../../../lib/member.ts';
import { anAdminUser } from '../testing/admin-user-builder.ts';
import { formatCtr } from './format.ts';
import { filterUsers, noUserFilters, userStats } from './users.ts';

const users = [
  anAdminUser({
    id: '1',
    firstName: 'Ada',
    lastName: 'Obi',
    membershipTier: 'f100',
    membershipStatus: 'active',
  }),
  anAdminUser({
    id: '2',
    firstName: 'Kofi',
    lastName: 'Mensah',
    email: 'kofi@bank.gh',
    organization: 'Gold Bank',
  }),
  anAdminUser({
    id: '3',
    firstName: 'Zara',
    lastName: 'Ali',
    membershipTier: 'builder',
    membershipStatus: 'inactive',
  }),
  anAdminUser({ id: '4', firstName: 'Tunde', lastName: 'Ade', membershipTier: null, organization: null }),
];
const ids = (list: SerializedMember[]) => list.map((entry) => entry.id);

describe('filterUsers', () => {
  it('keeps everyone without filters', () => {
    expect(ids(filterUsers(users, noUserFilters))).toEqual(['1', '2', '3', '4']);
  });

  it('searches full name, e-mail and organization, ignoring case and surrounding blanks', () => {
    expect(ids(filterUsers(users, { ...noUserFilters, search: '  ada OBI ' }))).toEqual(['1']);
    expect(ids(filterUsers(users, { ...noUserFilters, search: 'BANK.GH' }))).toEqual(['2']);
    expect(ids(filterUsers(users, { ...noUserFilters, search: 'gold' }))).toEqual(['2']);
    expect(ids(filterUsers(users, { ...noUserFilters, search: 'nobody' }))).toEqual([]);
  });

  it('filters by status and by tier, combined with the search', () => {
    expect(ids(filterUsers(users, { ...noUserFilters, status: 'pending' }))).toEqual(['2', '4']);
    expect(ids(filterUsers(users, { ...noUserFilters, tier: 'f100' }))).toEqual(['1']);
    expect(ids(filterUsers(users, { search: 'acme', status: 'inactive', tier: 'builder' }))).toEqual(['3']);
    expect(ids(filterUsers(users, { search: 'acme', status: 'active', tier: 'builder' }))).toEqual([]);
  });
});

describe('userStats', () => {
  it('counts all users, active, F100 and pending members', () => {
    expect(userStats(users)).toEqual({ total: 4, active: 1, f100: 1, pending: 2 });
    expect(userStats([])).toEqual({ total: 0, active: 0, f100: 0, pending: 0 });
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
