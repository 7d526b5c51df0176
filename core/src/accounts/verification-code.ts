/**
 * The one-time e-mail codes (verification and sign-in): issued with a 5-minute life, stored only
 * as a digest, burned after five wrong guesses, and sent at most once a minute and five times an
 * hour per address. A refused send spends nothing.
 */
import { DomainError, isDomainError } from '../shared/domain-error.ts';
import { enforceRateLimits, spendWithinLimits } from '../shared/rate-limits.ts';
import { accountPolicy, limitKeys, type AccountDeps, type CodeKind, type Requester } from './account-deps.ts';
import { normalizeEmail, type Member, type PendingVerification } from '../members/member.ts';

export const invalidCodeMessage = 'Invalid or expired verification code.';
export const expiredCodeMessage = 'This verification code has expired. Please request a new code.';
export const tooManyAttemptsMessage = 'Too many attempts. Please request a new code.';

export function newVerification(deps: Pick<AccountDeps, 'secrets' | 'clock'>): {
  code: string;
  verification: PendingVerification;
} {
  const now = deps.clock.now();
  const code = deps.secrets.randomDigits(6);
  return {
    code,
    verification: {
      codeHash: deps.secrets.digest(code),
      expiresAt: codeExpiryFromNow(deps),
      attempts: 0,
      sentAt: now,
    },
  };
}

export type CodeCheck = 'valid' | 'wrong' | 'expired' | 'burned' | 'none';

/** Judges a guess against the pending code. Burned and expired win over the guess itself. */
export function checkCode(
  deps: Pick<AccountDeps, 'secrets' | 'clock'>,
  verification: PendingVerification | null,
  code: string,
): CodeCheck {
  if (!verification) return 'none';
  if (verification.attempts >= accountPolicy.codeMaxAttempts) return 'burned';
  if (deps.clock.now() >= verification.expiresAt) return 'expired';
  return deps.secrets.matchesDigest(code, verification.codeHash) ? 'valid' : 'wrong';
}

/** The address's allowance of code e-mails (the hour's is shared by both kinds), as rate-limit checks. */
export function codeSendLimits(email: string, kind: CodeKind = 'verification') {
  return [
    { key: limitKeys.codeSendsPerMinute(email, kind), limit: accountPolicy.limits.codeSendsPerMinute },
    { key: limitKeys.codeSendsPerHour(email), limit: accountPolicy.limits.codeSendsPerHour },
  ];
}

/**
 * Counts one code e-mail against the address's allowance; throws RATE_LIMITED, spending nothing,
 * when it is used up.
 */
export function consumeCodeSendAllowance(
  deps: Pick<AccountDeps, 'rateLimiter'>,
  email: string,
): Promise<void> {
  return spendWithinLimits(deps.rateLimiter, codeSendLimits(email));
}

export function mailCode(deps: Pick<AccountDeps, 'mailer'>, member: Member, code: string): Promise<void> {
  return deps.mailer.sendVerificationCode({
    to: member.email,
    firstName: member.firstName,
    code,
    validForMinutes: accountPolicy.codeValiditySeconds / 60,
  });
}

/** When a code issued now stops working: what the verification page counts down to. */
export function codeExpiryFromNow(deps: Pick<AccountDeps, 'clock'>): Date {
  return new Date(deps.clock.now().getTime() + accountPolicy.codeValiditySeconds * 1000);
}

/**
 * Replaces the member's code with a new one (the old one stops working) and mails it, in one
 * transaction: the code and its e-mail are stored together or not at all. Returns when the new
 * code expires.
 */
export function issueNewCode(
  deps: Pick<AccountDeps, 'members' | 'secrets' | 'clock' | 'mailer' | 'transactions'>,
  member: Member,
): Promise<Date> {
  const { code, verification } = newVerification(deps);
  return deps.transactions.run(async () => {
    const updated = await deps.members.update(member.id, { verification });
    await mailCode(deps, updated, code);
    return verification.expiresAt;
  });
}

/**
 * For flows that go on without a code when the address's allowance is used up (sign-up, login of
 * an unverified member): counts one code e-mail if the allowance has room. Returns whether it had.
 * Called before the transaction that stores the code: the limiter is not part of it.
 */
export async function spendCodeAllowanceIfLeft(
  deps: Pick<AccountDeps, 'rateLimiter'>,
  email: string,
): Promise<boolean> {
  try {
    await consumeCodeSendAllowance(deps, email);
    return true;
  } catch (error) {
    if (isDomainError(error) && error.code === 'RATE_LIMITED') return false;
    throw error;
  }
}

/** Which pending code a guess is for. */
export type CodeField = 'verification' | 'signInCode';

/** Code guesses per client IP are limited, so rotating through addresses gains nothing. */
export function limitCodeGuesses(
  deps: Pick<AccountDeps, 'rateLimiter'>,
  requester: Requester,
): Promise<void> {
  return enforceRateLimits(deps.rateLimiter, [
    { key: limitKeys.codeAttemptsPerIp(requester.clientIp), limit: accountPolicy.limits.codeAttemptsPerIp },
  ]);
}

/**
 * Inside the caller's transaction: locks the member the address names and judges the guess. The
 * member when the code is right; otherwise the rejection, returned so the wrong guess's count
 * commits.
 */
export async function lockMemberForGuess(
  deps: Pick<AccountDeps, 'members' | 'secrets' | 'clock'>,
  email: string,
  field: CodeField,
  code: string,
): Promise<{ member: Member } | { rejected: DomainError }> {
  const found = await deps.members.findByEmail(normalizeEmail(email));
  const member = found && (await deps.members.findByIdForUpdate(found.id));
  const rejected = await judgeCodeGuess(deps, member, field, code);
  return rejected ? { rejected } : { member: member! };
}

/**
 * Judges a guess against the member's pending code of this kind, inside the caller's transaction
 * with the row locked: a wrong guess is counted (so parallel guesses cannot exceed five), and the
 * rejection is returned, not thrown, so the count commits. Null means the code is right.
 */
export async function judgeCodeGuess(
  deps: Pick<AccountDeps, 'members' | 'secrets' | 'clock'>,
  member: Member | null,
  field: CodeField,
  code: string,
): Promise<DomainError | null> {
  const pending = member?.[field] ?? null;
  switch (checkCode(deps, pending, code)) {
    case 'none':
      return new DomainError('CODE_INVALID', invalidCodeMessage);
    case 'burned':
      return new DomainError('TOO_MANY_ATTEMPTS', tooManyAttemptsMessage);
    case 'expired':
      return new DomainError('CODE_EXPIRED', expiredCodeMessage);
    case 'wrong': {
      const attempts = pending!.attempts + 1;
      await deps.members.update(member!.id, { [field]: { ...pending!, attempts } });
      return attempts >= accountPolicy.codeMaxAttempts
        ? new DomainError('TOO_MANY_ATTEMPTS', tooManyAttemptsMessage)
        : new DomainError('CODE_INVALID', invalidCodeMessage);
    }
    case 'valid':
      return null;
  }
}
