import { billingRecordsContract } from '@commons/core/membership/testing/billing-records.contract';
import { perCallContext } from '../testing/request-context.ts';
import { truncateAllButOneMember } from '../testing/test-database.ts';
import { testDatabaseKinds, useTestOrm } from '../testing/vitest-database.ts';
import { SqlBillingRecords } from './sql-billing-records.ts';

for (const kind of testDatabaseKinds()) {
  const orm = useTestOrm(kind);

  billingRecordsContract(`SQL on ${kind}`, async () => ({
    memberId: await truncateAllButOneMember(orm()),
    records: perCallContext(orm(), new SqlBillingRecords(orm().em)),
  }));
}
