import { toMemberView, type MemberView } from '../members/member.ts';
import { DomainError } from '../shared/domain-error.ts';
import { emailChangeUndoDays } from './email-change-links.ts';
import { moveMemberTo } from './member-address.ts';
import { carryOn, type ProfileDeps } from './profile-deps.ts';

export const undoMessages = {
  invalid: 'This link is not valid. It may have been used already.',
  expired: `This link has expired: an e-mail change can be undone for ${emailChangeUndoDays} days. Please contact support.`,
  taken:
    'Your old e-mail address now belongs to another account, so the change cannot be undone. Please contact support.',
} as const;

/**
 * `POST /api/email-change/undo?token=`: the link in the notice to the old address, for 7 days and
 * once, moves the account back to that address (however it was changed since), ends every session
 * of the member and every other undo link of theirs (so the next change's link cannot move it
 * again), and goes in the member's history. Refused when a verified account has taken the old
 * address since; the link then stays usable. The payment customer's e-mail follows after the commit.
 */
export async function undoEmailChange(
  deps: Pick<
    ProfileDeps,
    | 'members'
    | 'sessions'
    | 'emailChangeUndos'
    | 'payments'
    | 'secrets'
    | 'clock'
    | 'transactions'
    | 'reportFailure'
  >,
  token: string,
): Promise<MemberView> {
  const tokenHash = deps.secrets.digest(token);
  const undo = token ? await deps.emailChangeUndos.findByTokenHash(tokenHash) : null;
  if (!undo) throw new DomainError('CODE_INVALID', undoMessages.invalid);
  if (deps.clock.now() >= undo.expiresAt) throw new DomainError('CODE_EXPIRED', undoMessages.expired);
  const restored = await deps.transactions.run(async () => {
    const member = await deps.members.findByIdForUpdate(undo.memberId);
    // Taken once, even when two clicks arrive together.
    if (!member || !(await deps.emailChangeUndos.take(tokenHash))) {
      throw new DomainError('CODE_INVALID', undoMessages.invalid);
    }
    const moved = await moveMemberTo(
      deps,
      member,
      undo.oldEmail,
      'email-change-undone',
      () => new DomainError('EMAIL_TAKEN', undoMessages.taken),
    );
    await deps.sessions.deleteAllForMember(member.id);
    await deps.emailChangeUndos.deleteForMember(member.id);
    return moved;
  });
  const customerId = restored.paymentCustomerId;
  if (customerId) {
    await carryOn(deps, () => deps.payments.updateCustomerEmail(customerId, restored.email));
  }
  return toMemberView(restored);
}
