import { memberNotFound } from '../members/member-errors.ts';
import { redeemMemberCode } from '../accounts/member-code-checks.ts';
import { toMemberView, type MemberView } from '../members/member.ts';
import { DomainError } from '../shared/domain-error.ts';
import { parseInput } from '../shared/validation.ts';
import { invalidCodeMessage } from '../accounts/verification-code.ts';
import { carryOn, type ProfileDeps } from './profile-deps.ts';
import { memberCodeSchema } from './schemas.ts';

/**
 * `POST /api/me/email/verify`: the right code moves the member to the new address (ending a
 * stranger's unverified registration of it, if any), tells the old
 * address (the notice is queued in the same transaction as the move), and moves the payment
 * customer's e-mail (only when there is one). The provider is called after the commit, never
 * inside a transaction; its failure is reported, not undone.
 */
export async function confirmEmailChange(
  deps: Pick<
    ProfileDeps,
    | 'members'
    | 'memberCodes'
    | 'changeMailer'
    | 'payments'
    | 'secrets'
    | 'clock'
    | 'transactions'
    | 'reportFailure'
  >,
  memberId: string,
  input: unknown,
): Promise<MemberView> {
  const { code } = parseInput(memberCodeSchema, input);
  const member = await deps.members.findById(memberId);
  if (!member) throw memberNotFound();
  const { newEmail } = await redeemMemberCode(deps, member.id, 'email-change', code);
  if (!newEmail) throw new DomainError('CODE_INVALID', invalidCodeMessage);
  const moved = await deps.transactions.run(async () => {
    // The verified change wins over a registration of the address that nobody verified.
    const holder = await deps.members.findByEmail(newEmail);
    if (holder && holder.id !== member.id && !holder.emailVerifiedAt) {
      await deps.members.deleteUnverified(holder.id);
    }
    const changed = await deps.members.changeEmail(member.id, newEmail);
    await deps.changeMailer.sendEmailChanged({
      to: member.email,
      firstName: member.firstName,
      newEmail: changed.email,
    });
    return changed;
  });
  const customerId = moved.paymentCustomerId;
  if (customerId) await carryOn(deps, () => deps.payments.updateCustomerEmail(customerId, moved.email));
  return toMemberView(moved);
}
