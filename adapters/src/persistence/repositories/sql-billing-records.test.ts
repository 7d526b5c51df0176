import { billingRecordsContract } from '@commons/core/membership/testing/billing-records.contract';
import { perCallContext } from '../testing/request-context.ts';
import { truncateAll } from '../testing/test-database.ts';
import { testDatabaseKinds, useTestOrm } from '../testing/vitest-database.ts';
import { SqlBillingRecords } from './sql-billing-records.ts';

for (const kind of testDatabaseKinds()) {
  const orm = useTestOrm(kind);

  billingRecordsContract(`SQL on ${kind}`, async () => {
    await truncateAll(orm());
    // A bare users row for the foreign keys; the member adapter is another module's.
    const rows = await orm()
      .em.fork()
      .execute<{ id: string }[]>(
        `insert into users (email, password_hash, first_name, last_name) values (?, 'x', 'Ada', 'Okafor') returning id`,
        [`member-${crypto.randomUUID()}@example.com`],
      );
    return { records: perCallContext(orm(), new SqlBillingRecords(orm().em)), memberId: rows[0]!.id };
  });
}
