import { receivedPaymentEventsContract } from '@commons/core/membership/testing/received-payment-events.contract';
import { FixedClock } from '@commons/core/shared/testing/fixed-clock';
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
}
