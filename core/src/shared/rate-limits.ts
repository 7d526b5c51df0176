import { DomainError } from './domain-error.ts';
import type { RateLimit, RateLimiter } from './rate-limiter.ts';

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
  const decisions = await Promise.all(checks.map(({ key, limit }) => limiter.consume(key, limit)));
  const waits = decisions.flatMap((decision) => (decision.allowed ? [] : [decision.retryAfterSeconds]));
  if (waits.length > 0) {
    throw new DomainError('RATE_LIMITED', message, { retryAfterSeconds: Math.max(...waits) });
  }
}

/**
 * For allowances a refusal must not spend (code e-mails, code requests): looks at every key first
 * and refuses, counting nothing, when any is spent; otherwise counts one attempt on each.
 */
export async function spendWithinLimits(
  limiter: RateLimiter,
  checks: { key: string; limit: RateLimit }[],
  message = tooManyRequestsMessage,
): Promise<void> {
  await refuseWhenSpent(limiter, checks, message);
  await Promise.all(checks.map(({ key, limit }) => limiter.consume(key, limit)));
}

/** Throws RATE_LIMITED, counting nothing, when any key has no attempt left. */
export async function refuseWhenSpent(
  limiter: RateLimiter,
  checks: { key: string; limit: RateLimit }[],
  message = tooManyRequestsMessage,
): Promise<void> {
  const decisions = await Promise.all(checks.map(({ key, limit }) => limiter.peek(key, limit)));
  const waits = decisions.flatMap((decision) => (decision.allowed ? [] : [decision.retryAfterSeconds]));
  if (waits.length > 0) {
    throw new DomainError('RATE_LIMITED', message, { retryAfterSeconds: Math.max(...waits) });
  }
}
