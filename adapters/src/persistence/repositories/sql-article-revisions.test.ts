import { articleRevisionsContract } from '@commons/core/knowledge/testing/article-revisions.contract';
import { perCallContext } from '../testing/request-context.ts';
import { truncateAll } from '../testing/test-database.ts';
import { testDatabaseKinds, useTestOrm } from '../testing/vitest-database.ts';
import { MikroOrmArticleRepository } from './mikro-orm-article-repository.ts';
import { SqlArticleRevisions } from './sql-article-revisions.ts';

for (const kind of testDatabaseKinds()) {
  const orm = useTestOrm(kind);

  articleRevisionsContract(`SQL on ${kind}`, async () => {
    await truncateAll(orm());
    const [saver] = await orm()
      .em.fork()
      .execute<{ id: string }[]>(
        `insert into users (email, first_name, last_name, staff_role) values (?, 'Bea', 'Editor', 'editor') returning id`,
        [`editor-${crypto.randomUUID()}@example.org`],
      );
    return {
      revisions: perCallContext(orm(), new SqlArticleRevisions(orm().em)),
      articles: perCallContext(orm(), new MikroOrmArticleRepository(orm().em)),
      saver: { id: saver!.id, name: 'Bea Editor' },
    };
  });
}
