import { describe, expect, it } from 'vitest';
import type { FixedClock } from './fixed-clock.ts';
import type { RateLimiter } from '../rate-limiter.ts';

const limit = { points: 3, windowSeconds: 60 };

/** Run against the fake and the database adapter; `clock` must be the one the limiter reads. */
export function rateLimiterContract(
  name: string,
  create: () => Promise<{ limiter: RateLimiter; clock: FixedClock }>,
): void {
  describe(`RateLimiter contract: ${name}`, () => {
    it('allows up to the limit within a window, then refuses with the time left', async () => {
      const { limiter, clock } = await create();
      const decisions = [];
      for (let attempt = 0; attempt < 4; attempt += 1) decisions.push(await limiter.consume('k1', limit));
      expect(decisions.slice(0, 3)).toEqual([
        { allowed: true, remaining: 2 },
        { allowed: true, remaining: 1 },
        { allowed: true, remaining: 0 },
      ]);
      expect(decisions[3]).toEqual({ allowed: false, retryAfterSeconds: 60 });
      clock.advanceSeconds(45);
      expect(await limiter.consume('k1', limit)).toEqual({ allowed: false, retryAfterSeconds: 15 });
    });

    it('starts a new window once the old one has passed', async () => {
      const { limiter, clock } = await create();
      for (let attempt = 0; attempt < 4; attempt += 1) await limiter.consume('k2', limit);
      clock.advanceSeconds(61);
      expect(await limiter.consume('k2', limit)).toEqual({ allowed: true, remaining: 2 });
    });

    it('keeps keys apart and forgets a key on reset', async () => {
      const { limiter } = await create();
      for (let attempt = 0; attempt < 4; attempt += 1) await limiter.consume('k3', limit);
      expect((await limiter.consume('k4', limit)).allowed).toBe(true);
      await limiter.reset('k3');
      expect(await limiter.consume('k3', limit)).toEqual({ allowed: true, remaining: 2 });
    });

    it('purges ended windows only', async () => {
      const { limiter, clock } = await create();
      await limiter.consume('short', { points: 5, windowSeconds: 10 });
      await limiter.consume('long', { points: 5, windowSeconds: 100 });
      clock.advanceSeconds(11);

      expect(await limiter.purgeExpired()).toBe(1);
      expect(await limiter.consume('long', { points: 5, windowSeconds: 100 })).toEqual({
        allowed: true,
        remaining: 3,
      });
    });

    it('peeks without counting: allowed while attempts remain, refused with the time left at the limit', async () => {
      const { limiter, clock } = await create();
      expect(await limiter.peek('k6', limit)).toEqual({ allowed: true, remaining: 3 });
      await limiter.consume('k6', limit);
      await limiter.peek('k6', limit);
      expect(await limiter.peek('k6', limit)).toEqual({ allowed: true, remaining: 2 });
      await limiter.consume('k6', limit);
      await limiter.consume('k6', limit);
      expect(await limiter.peek('k6', limit)).toEqual({ allowed: false, retryAfterSeconds: 60 });
      clock.advanceSeconds(60);
      expect(await limiter.peek('k6', limit)).toEqual({ allowed: true, remaining: 3 });
    });

    it('counts every one of many concurrent attempts', async () => {
      const { limiter } = await create();
      const many = { points: 1000, windowSeconds: 60 };
      await Promise.all(Array.from({ length: 50 }, () => limiter.consume('k5', many)));
      expect(await limiter.consume('k5', many)).toEqual({ allowed: true, remaining: 949 });
    });
  });
}
