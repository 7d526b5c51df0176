import { FixedClock } from './fixed-clock.ts';
import { InMemoryRateLimiter } from './in-memory-rate-limiter.ts';
import { rateLimiterContract } from './rate-limiter.contract.ts';

rateLimiterContract('in memory', async () => {
  const clock = new FixedClock();
  return { limiter: new InMemoryRateLimiter(clock), clock };
});
