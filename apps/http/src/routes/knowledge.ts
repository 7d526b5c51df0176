import { KnowledgeTokens } from '@commons/container';
import { databaseContext } from '../middleware/database-context.ts';
import { representationOf, sendRevalidated } from '../revalidated-body.ts';
import type { RouteGroup } from '../router.ts';

export const knowledgeRoutes: RouteGroup = (router, container) => {
  const inDatabase = databaseContext(container);
  const listPublishedArticles = container.resolve(KnowledgeTokens.listPublishedArticles);
  const getPublishedArticle = container.resolve(KnowledgeTokens.getPublishedArticle);

  /** Summaries only, from the in-process cache; 304 when the client's copy is current. */
  router.get('/api/knowledge', inDatabase, async (ctx) => {
    const summaries = representationOf(JSON.stringify(await listPublishedArticles()));
    sendRevalidated(ctx, summaries, 'application/json; charset=utf-8');
  });

  router.get('/api/knowledge/:slug', inDatabase, async (ctx) => {
    ctx.body = await getPublishedArticle(ctx.params.slug ?? '');
  });
};
