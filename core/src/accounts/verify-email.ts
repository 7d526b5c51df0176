import type { DomainError } from '../shared/domain-error.ts';
import { parseInput } from '../shared/validation.ts';
import { changeMembership } from '../members/change-membership.ts';
import { claimPendingTierGrant } from './claim-pending-tier-grant.ts';
import type { AccountDeps, Requester } from './account-deps.ts';
import { accountInactive } from '../members/member-errors.ts';
import { toMemberView, type Member } from '../members/member.ts';
import { verifyEmailSchema } from './schemas.ts';
import type { SignedIn } from './session-grant.ts';
import { startSession } from './sessions.ts';
import { limitCodeGuesses, lockMemberForGuess, welcomeQuietly } from './verification-code.ts';

type Outcome = { verified: SignedIn; firstTime: boolean } | { rejected: DomainError };

/**
 * The right code verifies the address, moves the membership on (explorer becomes active), starts
 * a session (a code sign-in: the member may then choose a password) and returns the member; a
 * first verification sends the welcome e-mail. Wrong guesses are counted under a row lock, so
 * parallel guesses cannot exceed five; guesses per client IP are limited as well, so rotating
 * through addresses gains nothing.
 */
export async function verifyEmail(
  deps: Pick<
    AccountDeps,
    | 'members'
    | 'pendingGrants'
    | 'sessions'
    | 'secrets'
    | 'clock'
    | 'rateLimiter'
    | 'transactions'
    | 'mailer'
    | 'reportMailFailure'
  >,
  input: unknown,
  requester: Requester,
): Promise<SignedIn> {
  const { code, email } = parseInput(verifyEmailSchema, input);
  await limitCodeGuesses(deps, requester);
  const outcome = await deps.transactions.run(async (): Promise<Outcome> => {
    const guess = await lockMemberForGuess(deps, email, 'verification', code);
    if ('rejected' in guess) return guess;
    const { member } = guess;
    if (member.membershipStatus === 'inactive') return { rejected: accountInactive() };
    return { verified: await markVerified(deps, member), firstTime: !member.emailVerifiedAt };
  });
  if ('rejected' in outcome) throw outcome.rejected;
  if (outcome.firstTime) await welcomeQuietly(deps, outcome.verified.member);
  return outcome.verified;
}

async function markVerified(
  deps: Pick<AccountDeps, 'members' | 'pendingGrants' | 'sessions' | 'secrets' | 'clock'>,
  member: Member,
): Promise<SignedIn> {
  // The code is used up even when the address was already verified (an admin promoted it).
  const verified = await changeMembership(
    deps,
    member,
    { type: 'email-verified' },
    { actor: { kind: 'member' }, changes: { verification: null } },
  );
  const updated = await claimPendingTierGrant(deps, verified);
  const session = await startSession(deps, member.id, 'code');
  return { member: toMemberView(updated), session };
}
