import { authorRepositoryContract } from '@commons/core/authors/testing/author-repository.contract';
import { perCallContext } from '../testing/request-context.ts';
import { truncateAll } from '../testing/test-database.ts';
import { testDatabaseKinds, useTestOrm } from '../testing/vitest-database.ts';
import { MikroOrmArticleRepository } from './mikro-orm-article-repository.ts';
import { MikroOrmMemberRepository } from './mikro-orm-member-repository.ts';
import { SqlAuthorRepository } from './sql-author-repository.ts';

for (const kind of testDatabaseKinds()) {
  const orm = useTestOrm(kind);

  authorRepositoryContract(`SQL on ${kind}`, async () => {
    await truncateAll(orm());
    return {
      members: perCallContext(orm(), new MikroOrmMemberRepository(orm().em)),
      articles: perCallContext(orm(), new MikroOrmArticleRepository(orm().em)),
      authors: perCallContext(orm(), new SqlAuthorRepository(orm().em)),
    };
  });
}
