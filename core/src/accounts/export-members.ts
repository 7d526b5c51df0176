import { parseInput } from '../shared/validation.ts';
import { toMemberView, type MemberView } from '../members/member.ts';
import type { MemberRepository } from '../members/member-repository.ts';
import { memberSearchSchema, type MemberExportCursor } from '../members/member-search.ts';

/** Rows per export read: few round trips, while a page stays small next to the server's memory. */
export const memberExportPageSize = 2000;

const memberFiltersSchema = memberSearchSchema.pick({ q: true, status: true, tier: true, payment: true });

/**
 * One page of the admin's member export (`members.csv`): the list's filters, oldest first, after
 * `after` (the last member of the previous page; null for the first). Read page by page rather
 * than through the list, whose offset pages count and skip every earlier match again.
 */
export async function exportMembersPage(
  deps: { members: MemberRepository },
  input: unknown,
  after: MemberExportCursor | null,
): Promise<MemberView[]> {
  const filters = parseInput(memberFiltersSchema, input);
  const members = await deps.members.exportPage(filters, after, memberExportPageSize);
  return members.map(toMemberView);
}
