import { mailSuppressionsContract } from '@commons/core/newsletter/sends/testing/mail-suppressions.contract';
import { perCallContext } from '../testing/request-context.ts';
import { truncateAll } from '../testing/test-database.ts';
import { testDatabaseKinds, useTestOrm } from '../testing/vitest-database.ts';
import { SqlMailSuppressions } from './sql-mail-suppressions.ts';

for (const kind of testDatabaseKinds()) {
  const orm = useTestOrm(kind);
  mailSuppressionsContract(`SQL on ${kind}`, async () => {
    await truncateAll(orm());
    return perCallContext(orm(), new SqlMailSuppressions(orm().em));
  });
}
