import { ContainerModule } from 'inversify';
import { getPublishedArticle } from '@commons/core/knowledge/get-published-article';
import { listPublishedArticles } from '@commons/core/knowledge/list-published-articles';
import { CachedArticleRepository } from '@commons/adapters/persistence/repositories/cached-article-repository';
import { MikroOrmArticleRepository } from '@commons/adapters/persistence/repositories/mikro-orm-article-repository';
import { bindFactory, T, U } from '../tokens.ts';

export const knowledgeModule = new ContainerModule(({ bind }) => {
  // One instance per container: an article write in this process empties the same cache.
  bindFactory(
    bind,
    T.ArticleRepository,
    [T.Orm, T.Clock],
    (orm, clock) => new CachedArticleRepository(new MikroOrmArticleRepository(orm.em), clock),
  );
  bindFactory(
    bind,
    U.listPublishedArticles,
    [T.ArticleRepository],
    (articles) => () => listPublishedArticles({ articles }),
  );
  bindFactory(
    bind,
    U.getPublishedArticle,
    [T.ArticleRepository],
    (articles) => (slug) => getPublishedArticle({ articles }, slug),
  );
});
