import { paymentEventLogContract } from '@commons/core/membership/testing/payment-event-log.contract';
import { describe, expect, it } from 'vitest';
import { MikroOrmTransactions, runInDatabaseContext } from '../transactions.ts';
import { perCallContext } from '../testing/request-context.ts';
import { truncateAll, truncateAllButOneMember } from '../testing/test-database.ts';
import { testDatabaseKinds, useTestOrm } from '../testing/vitest-database.ts';
import { SqlPaymentEventLog } from './sql-payment-event-log.ts';

for (const kind of testDatabaseKinds()) {
  const orm = useTestOrm(kind);

  paymentEventLogContract(`SQL on ${kind}`, async () => ({
    memberId: await truncateAllButOneMember(orm()),
    log: perCallContext(orm(), new SqlPaymentEventLog(orm().em)),
  }));

  describe(`SqlPaymentEventLog on ${kind}`, () => {
    it('forgets the event when the transaction that recorded it rolls back', async () => {
      await truncateAll(orm());
      const log = new SqlPaymentEventLog(orm().em);
      const transactions = new MikroOrmTransactions(orm());
      const event = {
        eventId: 'evt_rolled_back',
        type: 'invoice-paid' as const,
        memberId: null,
        receivedAt: new Date(),
      };

      await runInDatabaseContext(orm(), () =>
        transactions.run(async () => {
          await log.recordOnce(event);
          throw new Error('the member update failed');
        }),
      ).catch(() => undefined);

      const check = perCallContext(orm(), log);
      expect(await check.find('evt_rolled_back')).toBeNull();
      expect(await check.recordOnce(event)).toBe(true);
    });
  });
}
