import { DomainError } from './domain-error.ts';
import type { RateLimit, RateLimitDecision, RateLimiter } from './rate-limiter.ts';

export const tooManyRequestsMessage = 'Too many requests. Please try again later.';

/**
 * Consumes one attempt on every key and throws RATE_LIMITED, with the longest wait, when any of
 * them is over its limit. Every key is always counted, so a blocked caller keeps being blocked.
 */
export async function enforceRateLimits(
  limiter: RateLimiter,
  checks: { key: string; limit: RateLimit }[],
  message = tooManyRequestsMessage,
): Promise<void> {
  throwWhenRefused(await Promise.all(checks.map(({ key, limit }) => limiter.consume(key, limit))), message);
}

/**
 * For allowances a refusal must not spend (code e-mails, code requests): looks at every key first
 * and refuses, counting nothing, when any is spent; otherwise counts one attempt on each. Requests
 * racing past the look together are still held to the limit by what the counting answers: the
 * ones counted past it are refused (their attempt on the other keys stays spent).
 */
export async function spendWithinLimits(
  limiter: RateLimiter,
  checks: { key: string; limit: RateLimit }[],
  message = tooManyRequestsMessage,
): Promise<void> {
  await refuseWhenSpent(limiter, checks, message);
  throwWhenRefused(await Promise.all(checks.map(({ key, limit }) => limiter.consume(key, limit))), message);
}

/** Throws RATE_LIMITED, counting nothing, when any key has no attempt left. */
export async function refuseWhenSpent(
  limiter: RateLimiter,
  checks: { key: string; limit: RateLimit }[],
  message = tooManyRequestsMessage,
): Promise<void> {
  throwWhenRefused(await Promise.all(checks.map(({ key, limit }) => limiter.peek(key, limit))), message);
}

/** RATE_LIMITED with the longest wait when any decision refuses. */
function throwWhenRefused(decisions: RateLimitDecision[], message: string): void {
  const waits = decisions.flatMap((decision) => (decision.allowed ? [] : [decision.retryAfterSeconds]));
  if (waits.length > 0) {
    throw new DomainError('RATE_LIMITED', message, { retryAfterSeconds: Math.max(...waits) });
  }
}
