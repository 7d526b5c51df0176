import { DomainError } from '../shared/domain-error.ts';
import { enforceRateLimits } from '../shared/rate-limits.ts';
import { parseInput } from '../shared/validation.ts';
import { changeMembership } from '../membership/change-membership.ts';
import { accountPolicy, limitKeys, type AccountDeps, type Requester } from './account-deps.ts';
import { normalizeEmail, toMemberView, type Member } from './member.ts';
import { verifyEmailSchema } from './schemas.ts';
import type { SignedIn } from './session-grant.ts';
import { startSession } from './sessions.ts';
import {
  checkCode,
  expiredCodeMessage,
  invalidCodeMessage,
  tooManyAttemptsMessage,
} from './verification-code.ts';

type Outcome = { verified: SignedIn } | { rejected: DomainError };

/**
 * The right code verifies the address, moves the membership on (explorer becomes active), starts
 * a session and returns the member. Wrong guesses are counted under a row lock, so parallel
 * guesses cannot exceed five; guesses per client IP are limited as well, so rotating through
 * addresses gains nothing.
 */
export async function verifyEmail(
  deps: Pick<AccountDeps, 'members' | 'sessions' | 'secrets' | 'clock' | 'rateLimiter' | 'transactions'>,
  input: unknown,
  requester: Requester,
): Promise<SignedIn> {
  const { code, email } = parseInput(verifyEmailSchema, input);
  await enforceRateLimits(deps.rateLimiter, [
    { key: limitKeys.codeAttemptsPerIp(requester.clientIp), limit: accountPolicy.limits.codeAttemptsPerIp },
  ]);
  // Rejections are returned, not thrown, so the counted attempt commits with the transaction.
  const outcome = await deps.transactions.run(async (): Promise<Outcome> => {
    const found = await deps.members.findByEmail(normalizeEmail(email));
    const member = found && (await deps.members.findByIdForUpdate(found.id));
    if (!member) return { rejected: new DomainError('CODE_INVALID', invalidCodeMessage) };
    switch (checkCode(deps, member.verification, code)) {
      case 'none':
        return { rejected: new DomainError('CODE_INVALID', invalidCodeMessage) };
      case 'burned':
        return { rejected: new DomainError('TOO_MANY_ATTEMPTS', tooManyAttemptsMessage) };
      case 'expired':
        return { rejected: new DomainError('CODE_EXPIRED', expiredCodeMessage) };
      case 'wrong':
        return { rejected: await countWrongGuess(deps, member) };
      case 'valid':
        return { verified: await markVerified(deps, member) };
    }
  });
  if ('rejected' in outcome) throw outcome.rejected;
  return outcome.verified;
}

async function countWrongGuess(deps: Pick<AccountDeps, 'members'>, member: Member): Promise<DomainError> {
  const verification = member.verification!;
  const attempts = verification.attempts + 1;
  await deps.members.update(member.id, { verification: { ...verification, attempts } });
  return attempts >= accountPolicy.codeMaxAttempts
    ? new DomainError('TOO_MANY_ATTEMPTS', tooManyAttemptsMessage)
    : new DomainError('CODE_INVALID', invalidCodeMessage);
}

async function markVerified(
  deps: Pick<AccountDeps, 'members' | 'sessions' | 'secrets' | 'clock'>,
  member: Member,
): Promise<SignedIn> {
  // The code is used up even when the address was already verified (an admin promoted it).
  const updated = await changeMembership(
    deps,
    member,
    { type: 'email-verified' },
    { actor: { kind: 'member' }, changes: { verification: null } },
  );
  const session = await startSession(deps, member.id);
  return { member: toMemberView(updated), session };
}
