import { paymentEventLogContract } from '@commons/core/membership/testing/payment-event-log.contract';
import { describe, expect, it } from 'vitest';
import { MikroOrmTransactions, runInDatabaseContext } from '../transactions.ts';
import { perCallContext } from '../testing/request-context.ts';
import { truncateAll } from '../testing/test-database.ts';
import { testDatabaseKinds, useTestOrm } from '../testing/vitest-database.ts';
import type { Orm } from '../orm.ts';
import { SqlPaymentEventLog } from './sql-payment-event-log.ts';

/** A bare users row for the event's foreign key; the member adapter is another module's. */
async function insertMember(orm: Orm): Promise<string> {
  const rows = await orm.em
    .fork()
    .execute<{ id: string }[]>(
      `insert into users (email, password_hash, first_name, last_name) values (?, 'x', 'Ada', 'Okafor') returning id`,
      [`member-${crypto.randomUUID()}@example.com`],
    );
  return rows[0]!.id;
}

for (const kind of testDatabaseKinds()) {
  const orm = useTestOrm(kind);

  paymentEventLogContract(`SQL on ${kind}`, async () => {
    await truncateAll(orm());
    return {
      log: perCallContext(orm(), new SqlPaymentEventLog(orm().em)),
      memberId: await insertMember(orm()),
    };
  });

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
