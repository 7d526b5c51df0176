import { signInCodesContract } from '@commons/core/accounts/testing/sign-in-codes.contract';
import { perCallContext } from '../testing/request-context.ts';
import { truncateAll } from '../testing/test-database.ts';
import { testDatabaseKinds, useTestOrm } from '../testing/vitest-database.ts';
import { SqlSignInCodes } from './sql-sign-in-codes.ts';

for (const kind of testDatabaseKinds()) {
  const orm = useTestOrm(kind);

  signInCodesContract(`SQL on ${kind}`, async () => {
    await truncateAll(orm());
    return perCallContext(orm(), new SqlSignInCodes(orm().em));
  });
}
