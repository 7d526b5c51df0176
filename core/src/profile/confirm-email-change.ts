import { accountPolicy, limitKeys, type Requester } from '../accounts/account-deps.ts';
import { redeemMemberCode } from '../accounts/member-code-checks.ts';
import type { PendingMemberCode } from '../accounts/member-codes.ts';
import { findSession } from '../accounts/sessions.ts';
import { invalidCodeMessage } from '../accounts/verification-code.ts';
import { emailTaken, memberNotFound } from '../members/member-errors.ts';
import { toMemberView, type MemberView } from '../members/member.ts';
import { DomainError } from '../shared/domain-error.ts';
import { refuseWhenSpent } from '../shared/rate-limits.ts';
import { parseInput } from '../shared/validation.ts';
import { emailChangeUndoDays } from './email-change-links.ts';
import { moveMemberTo } from './member-address.ts';
import { carryOn, type ProfileDeps } from './profile-deps.ts';
import { memberCodeSchema } from './schemas.ts';

/** The signed-in member asking: their session (which stays) and their client address. */
export interface SessionCaller extends Requester {
  sessionToken: string;
}

type ConfirmDeps = Pick<
  ProfileDeps,
  | 'members'
  | 'sessions'
  | 'memberCodes'
  | 'emailChangeUndos'
  | 'changeMailer'
  | 'payments'
  | 'secrets'
  | 'clock'
  | 'rateLimiter'
  | 'transactions'
  | 'reportFailure'
>;

/**
 * `POST /api/me/email/verify`: the right code moves the member to the new address (ending a
 * stranger's unverified registration of it, if any) and ends every other session of the member, in
 * case one is not theirs. In the same transaction the old address is told, with a link that undoes
 * the change for 7 days (its token is kept as a digest). The payment customer's e-mail moves after
 * the commit, never inside a transaction; its failure is reported, not undone.
 */
export async function confirmEmailChange(
  deps: ConfirmDeps,
  caller: SessionCaller,
  input: unknown,
): Promise<MemberView> {
  const { code } = parseInput(memberCodeSchema, input);
  const session = await findSession(deps, caller.sessionToken);
  const member = session && (await deps.members.findById(session.memberId));
  if (!session || !member) throw memberNotFound();
  const { newEmail } = await redeemGuessFrom(deps, caller, member.id, code);
  if (!newEmail) throw new DomainError('CODE_INVALID', invalidCodeMessage);
  const undoToken = deps.secrets.sessionToken();
  const undoEnds = new Date(deps.clock.now().getTime() + emailChangeUndoDays * 24 * 60 * 60 * 1000);
  const moved = await deps.transactions.run(async () => {
    const changed = await moveMemberTo(deps, member, newEmail, 'email-changed', emailTaken);
    await deps.sessions.deleteAllForMember(member.id, session.id);
    await deps.emailChangeUndos.save({
      memberId: member.id,
      oldEmail: member.email,
      tokenHash: deps.secrets.digest(undoToken),
      expiresAt: undoEnds,
    });
    await deps.changeMailer.sendEmailChanged({
      to: member.email,
      firstName: member.firstName,
      newEmail: changed.email,
      undoToken,
      undoValidForDays: emailChangeUndoDays,
    });
    return changed;
  });
  const customerId = moved.paymentCustomerId;
  if (customerId) await carryOn(deps, () => deps.payments.updateCustomerEmail(customerId, moved.email));
  return toMemberView(moved);
}

/**
 * Wrong codes are limited per client IP too (the count the sign-in codes use), on top of the five
 * guesses per code: one client with many sessions gains nothing by rotating through them. Only a
 * failed guess counts.
 */
async function redeemGuessFrom(
  deps: ConfirmDeps,
  requester: Requester,
  memberId: string,
  code: string,
): Promise<PendingMemberCode> {
  const wrongGuesses = {
    key: limitKeys.codeAttemptsPerIp(requester.clientIp),
    limit: accountPolicy.limits.codeAttemptsPerIp,
  };
  await refuseWhenSpent(deps.rateLimiter, [wrongGuesses]);
  try {
    return await redeemMemberCode(deps, memberId, 'email-change', code);
  } catch (error) {
    await deps.rateLimiter.consume(wrongGuesses.key, wrongGuesses.limit);
    throw error;
  }
}
