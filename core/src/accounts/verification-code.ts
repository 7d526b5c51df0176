/**
 * The one-time e-mail codes (verification, sign-in and a member's own): issued with a 5-minute
 * life, stored only as a digest, burned after five wrong guesses, and e-mailed at most once a
 * minute per address and kind. A refused send spends nothing.
 */
import { DomainError, isDomainError } from '../shared/domain-error.ts';
import { enforceRateLimits, spendWithinLimits } from '../shared/rate-limits.ts';
import { accountPolicy, limitKeys, type AccountDeps, type Requester } from './account-deps.ts';
import type { CodeKind } from './account-mailer.ts';
import { normalizeEmail, type Member, type PendingVerification } from '../members/member.ts';

export const invalidCodeMessage = 'Invalid or expired verification code.';
export const expiredCodeMessage = 'This verification code has expired. Please request a new code.';
export const tooManyAttemptsMessage = 'Too many attempts. Please request a new code.';

export const invalidCode = () => new DomainError('CODE_INVALID', invalidCodeMessage);
const expiredCode = () => new DomainError('CODE_EXPIRED', expiredCodeMessage);
const tooManyAttempts = () => new DomainError('TOO_MANY_ATTEMPTS', tooManyAttemptsMessage);

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

/**
 * The address's allowance of code e-mails of one kind, as rate-limit checks: one a minute. Never an
 * hourly one, which strangers could spend to keep the member from getting a code for an hour.
 */
export function codeSendLimits(email: string, kind: CodeKind = 'verification') {
  return [{ key: limitKeys.codeSendsPerMinute(email, kind), limit: accountPolicy.limits.codeSendsPerMinute }];
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
  return mailCodeOrWithhold(deps, 'verification', member.email, member, code);
}

/**
 * Mails a code of this kind to the member, or, without one (no account may use the address),
 * withholds the same message: the work is the same either way.
 */
export function mailCodeOrWithhold(
  deps: Pick<AccountDeps, 'mailer'>,
  kind: CodeKind,
  email: string,
  recipient: Member | null,
  code: string,
): Promise<void> {
  const message = {
    to: email,
    firstName: recipient?.firstName ?? '',
    code,
    validForMinutes: accountPolicy.codeValiditySeconds / 60,
  };
  if (!recipient) return deps.mailer.withholdCode(kind, message);
  return kind === 'sign-in' ? deps.mailer.sendSignInCode(message) : deps.mailer.sendVerificationCode(message);
}

/**
 * When a code issued now stops working: what the verification page counts down to, and when the
 * browser's code-request cookie ends.
 */
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
 * Inside the caller's transaction: locks the member the address names and judges the guess at
 * their verification code. The member when the code is right; otherwise the rejection, returned
 * so the wrong guess's count commits.
 */
export async function lockMemberForGuess(
  deps: Pick<AccountDeps, 'members' | 'secrets' | 'clock'>,
  email: string,
  code: string,
): Promise<{ member: Member } | { rejected: DomainError }> {
  const found = await deps.members.findByEmail(normalizeEmail(email));
  const member = found && (await deps.members.findByIdForUpdate(found.id));
  const rejected = await judgeCodeGuess(deps, member, code);
  return rejected ? { rejected } : { member: member! };
}

/**
 * Judges a guess against the member's pending verification code, inside the caller's transaction
 * with the row locked: a wrong guess is counted (so parallel guesses cannot exceed five), and the
 * rejection is returned, not thrown, so the count commits. Null means the code is right.
 */
export async function judgeCodeGuess(
  deps: Pick<AccountDeps, 'members' | 'secrets' | 'clock'>,
  member: Member | null,
  code: string,
): Promise<DomainError | null> {
  const pending = member?.verification ?? null;
  switch (checkCode(deps, pending, code)) {
    case 'none':
      return invalidCode();
    case 'burned':
      return tooManyAttempts();
    case 'expired':
      return expiredCode();
    case 'wrong': {
      const attempts = pending!.attempts + 1;
      await deps.members.update(member!.id, { verification: { ...pending!, attempts } });
      return attempts >= accountPolicy.codeMaxAttempts ? tooManyAttempts() : invalidCode();
    }
    case 'valid':
      return null;
  }
}

/** A code kept in a store of its own, whose guesses the store counts atomically. */
export interface StoredCode<Code extends PendingVerification> {
  /** Counts one guess unless none is left: the code with it counted, or null (none, or burned). */
  countGuess(maxAttempts: number): Promise<Code | null>;
  find(): Promise<Code | null>;
  /** Deletes the code if it still has this digest; true only for the one call that deleted it. */
  take(codeHash: string): Promise<boolean>;
}

/**
 * Judges a guess at a stored code: the guess is counted first (atomically, so parallel guesses
 * cannot exceed five), then judged, and the right code is taken once. Returns the code's record,
 * or the refusal (CODE_INVALID, CODE_EXPIRED or TOO_MANY_ATTEMPTS) as a value, so a caller inside
 * a transaction can commit the count.
 */
export async function judgeStoredCodeGuess<Code extends PendingVerification>(
  deps: Pick<AccountDeps, 'secrets' | 'clock'>,
  stored: StoredCode<Code>,
  code: string,
): Promise<Code | DomainError> {
  const max = accountPolicy.codeMaxAttempts;
  const counted = await stored.countGuess(max);
  if (!counted) return (await stored.find()) ? tooManyAttempts() : invalidCode();
  if (deps.clock.now() >= counted.expiresAt) return expiredCode();
  if (!deps.secrets.matchesDigest(code, counted.codeHash)) {
    return counted.attempts >= max ? tooManyAttempts() : invalidCode();
  }
  return (await stored.take(counted.codeHash)) ? counted : invalidCode();
}
