import { describe, expect, it } from 'vitest';
import { FixedClock } from './testing/fixed-clock.ts';
import { enforceRateLimits } from './rate-limits.ts';
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
