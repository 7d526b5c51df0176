import { parseInput } from '../shared/validation.ts';
import { toMemberView, type MemberView } from '../members/member.ts';
import type { MemberRepository } from '../members/member-repository.ts';
import { memberSearchSchema } from '../members/member-search.ts';

export interface MemberList {
  members: MemberView[];
  /** Every match, whatever the page: the API sends it as `X-Total-Count`. */
  total: number;
}

/**
 * The admin's user list, without any secret: filtered, sorted and paged by the database. Without a
 * `limit` every matching member comes back (the spec's "all users").
 */
export async function listMembers(
  deps: { members: MemberRepository },
  input: unknown = {},
): Promise<MemberList> {
  const search = parseInput(memberSearchSchema, input);
  const { members, total } = await deps.members.search(search);
  return { members: members.map(toMemberView), total };
}
