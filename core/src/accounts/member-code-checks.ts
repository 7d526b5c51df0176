/**
 * Issuing and redeeming a signed-in member's one-time codes (MemberCodes): six digits, five
 * minutes, five guesses, single use, sent at most once a minute per purpose and five times an hour
 * per member (only the member, signed in, can ask).
 */
import { DomainError } from '../shared/domain-error.ts';
import { enforceRateLimits } from '../shared/rate-limits.ts';
import { accountPolicy, type AccountDeps } from './account-deps.ts';
import type { MemberCodePurpose, MemberCodes, PendingMemberCode } from './member-codes.ts';
import { judgeStoredCodeGuess, newVerification } from './verification-code.ts';

/**
 * The minute's allowance is per purpose, so the code that approves an e-mail change does not hold
 * up the code to the new address that follows it.
 */
export const memberCodeLimitKeys = {
  perMinute: (memberId: string, purpose: MemberCodePurpose) =>
    `member-code-send:minute:${purpose}:${memberId}`,
  perHour: (memberId: string) => `member-code-send:hour:${memberId}`,
};

/** Counts one code e-mail against the member's allowance; throws RATE_LIMITED when spent. */
export function consumeMemberCodeAllowance(
  deps: Pick<AccountDeps, 'rateLimiter'>,
  memberId: string,
  purpose: MemberCodePurpose,
): Promise<void> {
  return enforceRateLimits(deps.rateLimiter, [
    {
      key: memberCodeLimitKeys.perMinute(memberId, purpose),
      limit: accountPolicy.limits.codeSendsPerMinute,
    },
    { key: memberCodeLimitKeys.perHour(memberId), limit: accountPolicy.limits.memberCodeSendsPerHour },
  ]);
}

/** A new code for this purpose (the earlier one stops working); returns it for the e-mail. */
export async function issueMemberCode(
  deps: Pick<AccountDeps, 'secrets' | 'clock'> & { memberCodes: MemberCodes },
  memberId: string,
  purpose: MemberCodePurpose,
  newEmail: string | null = null,
): Promise<string> {
  const { code, verification } = newVerification(deps);
  await deps.memberCodes.save(memberId, purpose, { ...verification, newEmail });
  return code;
}

/**
 * Spends the code: the guess is counted first (atomically, so parallel guesses cannot exceed five),
 * then judged; the right code is taken once. Returns the code's record; throws CODE_INVALID,
 * CODE_EXPIRED or TOO_MANY_ATTEMPTS otherwise.
 */
export async function redeemMemberCode(
  deps: Pick<AccountDeps, 'secrets' | 'clock'> & { memberCodes: MemberCodes },
  memberId: string,
  purpose: MemberCodePurpose,
  code: string,
): Promise<PendingMemberCode> {
  const judged = await judgeStoredCodeGuess(
    deps,
    {
      countGuess: (maxAttempts) => deps.memberCodes.countGuess(memberId, purpose, maxAttempts),
      find: () => deps.memberCodes.find(memberId, purpose),
      take: (codeHash) => deps.memberCodes.take(memberId, purpose, codeHash),
    },
    code,
  );
  if (judged instanceof DomainError) throw judged;
  return judged;
}
