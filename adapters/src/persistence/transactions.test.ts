import { memberTransactionsHarness } from '@commons/core/accounts/testing/member-transactions-harness';
import { transactionsContract } from '@commons/core/shared/testing/transactions.contract';
import { MikroOrmMemberRepository } from './repositories/mikro-orm-member-repository.ts';
import { perCallContext } from './testing/request-context.ts';
import { truncateAll } from './testing/test-database.ts';
import { testDatabaseKinds, useTestOrm } from './testing/vitest-database.ts';
import { MikroOrmTransactions } from './transactions.ts';

for (const kind of testDatabaseKinds()) {
  const orm = useTestOrm(kind);
  transactionsContract(`MikroORM on ${kind}`, async () => {
    await truncateAll(orm());
    return memberTransactionsHarness(
      perCallContext(orm(), new MikroOrmTransactions(orm())),
      perCallContext(orm(), new MikroOrmMemberRepository(orm().em)),
    );
  });
}
