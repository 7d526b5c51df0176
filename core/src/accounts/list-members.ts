import { toMemberView, type MemberView } from './member.ts';
import type { MemberRepository } from './member-repository.ts';

/** The admin's user list: every member, newest first, without any secret. */
export async function listMembers(deps: { members: MemberRepository }): Promise<MemberView[]> {
  const members = await deps.members.list();
  return members.map(toMemberView);
}
