import { FixedClock } from '@commons/core/shared/testing/fixed-clock';
import { rateLimiterContract } from '@commons/core/shared/testing/rate-limiter.contract';
import { describe, expect, it, vi } from 'vitest';
import { perCallContext } from '../testing/request-context.ts';
import { truncateAll } from '../testing/test-database.ts';
import { testDatabaseKinds, useTestOrm } from '../testing/vitest-database.ts';
import { BatchedSqlRateLimiter } from './batched-sql-rate-limiter.ts';

const limit = { points: 120, windowSeconds: 60 };

for (const kind of testDatabaseKinds()) {
  const orm = useTestOrm(kind);

  async function limiters(count: number) {
    await truncateAll(orm());
    const clock = new FixedClock();
    const instances = Array.from({ length: count }, () =>
      perCallContext(orm(), new BatchedSqlRateLimiter(orm().em, clock)),
    );
    return { instances, clock };
  }

  rateLimiterContract(`batched SQL on ${kind}`, async () => {
    const { instances, clock } = await limiters(1);
    return { limiter: instances[0]!, clock };
  });

  describe(`BatchedSqlRateLimiter on ${kind}`, () => {
    it('holds one limit across instances counting the same key at once', async () => {
      const { instances } = await limiters(3);

      const decisions = await Promise.all(
        instances.flatMap((limiter) => Array.from({ length: 100 }, () => limiter.consume('ip', limit))),
      );

      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(limit.points);
      const remaining = decisions.flatMap((decision) => (decision.allowed ? [decision.remaining] : []));
      expect(new Set(remaining).size).toBe(limit.points);
    });

    it("counts the attempts that arrive together, any key's, in one statement", async () => {
      const { instances } = await limiters(1);
      const execute = vi.spyOn(orm().em.getConnection(), 'execute');
      try {
        const decisions = await Promise.all(
          Array.from({ length: 50 }, (_, index) => instances[0]!.consume(`ip-${index % 10}`, limit)),
        );

        expect(decisions.every((decision) => decision.allowed)).toBe(true);
        expect(execute).toHaveBeenCalledTimes(1);
      } finally {
        execute.mockRestore();
      }
    });

    it('refuses a key past its limit without asking the database until its window ends', async () => {
      const { instances, clock } = await limiters(1);
      const limiter = instances[0]!;
      await Promise.all(Array.from({ length: limit.points + 1 }, () => limiter.consume('ip', limit)));
      const execute = vi.spyOn(orm().em.getConnection(), 'execute');
      try {
        clock.advanceSeconds(30);
        for (let attempt = 0; attempt < 20; attempt += 1) {
          expect(await limiter.consume('ip', limit)).toEqual({ allowed: false, retryAfterSeconds: 30 });
        }
        expect(execute).not.toHaveBeenCalled();

        clock.advanceSeconds(30);
        expect(await limiter.consume('ip', limit)).toEqual({ allowed: true, remaining: limit.points - 1 });
      } finally {
        execute.mockRestore();
      }
    });
  });
}
