/**
 * The one-time e-mail codes: issued with a 5-minute life, stored only as a digest, burned after
 * five wrong guesses, and sent at most once a minute and five times an hour per address.
 */
import { isDomainError } from '../shared/domain-error.ts';
import { enforceRateLimits } from '../shared/rate-limits.ts';
import { accountPolicy, limitKeys, type AccountDeps } from './account-deps.ts';
import type { Member, PendingVerification } from './member.ts';

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
      expiresAt: new Date(now.getTime() + accountPolicy.codeValiditySeconds * 1000),
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

/** Counts one code e-mail against the address's allowance; throws RATE_LIMITED when spent. */
export function consumeCodeSendAllowance(
  deps: Pick<AccountDeps, 'rateLimiter'>,
  email: string,
): Promise<void> {
  return enforceRateLimits(deps.rateLimiter, [
    { key: limitKeys.codeSendsPerMinute(email), limit: accountPolicy.limits.codeSendsPerMinute },
    { key: limitKeys.codeSendsPerHour(email), limit: accountPolicy.limits.codeSendsPerHour },
  ]);
}

export function mailCode(deps: Pick<AccountDeps, 'mailer'>, member: Member, code: string): Promise<void> {
  return deps.mailer.sendVerificationCode({
    to: member.email,
    firstName: member.firstName,
    code,
    validForMinutes: accountPolicy.codeValiditySeconds / 60,
  });
}

/** Replaces the member's code with a new one (the old one stops working) and mails it. */
export async function issueNewCode(
  deps: Pick<AccountDeps, 'members' | 'secrets' | 'clock' | 'mailer'>,
  member: Member,
): Promise<void> {
  const { code, verification } = newVerification(deps);
  const updated = await deps.members.update(member.id, { verification });
  await mailCode(deps, updated, code);
}

/**
 * For flows that go on whatever happens to the e-mail (sign-up, login of an unverified member):
 * sends within the address's allowance and reports a delivery failure instead of throwing.
 * Returns whether a code went out.
 */
export async function sendCodeQuietly(
  deps: Pick<AccountDeps, 'rateLimiter' | 'reportMailFailure'>,
  email: string,
  send: () => Promise<void>,
): Promise<boolean> {
  try {
    await consumeCodeSendAllowance(deps, email);
  } catch (error) {
    if (isDomainError(error) && error.code === 'RATE_LIMITED') return false;
    throw error;
  }
  try {
    await send();
    return true;
  } catch (error) {
    deps.reportMailFailure(error);
    return false;
  }
}
