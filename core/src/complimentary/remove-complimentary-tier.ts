/**
 * An admin takes a complimentary tier back (`DELETE /api/admin/users/:id/grant`): the member
 * returns to the free Explorer tier, is told by e-mail, and the history records who did it.
 */
import type { AccountDeps } from '../accounts/account-deps.ts';
import { adminActor } from '../members/actor.ts';
import { changeMembership } from '../members/change-membership.ts';
import { lockMember, type MemberSelector } from '../members/find-member.ts';
import { toMemberView, type Member, type MemberView } from '../members/member.ts';
import type { BillingMailer } from '../membership/billing-mailer.ts';
import { DomainError } from '../shared/domain-error.ts';

export const notComplimentaryMessage = 'This member holds no complimentary tier.';

export type RemoveGrantDeps = Pick<AccountDeps, 'members' | 'clock' | 'transactions'> & {
  mailer: Pick<BillingMailer, 'sendGrantRemoved'>;
};

export function removeComplimentaryTier(
  deps: RemoveGrantDeps,
  target: MemberSelector,
  adminId: string,
): Promise<MemberView> {
  return deps.transactions.run(async () => {
    const member = await lockMember(deps, target);
    if (!member.complimentary) throw new DomainError('CONFLICT', notComplimentaryMessage);
    return toMemberView(await applyGrantRemoval(deps, member, adminId));
  });
}

/** Inside the caller's transaction, on the locked complimentary member: the change and its mail. */
export async function applyGrantRemoval(
  deps: RemoveGrantDeps,
  member: Member,
  adminId: string | null,
): Promise<Member> {
  const removed = await changeMembership(
    deps,
    member,
    { type: 'admin-removed-grant' },
    { actor: adminActor(adminId) },
  );
  await deps.mailer.sendGrantRemoved({
    to: member.email,
    firstName: member.firstName,
    tier: member.membershipTier ?? 'explorer',
  });
  return removed;
}
