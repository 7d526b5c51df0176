import { ContainerModule } from 'inversify';
import type { ArticleRepository } from '@commons/core/knowledge/article-repository';
import { getPublishedArticle } from '@commons/core/knowledge/get-published-article';
import { listPublishedArticles } from '@commons/core/knowledge/list-published-articles';
import { CachedArticleRepository } from '@commons/adapters/persistence/repositories/cached-article-repository';
import { MikroOrmArticleRepository } from '@commons/adapters/persistence/repositories/mikro-orm-article-repository';
import { bindFactory, bindUseCase, token, useCaseToken } from '../tokens.ts';
import { InfrastructureTokens as I } from './infrastructure.ts';

/** The knowledge hub's published articles. */
export const KnowledgeTokens = {
  ArticleRepository: token<ArticleRepository>('ArticleRepository'),
  listPublishedArticles: useCaseToken(listPublishedArticles),
  getPublishedArticle: useCaseToken(getPublishedArticle),
};

export const knowledgeModule = new ContainerModule(({ bind }) => {
  const K = KnowledgeTokens;
  // One instance per container: an article write in this process empties the same cache.
  bindFactory(
    bind,
    K.ArticleRepository,
    { orm: I.Orm, clock: I.Clock },
    ({ orm, clock }) => new CachedArticleRepository(new MikroOrmArticleRepository(orm.em), clock),
  );
  bindUseCase(bind, K.listPublishedArticles, listPublishedArticles, { articles: K.ArticleRepository });
  bindUseCase(bind, K.getPublishedArticle, getPublishedArticle, { articles: K.ArticleRepository });
});
