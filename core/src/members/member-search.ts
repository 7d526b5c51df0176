/**
 * The admin's member search: what may be asked (validated here, so the console and the server say
 * the same words) and what comes back. Without a limit every matching member is returned, which
 * keeps the spec's contract of `GET /api/admin/users` (all users).
 */
import { z } from 'zod';
import { membershipStatuses, paymentStatuses } from './membership-status.ts';
import { accountTiers } from './tiers.ts';
import type { Member } from './member.ts';

export const memberSorts = ['newest', 'oldest', 'name', 'email'] as const;
export type MemberSort = (typeof memberSorts)[number];

/** The largest page one request may ask for. */
export const maxMemberPage = 500;

const blankAsMissing = (value: unknown) => (value === '' || value === 'all' ? undefined : value);

export const memberSearchSchema = z.object({
  q: z
    .string()
    .trim()
    .max(200, 'Search must be at most 200 characters')
    .optional()
    .transform((value) => value || undefined),
  status: z.preprocess(blankAsMissing, z.enum(membershipStatuses, { error: 'Unknown status' }).optional()),
  tier: z.preprocess(blankAsMissing, z.enum(accountTiers, { error: 'Unknown tier' }).optional()),
  payment: z.preprocess(
    blankAsMissing,
    z.enum(paymentStatuses, { error: 'Unknown payment status' }).optional(),
  ),
  sort: z.preprocess(blankAsMissing, z.enum(memberSorts, { error: 'Unknown sort' }).default('newest')),
  limit: z.coerce
    .number({ error: `Limit must be a whole number from 1 to ${maxMemberPage}` })
    .int(`Limit must be a whole number from 1 to ${maxMemberPage}`)
    .min(1, `Limit must be a whole number from 1 to ${maxMemberPage}`)
    .max(maxMemberPage, `Limit must be a whole number from 1 to ${maxMemberPage}`)
    .optional(),
  offset: z.coerce
    .number({ error: 'Offset must be a whole number, 0 or more' })
    .int('Offset must be a whole number, 0 or more')
    .min(0, 'Offset must be a whole number, 0 or more')
    .default(0),
});
export type MemberSearchInput = z.input<typeof memberSearchSchema>;
export type MemberSearch = z.output<typeof memberSearchSchema>;

/** A search's filters without its sort and page: what an export of every match reads. */
export type MemberFilters = Pick<MemberSearch, 'q' | 'status' | 'tier' | 'payment'>;

/** Where the next page of an export starts: after this member, in (createdAt, id) order. */
export type MemberExportCursor = Pick<Member, 'id' | 'createdAt'>;

export interface MemberSearchPage {
  members: Member[];
  /** How many members match the filters, whatever the page. */
  total: number;
}

/** The User Management stat cards, counted by the database. */
export interface MemberStats {
  total: number;
  active: number;
  f100: number;
  pending: number;
}

/** Does the member match the search's filters? The in-memory fake's reading of the query. */
export function matchesMemberSearch(member: Member, search: MemberFilters): boolean {
  if (search.status && member.membershipStatus !== search.status) return false;
  if (search.tier && member.membershipTier !== search.tier) return false;
  if (search.payment && member.paymentStatus !== search.payment) return false;
  if (!search.q) return true;
  const needle = search.q.toLowerCase();
  return [`${member.firstName} ${member.lastName}`, member.email, member.organization ?? ''].some((text) =>
    text.toLowerCase().includes(needle),
  );
}
