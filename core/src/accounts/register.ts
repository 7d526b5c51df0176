import { enforceRateLimits } from '../shared/rate-limits.ts';
import { parseInput } from '../shared/validation.ts';
import { openMembership } from '../members/change-membership.ts';
import { findTierOffer } from '../members/tiers.ts';
import { emailTaken } from '../members/member-errors.ts';
import { accountPolicy, limitKeys, type AccountDeps, type Requester } from './account-deps.ts';
import { normalizeEmail, toMemberView, type Member, type MemberView } from '../members/member.ts';
import { withUniqueMembershipId } from './membership-id.ts';
import { signUpSchema, type SignUp } from './schemas.ts';
import { canSendCode, mailCode, newVerification, sendCodeQuietly } from './verification-code.ts';

type RegisterDeps = Pick<
  AccountDeps,
  'members' | 'secrets' | 'mailer' | 'rateLimiter' | 'clock' | 'transactions' | 'reportMailFailure'
>;

/** The new member, and when their first code expires (the verification page counts down to it). */
export type RegisteredMember = MemberView & { codeExpiresAt: Date };

/**
 * Sign-up (spec section 7: no password): a pending account (explorer is paid from the start,
 * other tiers unpaid) with a unique membership ID and a verification code sent by e-mail. The
 * member signs in by verifying and chooses a password afterwards, so nobody picks a password
 * before proving they own the mailbox; a password sent along is ignored.
 *
 * Signing up again with an address that is still unverified replaces that pending registration
 * (same answer as for a new address, so nobody learns which addresses have one); a verified
 * address keeps EMAIL_TAKEN. A pending registration that already started a payment is not
 * deleted (its payment would lose its member): it keeps its plan, and only the code is renewed.
 */
export async function register(
  deps: RegisterDeps,
  input: unknown,
  requester: Requester,
): Promise<RegisteredMember> {
  const signUp = parseInput(signUpSchema, input);
  await enforceRateLimits(deps.rateLimiter, [
    { key: limitKeys.registrationsPerIp(requester.clientIp), limit: accountPolicy.limits.registrationsPerIp },
  ]);
  const email = normalizeEmail(signUp.email);
  const fresh = newVerification(deps);
  // When the address's allowance of code e-mails is spent, a replaced registration keeps the code
  // already in the mailbox (it proves the mailbox all the same) instead of one nobody receives.
  const mailNow = await canSendCode(deps, email);
  let mailed = true;
  const member = await withUniqueMembershipId(deps, (membershipId) =>
    deps.transactions.run(async () => {
      const existing = await deps.members.findByEmail(email);
      if (existing?.emailVerifiedAt) throw emailTaken();
      mailed = mailNow || !existing?.verification;
      const verification = mailed ? fresh.verification : existing!.verification;
      if (existing?.paymentCustomerId) {
        return deps.members.update(existing.id, { ...profileOf(signUp), passwordHash: null, verification });
      }
      if (existing) await deps.members.deleteUnverified(existing.id);
      return openAccount(deps, signUp, { membershipId, email, verification });
    }),
  );
  // After the commit: the account exists even if the e-mail fails; "Resend Code" then helps.
  if (mailed) await sendCodeQuietly(deps, email, () => mailCode(deps, member, fresh.code));
  return {
    ...toMemberView(member),
    codeExpiresAt: (member.verification ?? fresh.verification).expiresAt,
  };
}

function profileOf(signUp: SignUp) {
  return {
    firstName: signUp.firstName,
    lastName: signUp.lastName,
    organization: signUp.organization,
    position: signUp.position,
    phone: signUp.phone,
  };
}

function openAccount(
  deps: RegisterDeps,
  signUp: SignUp,
  account: Pick<Member, 'membershipId' | 'email' | 'verification'>,
): Promise<Member> {
  const free = findTierOffer(signUp.membershipTier)?.pricing.kind === 'free';
  return openMembership(
    deps,
    {
      ...account,
      ...profileOf(signUp),
      passwordHash: null,
      signInCode: null,
      isAdmin: false,
      paymentCustomerId: null,
      paymentSubscriptionId: null,
    },
    {
      type: 'registered',
      plan: { tier: signUp.membershipTier, billingCycle: free ? null : (signUp.billingCycle ?? 'monthly') },
      free,
    },
    { actor: { kind: 'member' } },
  );
}
