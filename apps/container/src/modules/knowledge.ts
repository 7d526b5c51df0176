import { ContainerModule } from 'inversify';
import { getPublishedArticle } from '@commons/core/knowledge/get-published-article';
import { listPublishedArticles } from '@commons/core/knowledge/list-published-articles';
import { MikroOrmArticleRepository } from '@commons/adapters/persistence/repositories/mikro-orm-article-repository';
import { bindFactory, T, U } from '../tokens.ts';

export const knowledgeModule = new ContainerModule(({ bind }) => {
  bindFactory(bind, T.ArticleRepository, [T.Orm], (orm) => new MikroOrmArticleRepository(orm.em));
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
