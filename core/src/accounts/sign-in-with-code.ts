import { parseInput } from '../shared/validation.ts';
import { changeMembership } from '../members/change-membership.ts';
import { claimPendingTierGrant } from './claim-pending-tier-grant.ts';
import type { AccountDeps, Requester } from './account-deps.ts';
import { accountInactive } from '../members/member-errors.ts';
import { redeemEmailCode } from './redeem-email-code.ts';
import type { PaymentClaimDeps } from './set-aside-unclaimed-payment.ts';
import { signInWithCodeSchema } from './schemas.ts';
import type { SignedIn } from './session-grant.ts';

/**
 * Sign-in with the e-mailed code: 6 digits, 5 minutes, 5 tries, single use. The right code starts
 * a session marked as a code sign-in (for 10 minutes the member may choose a new password without
 * the old one). An inactive member is refused. The code proves the mailbox exactly as the
 * verification code does, so an unverified member's address counts as verified from then on (and
 * any pending verification code is used up).
 */
export async function signInWithCode(
  deps: Pick<
    AccountDeps,
    'members' | 'pendingGrants' | 'sessions' | 'secrets' | 'clock' | 'rateLimiter' | 'transactions' | 'mailer'
  > &
    PaymentClaimDeps,
  input: unknown,
  requester: Requester,
): Promise<SignedIn> {
  const { code, email } = parseInput(signInWithCodeSchema, input);
  return redeemEmailCode(deps, { email, code, field: 'signInCode' }, requester, async (member) => {
    if (member.membershipStatus === 'inactive') {
      await deps.members.update(member.id, { signInCode: null });
      return accountInactive();
    }
    if (member.emailVerifiedAt) return deps.members.update(member.id, { signInCode: null });
    return claimPendingTierGrant(
      deps,
      await changeMembership(
        deps,
        member,
        { type: 'email-verified' },
        { actor: { kind: 'member' }, changes: { signInCode: null, verification: null } },
      ),
    );
  });
}
