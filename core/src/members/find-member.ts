import { memberNotFound } from './member-errors.ts';
import { normalizeEmail, type Member } from './member.ts';
import type { MemberRepository } from './member-repository.ts';

/** Which member: by id (admin console) or by e-mail (CLI). */
export type MemberSelector = { id: string } | { email: string };

/** The selected member, or NOT_FOUND. */
export async function findMember(
  deps: { members: MemberRepository },
  target: MemberSelector,
): Promise<Member> {
  const found =
    'id' in target
      ? await deps.members.findById(target.id)
      : await deps.members.findByEmail(normalizeEmail(target.email));
  if (!found) throw memberNotFound();
  return found;
}

/** The selected member with its row locked until the transaction ends, or NOT_FOUND. */
export async function lockMember(
  deps: { members: MemberRepository },
  target: MemberSelector,
): Promise<Member> {
  const found = await findMember(deps, target);
  const member = await deps.members.findByIdForUpdate(found.id);
  if (!member) throw memberNotFound();
  return member;
}
