import { parseInput } from '../shared/validation.ts';
import { changeMembership } from '../members/change-membership.ts';
import { claimPendingTierGrant } from './claim-pending-tier-grant.ts';
import type { AccountDeps, Requester } from './account-deps.ts';
import { accountInactive } from '../members/member-errors.ts';
import { redeemEmailCode } from './redeem-email-code.ts';
import type { PaymentClaimDeps } from './set-aside-unclaimed-payment.ts';
import { verifyEmailSchema } from './schemas.ts';
import type { SignedIn } from './session-grant.ts';

/**
 * The right code verifies the address, moves the membership on (explorer becomes active), starts
 * a session (a code sign-in: the member may then choose a password) and returns the member; a
 * first verification sends the welcome e-mail. Guesses are limited as `redeemEmailCode` says.
 */
export async function verifyEmail(
  deps: Pick<
    AccountDeps,
    'members' | 'pendingGrants' | 'sessions' | 'secrets' | 'clock' | 'rateLimiter' | 'transactions' | 'mailer'
  > &
    PaymentClaimDeps,
  input: unknown,
  requester: Requester,
): Promise<SignedIn> {
  const { code, email } = parseInput(verifyEmailSchema, input);
  return redeemEmailCode(deps, { email, code, field: 'verification' }, requester, async (member) => {
    if (member.membershipStatus === 'inactive') return accountInactive();
    // The code is used up even when the address was already verified (an admin promoted it).
    const verified = await changeMembership(
      deps,
      member,
      { type: 'email-verified' },
      { actor: { kind: 'member' }, changes: { verification: null } },
    );
    return claimPendingTierGrant(deps, verified);
  });
}
