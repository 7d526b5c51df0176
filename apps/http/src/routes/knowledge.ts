import { KnowledgeTokens } from '@commons/container';
import type { RouteGroup } from '../router.ts';

export const knowledgeRoutes: RouteGroup = (router, container) => {
  const listPublishedArticles = container.resolve(KnowledgeTokens.listPublishedArticles);
  const getPublishedArticle = container.resolve(KnowledgeTokens.getPublishedArticle);

  router.get('/api/knowledge', async (ctx) => {
    ctx.body = await listPublishedArticles();
  });

  router.get('/api/knowledge/:slug', async (ctx) => {
    ctx.body = await getPublishedArticle(ctx.params.slug ?? '');
  });
};
