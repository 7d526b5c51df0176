/**
 * `DELETE /api/me` (GDPR article 17): with the password, or a code mailed for it, the member closes
 * the account. The subscription is cancelled at once at the provider (before any transaction), then
 * in one transaction the history records the end, every session ends and the account row is
 * erased; the history and payment records stay for accounting with no member. A confirmation goes
 * to the address, which is then free to sign up again.
 */
import { memberNotFound } from '../members/member-errors.ts';
import { changeMembership } from '../members/change-membership.ts';
import { DomainError } from '../shared/domain-error.ts';
import { parseInput } from '../shared/validation.ts';
import type { ProfileDeps } from '../profile/profile-deps.ts';
import { reauthenticate, wrongPasswordMessage } from '../profile/reauthenticate.ts';
import { deleteAccountSchema } from '../profile/schemas.ts';

export const deletionMessages = {
  wrongPassword: wrongPasswordMessage,
  admin: 'An administrator account cannot be deleted here. Please ask another administrator.',
  cancelFailed:
    'Your subscription could not be cancelled, so your account was not deleted. Please try again later.',
} as const;

type DeleteAccountDeps = Pick<
  ProfileDeps,
  | 'members'
  | 'sessions'
  | 'passwords'
  | 'memberCodes'
  | 'changeMailer'
  | 'payments'
  | 'secrets'
  | 'clock'
  | 'rateLimiter'
  | 'transactions'
  | 'reportFailure'
>;

export async function deleteAccount(
  deps: DeleteAccountDeps,
  memberId: string,
  input: unknown,
): Promise<void> {
  const proof = parseInput(deleteAccountSchema, input);
  const member = await deps.members.findById(memberId);
  if (!member) throw memberNotFound();
  // The last administrator must not lock everyone out of the console by a click.
  if (member.staffRole !== null) throw new DomainError('FORBIDDEN', deletionMessages.admin);
  await reauthenticate(deps, member, proof, 'account-deletion');

  const subscriptionId = member.paymentSubscriptionId;
  if (subscriptionId) {
    try {
      await deps.payments.cancelSubscriptionNow(subscriptionId);
    } catch (error) {
      deps.reportFailure(error);
      throw new DomainError('PAYMENT_FAILED', deletionMessages.cancelFailed);
    }
  }

  await deps.transactions.run(async () => {
    const locked = await deps.members.findByIdForUpdate(member.id);
    if (!locked) return;
    await changeMembership(
      deps,
      locked,
      { type: 'subscription-ended' },
      {
        actor: { kind: 'member' },
        reason: 'account-deleted',
        noteworthy: true,
        changes: { paymentSubscriptionId: null },
      },
    );
    await deps.sessions.deleteAllForMember(member.id);
    await deps.members.erase(member.id);
    await deps.changeMailer.sendAccountDeleted({ to: member.email, firstName: member.firstName });
  });
}
