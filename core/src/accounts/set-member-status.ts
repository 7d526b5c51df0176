import { parseInput } from '../shared/validation.ts';
import { systemActor } from '../membership/actor.ts';
import { changeMembership } from '../membership/change-membership.ts';
import { memberNotFound } from './account-errors.ts';
import type { AccountDeps } from './account-deps.ts';
import { normalizeEmail, toMemberView, type MemberView } from './member.ts';
import { setMemberStatusSchema } from './schemas.ts';

/** Which member: by id (admin screen) or by e-mail (CLI). */
export type MemberSelector = { id: string } | { email: string };

/**
 * An admin sets membershipStatus to pending, active or inactive directly. The change is recorded
 * with who and when; setting a member inactive ends all of their sessions at once.
 */
export async function setMemberStatus(
  deps: Pick<AccountDeps, 'members' | 'sessions' | 'clock' | 'transactions'>,
  target: MemberSelector,
  input: unknown,
  /** The admin acting; null for the operator's CLI. */
  adminId: string | null,
): Promise<MemberView> {
  const { membershipStatus } = parseInput(setMemberStatusSchema, input);
  return deps.transactions.run(async () => {
    const found =
      'id' in target
        ? await deps.members.findById(target.id)
        : await deps.members.findByEmail(normalizeEmail(target.email));
    const member = found && (await deps.members.findByIdForUpdate(found.id));
    if (!member) throw memberNotFound();
    // Ended even when already inactive, so no session outlives the admin's decision.
    if (membershipStatus === 'inactive') await deps.sessions.deleteAllForMember(member.id);
    const updated = await changeMembership(
      deps,
      member,
      { type: 'admin-set-status', status: membershipStatus },
      { actor: adminId ? { kind: 'admin', id: adminId } : systemActor },
    );
    return toMemberView(updated);
  });
}
