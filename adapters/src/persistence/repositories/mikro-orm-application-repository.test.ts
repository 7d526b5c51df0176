import { applicationRepositoryContract } from '@commons/core/community/testing/application-repository.contract';
import { perCallContext } from '../testing/request-context.ts';
import { truncateAll } from '../testing/test-database.ts';
import { testDatabaseKinds, useTestOrm } from '../testing/vitest-database.ts';
import { MikroOrmApplicationRepository } from './mikro-orm-application-repository.ts';

for (const kind of testDatabaseKinds()) {
  const orm = useTestOrm(kind);
  applicationRepositoryContract(`MikroORM on ${kind}`, async () => {
    await truncateAll(orm());
    return perCallContext(orm(), new MikroOrmApplicationRepository(orm().em));
  });
}
