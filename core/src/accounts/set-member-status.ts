import { parseInput } from '../shared/validation.ts';
import { hasChanged, transition, type MembershipState } from '../membership/membership-status.ts';
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
  actorId: string | null,
): Promise<MemberView> {
  const { membershipStatus } = parseInput(setMemberStatusSchema, input);
  return deps.transactions.run(async () => {
    const found =
      'id' in target
        ? await deps.members.findById(target.id)
        : await deps.members.findByEmail(normalizeEmail(target.email));
    const member = found && (await deps.members.findByIdForUpdate(found.id));
    if (!member) throw memberNotFound();
    const before: MembershipState = {
      membershipStatus: member.membershipStatus,
      paymentStatus: member.paymentStatus,
      emailVerified: member.emailVerifiedAt !== null,
    };
    const after = transition(before, { type: 'admin-set-status', status: membershipStatus });
    // Ended even when already inactive, so no session outlives the admin's decision.
    if (after.membershipStatus === 'inactive') await deps.sessions.deleteAllForMember(member.id);
    if (!hasChanged(before, after)) return toMemberView(member);
    const updated = await deps.members.update(member.id, { membershipStatus: after.membershipStatus });
    await deps.members.recordStatusChange({
      memberId: member.id,
      fromStatus: before.membershipStatus,
      toStatus: after.membershipStatus,
      fromPaymentStatus: before.paymentStatus,
      toPaymentStatus: after.paymentStatus,
      reason: 'admin',
      actorId,
      at: deps.clock.now(),
    });
    return toMemberView(updated);
  });
}
