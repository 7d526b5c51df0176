import { enforceRateLimits } from '../shared/rate-limits.ts';
import { parseInput } from '../shared/validation.ts';
import { openMembership } from '../membership/change-membership.ts';
import { findTierOffer } from '../membership/tiers.ts';
import { emailTaken } from './account-errors.ts';
import { accountPolicy, limitKeys, type AccountDeps, type Requester } from './account-deps.ts';
import { normalizeEmail, toMemberView, type MemberView } from './member.ts';
import { withUniqueMembershipId } from './membership-id.ts';
import { signUpSchema } from './schemas.ts';
import { mailCode, newVerification, sendCodeQuietly } from './verification-code.ts';

/**
 * Sign-up: a pending account (explorer is paid from the start, other tiers unpaid) with a unique
 * membership ID and a verification code sent by e-mail. The member signs in by verifying.
 */
export async function register(
  deps: Pick<
    AccountDeps,
    | 'members'
    | 'passwords'
    | 'secrets'
    | 'mailer'
    | 'rateLimiter'
    | 'clock'
    | 'transactions'
    | 'reportMailFailure'
  >,
  input: unknown,
  requester: Requester,
): Promise<MemberView> {
  const signUp = parseInput(signUpSchema, input);
  await enforceRateLimits(deps.rateLimiter, [
    { key: limitKeys.registrationsPerIp(requester.clientIp), limit: accountPolicy.limits.registrationsPerIp },
  ]);
  const email = normalizeEmail(signUp.email);
  if (await deps.members.findByEmail(email)) throw emailTaken();

  const free = findTierOffer(signUp.membershipTier)?.pricing.kind === 'free';
  const passwordHash = await deps.passwords.hash(signUp.password);
  const { code, verification } = newVerification(deps);
  const member = await withUniqueMembershipId(deps, (membershipId) =>
    deps.transactions.run(() =>
      openMembership(
        deps,
        {
          membershipId,
          email,
          passwordHash,
          firstName: signUp.firstName,
          lastName: signUp.lastName,
          organization: signUp.organization,
          position: signUp.position,
          phone: signUp.phone,
          verification,
          isAdmin: false,
          paymentCustomerId: null,
          paymentSubscriptionId: null,
        },
        {
          type: 'registered',
          plan: {
            tier: signUp.membershipTier,
            billingCycle: free ? null : (signUp.billingCycle ?? 'monthly'),
          },
          free,
        },
        { actor: { kind: 'member' } },
      ),
    ),
  );
  // After the commit: the account exists even if the e-mail fails; "Resend Code" then helps.
  await sendCodeQuietly(deps, email, () => mailCode(deps, member, code));
  return toMemberView(member);
}
