import { enforceRateLimits } from '../shared/rate-limits.ts';
import { parseInput } from '../shared/validation.ts';
import { openMembership } from '../members/change-membership.ts';
import { findTierOffer } from '../members/tiers.ts';
import { emailTaken } from '../members/member-errors.ts';
import { accountPolicy, limitKeys, type AccountDeps, type Requester } from './account-deps.ts';
import { normalizeEmail, toMemberView, type Member, type MemberView } from '../members/member.ts';
import {
  registrationProofLifetimeSeconds,
  type IssuedRegistrationProof,
} from '../members/registration-proofs.ts';
import { withUniqueMembershipId } from './membership-id.ts';
import { signUpSchema, type SignUp } from './schemas.ts';
import { mailCode, newVerification, spendCodeAllowanceIfLeft } from './verification-code.ts';

type RegisterDeps = Pick<
  AccountDeps,
  'members' | 'registrationProofs' | 'secrets' | 'mailer' | 'rateLimiter' | 'clock' | 'transactions'
>;

/** The new member, and when their first code expires (the verification page counts down to it). */
export type RegisteredMember = MemberView & { codeExpiresAt: Date };

/** What the sign-up answers, and the proof of it the browser keeps (never part of the answer's body). */
export type Registration = RegisteredMember & { registrationProof: IssuedRegistrationProof };

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
 *
 * The browser gets a proof of the registration (`RegistrationProofs`): what lets it pay before the
 * address is verified. Signing up again from the browser holding the registration's proof keeps
 * that proof; any other sign-up of the address gets a new one, and the earlier holder's ends.
 */
export async function register(
  deps: RegisterDeps,
  input: unknown,
  requester: Requester,
): Promise<Registration> {
  const signUp = parseInput(signUpSchema, input);
  await enforceRateLimits(deps.rateLimiter, [
    { key: limitKeys.registrationsPerIp(requester.clientIp), limit: accountPolicy.limits.registrationsPerIp },
  ]);
  const email = normalizeEmail(signUp.email);
  const fresh = newVerification(deps);
  // A taken address is refused before the allowance is counted, so sign-ups cannot use up a
  // member's code e-mails (the transaction checks again). The allowance is counted before the
  // transaction (the limiter is not part of it); when it is used up, a replaced registration
  // keeps the code already in the mailbox (it proves the mailbox all the same) instead of one
  // nobody receives.
  if ((await deps.members.findByEmail(email))?.emailVerifiedAt) throw emailTaken();
  const mailNow = await spendCodeAllowanceIfLeft(deps, email);
  const { member, registrationProof } = await withUniqueMembershipId(deps, (membershipId) =>
    deps.transactions.run(async () => {
      // Two sign-ups of one address at once take turns: the second replaces the first, as on a
      // single connection, instead of meeting its row in the unique index (a 409 on PostgreSQL).
      await deps.members.lockAddress(email);
      const existing = await deps.members.findByEmail(email);
      if (existing?.emailVerifiedAt) throw emailTaken();
      const verification = mailNow || !existing?.verification ? fresh.verification : existing.verification;
      const stored = existing?.paymentCustomerId
        ? await deps.members.update(existing.id, {
            ...profileOf(signUp, deps.clock.now()),
            passwordHash: null,
            verification,
          })
        : await replaceRegistration(deps, signUp, existing, { membershipId, email, verification });
      // In the transaction: the account and its code e-mail are stored together or not at all.
      if (mailNow) await mailCode(deps, stored, fresh.code);
      return { member: stored, registrationProof: await proofOf(deps, stored, requester) };
    }),
  );
  return {
    ...toMemberView(member),
    codeExpiresAt: (member.verification ?? fresh.verification).expiresAt,
    registrationProof,
  };
}

/** The proof the requester holds for this very registration, or a new one that replaces it. */
async function proofOf(
  deps: RegisterDeps,
  member: Member,
  requester: Requester,
): Promise<IssuedRegistrationProof> {
  const now = deps.clock.now();
  const presented = requester.registrationProof;
  const held = presented ? await deps.registrationProofs.find(presented, now) : null;
  if (presented && held?.memberId === member.id) return { token: presented, expiresAt: held.expiresAt };
  return deps.registrationProofs.issue(
    member.id,
    new Date(now.getTime() + registrationProofLifetimeSeconds * 1000),
  );
}

function profileOf(signUp: SignUp, now: Date) {
  return {
    firstName: signUp.firstName,
    lastName: signUp.lastName,
    organization: signUp.organization,
    position: signUp.position,
    phone: signUp.phone,
    newsletter: signUp.newsletter,
    newsletterSource: signUp.newsletter ? ('sign_up' as const) : null,
    newsletterSince: signUp.newsletter ? now : null,
  };
}

async function replaceRegistration(
  deps: RegisterDeps,
  signUp: SignUp,
  existing: Member | null,
  account: Pick<Member, 'membershipId' | 'email' | 'verification'>,
): Promise<Member> {
  if (existing) await deps.members.deleteUnverified(existing.id);
  return openAccount(deps, signUp, account);
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
      ...profileOf(signUp, deps.clock.now()),
      passwordHash: null,
      staffRole: null,
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
