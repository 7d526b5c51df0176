import { DomainError } from '../shared/domain-error.ts';
import { parseInput } from '../shared/validation.ts';
import { changeMembership } from '../members/change-membership.ts';
import { claimPendingTierGrant } from './claim-pending-tier-grant.ts';
import type { AccountDeps, Requester } from './account-deps.ts';
import { accountInactive } from '../members/member-errors.ts';
import { normalizeEmail } from '../members/member.ts';
import { redeemEmailCode, type JudgeGuess, type RedeemDeps } from './redeem-email-code.ts';
import { signInWithCodeSchema } from './schemas.ts';
import type { SignedIn } from './session-grant.ts';
import { judgeSignInCodeGuess } from './sign-in-code-checks.ts';
import { invalidCode } from './verification-code.ts';

/**
 * Sign-in with the e-mailed code: 6 digits, 5 minutes, 5 tries, single use, guessed only from the
 * browser that asked for it (another browser's guesses never count against it; a browser that asked
 * for none may use a code an admin sent). The right code starts a session marked as a code sign-in
 * (for 10 minutes the member may choose a new password without the old one) and ends the address's
 * other pending sign-in codes. An inactive member is refused. The code proves the mailbox exactly
 * as the verification code does, so an unverified member's address counts as verified from then
 * on (and any pending verification code is used up).
 */
export async function signInWithCode(
  deps: RedeemDeps & Pick<AccountDeps, 'pendingGrants' | 'signInCodes'>,
  input: unknown,
  requester: Requester,
): Promise<SignedIn> {
  const parsed = parseInput(signInWithCodeSchema, input);
  const email = normalizeEmail(parsed.email);
  const judge: JudgeGuess = async () => {
    const judged = await judgeSignInCodeGuess(deps, email, parsed.code, requester);
    if (judged instanceof DomainError) return { rejected: judged };
    const found = await deps.members.findByEmail(email);
    const member = found && (await deps.members.findByIdForUpdate(found.id));
    if (!member) return { rejected: invalidCode() };
    await deps.signInCodes.deleteAllFor(email);
    return { member };
  };
  return redeemEmailCode(deps, judge, requester, async (member) => {
    if (member.membershipStatus === 'inactive') return accountInactive();
    if (member.emailVerifiedAt) return member;
    return claimPendingTierGrant(
      deps,
      await changeMembership(
        deps,
        member,
        { type: 'email-verified' },
        { actor: { kind: 'member' }, changes: { verification: null } },
      ),
    );
  });
}
