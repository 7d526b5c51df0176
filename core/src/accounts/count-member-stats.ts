import type { MemberRepository } from '../members/member-repository.ts';
import type { MemberStats } from '../members/member-search.ts';

/** The User Management stat cards (Total Users, Active Members, F100 Members, Pending). */
export function countMemberStats(deps: { members: MemberRepository }): Promise<MemberStats> {
  return deps.members.stats();
}
