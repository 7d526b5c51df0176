/** What moving a member to another address does, whether the member confirms a change or undoes one. */
import { changeMembership } from '../members/change-membership.ts';
import type { Member } from '../members/member.ts';
import type { DomainError } from '../shared/domain-error.ts';
import type { ProfileDeps } from './profile-deps.ts';

/**
 * Inside the caller's transaction: moves the member to `email`. A verified account holding it
 * refuses the move (`taken`); a registration of it that nobody verified gives way, as a member who
 * proves they read the address wins over one who never did. The move goes in the member's history
 * (`reason`), which is the account's audit trail.
 */
export async function moveMemberTo(
  deps: Pick<ProfileDeps, 'members' | 'clock'>,
  member: Member,
  email: string,
  reason: 'email-changed' | 'email-change-undone',
  taken: () => DomainError,
): Promise<Member> {
  const holder = await deps.members.findByEmail(email);
  if (holder && holder.id !== member.id) {
    if (holder.emailVerifiedAt) throw taken();
    await deps.members.deleteUnverified(holder.id);
  }
  const moved = holder?.id === member.id ? member : await deps.members.changeEmail(member.id, email);
  return changeMembership(
    deps,
    moved,
    { type: 'address-noted' },
    { actor: { kind: 'member' }, reason, noteworthy: true },
  );
}
