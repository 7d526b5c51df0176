import type { DomainError } from '../shared/domain-error.ts';
import { parseInput } from '../shared/validation.ts';
import { changeMembership } from '../members/change-membership.ts';
import { claimPendingTierGrant } from './claim-pending-tier-grant.ts';
import type { AccountDeps, Requester } from './account-deps.ts';
import { accountInactive } from '../members/member-errors.ts';
import { toMemberView, type Member } from '../members/member.ts';
import { signInWithCodeSchema } from './schemas.ts';
import type { SignedIn } from './session-grant.ts';
import { startSession } from './sessions.ts';
import { limitCodeGuesses, lockMemberForGuess, welcomeQuietly } from './verification-code.ts';

type Outcome = { signedIn: SignedIn; newlyVerified: boolean } | { rejected: DomainError };

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
  const { code, email } = parseInput(signInWithCodeSchema, input);
  await limitCodeGuesses(deps, requester);
  const outcome = await deps.transactions.run(async (): Promise<Outcome> => {
    const guess = await lockMemberForGuess(deps, email, 'signInCode', code);
    if ('rejected' in guess) return guess;
    const { member } = guess;
    if (member.membershipStatus === 'inactive') {
      await deps.members.update(member.id, { signInCode: null });
      return { rejected: accountInactive() };
    }
    return { signedIn: await useCode(deps, member), newlyVerified: !member.emailVerifiedAt };
  });
  if ('rejected' in outcome) throw outcome.rejected;
  if (outcome.newlyVerified) await welcomeQuietly(deps, outcome.signedIn.member);
  return outcome.signedIn;
}

async function useCode(
  deps: Pick<AccountDeps, 'members' | 'pendingGrants' | 'sessions' | 'secrets' | 'clock'>,
  member: Member,
): Promise<SignedIn> {
  const updated = member.emailVerifiedAt
    ? await deps.members.update(member.id, { signInCode: null })
    : await claimPendingTierGrant(
        deps,
        await changeMembership(
          deps,
          member,
          { type: 'email-verified' },
          { actor: { kind: 'member' }, changes: { signInCode: null, verification: null } },
        ),
      );
  const session = await startSession(deps, member.id, 'code');
  return { member: toMemberView(updated), session };
}
