import { KnowledgeTokens } from '@commons/container';
import type { ArticleSummary } from '@commons/core/knowledge/article';
import { databaseContext } from '../middleware/database-context.ts';
import { memoizedRepresentation, sendRevalidated } from '../revalidated-body.ts';
import type { RouteGroup } from '../router.ts';

const summariesJson = memoizedRepresentation((summaries: ArticleSummary[]) => JSON.stringify(summaries));

export const knowledgeRoutes: RouteGroup = (router, container) => {
  const inDatabase = databaseContext(container);
  const listPublishedArticles = container.resolve(KnowledgeTokens.listPublishedArticles);
  const getPublishedArticle = container.resolve(KnowledgeTokens.getPublishedArticle);

  /** Summaries only, from the in-process cache; 304 when the client's copy is current. */
  router.get('/api/knowledge', inDatabase, async (ctx) => {
    sendRevalidated(ctx, summariesJson(await listPublishedArticles()), 'application/json; charset=utf-8');
  });

  router.get('/api/knowledge/:slug', inDatabase, async (ctx) => {
    ctx.body = await getPublishedArticle(ctx.params.slug ?? '');
  });
};
