import { FixedClock } from '@commons/core/shared/testing/fixed-clock';
import { rateLimiterContract } from '@commons/core/shared/testing/rate-limiter.contract';
import { perCallContext } from '../testing/request-context.ts';
import { truncateAll } from '../testing/test-database.ts';
import { testDatabaseKinds, useTestOrm } from '../testing/vitest-database.ts';
import { SqlRateLimiter } from './sql-rate-limiter.ts';

for (const kind of testDatabaseKinds()) {
  const orm = useTestOrm(kind);
  rateLimiterContract(`SQL on ${kind}`, async () => {
    await truncateAll(orm());
    const clock = new FixedClock();
    return { limiter: perCallContext(orm(), new SqlRateLimiter(orm().em, clock)), clock };
  });
}
