import { receivedPaymentEventsContract } from '@commons/core/membership/testing/received-payment-events.contract';
import { applyReceivedPaymentEvents } from '@commons/core/membership/apply-received-payment-events';
import { aPaymentEvent } from '@commons/core/membership/testing/payment-builders';
import { FixedClock } from '@commons/core/shared/testing/fixed-clock';
import { describe, expect, it } from 'vitest';
import { BackgroundWorker } from '../../system/background-worker.ts';
import { runInDatabaseContext } from '../transactions.ts';
import { perCallContext } from '../testing/request-context.ts';
import { truncateAll } from '../testing/test-database.ts';
import { testDatabaseKinds, useTestOrm } from '../testing/vitest-database.ts';
import { SqlReceivedPaymentEvents } from './sql-received-payment-events.ts';

for (const kind of testDatabaseKinds()) {
  const orm = useTestOrm(kind);

  receivedPaymentEventsContract(`SQL on ${kind}`, async () => {
    await truncateAll(orm());
    const clock = new FixedClock();
    return { events: perCallContext(orm(), new SqlReceivedPaymentEvents(orm().em, clock)), clock };
  });

  describe(`Two payment event workers on one table (${kind})`, () => {
    it('apply every event exactly once between them', async () => {
      await truncateAll(orm());
      const clock = new FixedClock();
      const events = new SqlReceivedPaymentEvents(orm().em, clock);
      const stored = Array.from({ length: 40 }, () => aPaymentEvent());
      await runInDatabaseContext(orm(), async () => {
        for (const event of stored) await events.add(event);
      });
      const applied: string[] = [];
      const silent = { applied() {}, retrying() {}, gaveUp() {} };
      const options = {
        retry: { baseDelayMs: 1000, maxDelayMs: 1000, maxAttempts: 3 },
        leaseMs: 60_000,
        batchSize: 5,
        pollIntervalMs: 1000,
      };
      const worker = () =>
        new BackgroundWorker(
          () =>
            runInDatabaseContext(orm(), () =>
              applyReceivedPaymentEvents(
                {
                  receivedEvents: events,
                  clock,
                  report: silent,
                  apply: async (event) => {
                    await new Promise((resolve) => setTimeout(resolve, 1));
                    applied.push(event.id);
                    return { outcome: 'ignored', reason: 'counted only' };
                  },
                },
                options,
              ),
            ),
          options,
          (error) => {
            throw error;
          },
        );

      const tallies = await Promise.all([worker().flush(), worker().flush()]);

      expect(applied.sort()).toEqual(stored.map((event) => event.id).sort());
      expect(tallies[0]!.applied + tallies[1]!.applied).toBe(40);
      expect(tallies.every((tally) => tally.applied > 0)).toBe(true);
    });
  });
}
