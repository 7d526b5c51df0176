import { articleRepositoryContract } from '@commons/core/knowledge/testing/article-repository.contract';
import { perCallContext } from '../testing/request-context.ts';
import { truncateAll } from '../testing/test-database.ts';
import { testDatabaseKinds, useTestOrm } from '../testing/vitest-database.ts';
import { MikroOrmArticleRepository } from './mikro-orm-article-repository.ts';

for (const kind of testDatabaseKinds()) {
  const orm = useTestOrm(kind);
  articleRepositoryContract(`MikroORM on ${kind}`, async () => {
    await truncateAll(orm());
    return perCallContext(orm(), new MikroOrmArticleRepository(orm().em));
  });
}
