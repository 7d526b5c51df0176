import { describe, expect, it } from 'vitest';
import { FixedClock } from './testing/fixed-clock.ts';
import { enforceRateLimits, spendWithinLimits } from './rate-limits.ts';
import { InMemoryRateLimiter } from './testing/in-memory-rate-limiter.ts';

describe('enforceRateLimits', () => {
  it('throws RATE_LIMITED with the wait of the key that is over its limit', async () => {
    const limiter = new InMemoryRateLimiter(new FixedClock());
    const checks = [
      { key: 'ip', limit: { points: 5, windowSeconds: 600 } },
      { key: 'account', limit: { points: 1, windowSeconds: 60 } },
    ];
    await enforceRateLimits(limiter, checks);

    await expect(enforceRateLimits(limiter, checks)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      details: { retryAfterSeconds: 60 },
    });
  });
});

describe('spendWithinLimits', () => {
  const checks = [{ key: 'mailbox', limit: { points: 3, windowSeconds: 600 } }];

  it('refuses without counting once the allowance is spent', async () => {
    const limiter = new InMemoryRateLimiter(new FixedClock());
    for (let sent = 0; sent < 3; sent += 1) await spendWithinLimits(limiter, checks);

    await expect(spendWithinLimits(limiter, checks)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect((await limiter.peek('mailbox', checks[0]!.limit)).allowed).toBe(false);
  });

  it('lets no more than the allowance through when requests race past the look together', async () => {
    const limiter = new InMemoryRateLimiter(new FixedClock());

    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () => spendWithinLimits(limiter, checks)),
    );

    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
  });
});
