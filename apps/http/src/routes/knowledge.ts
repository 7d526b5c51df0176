import { U } from '@commons/container';
import type { RouteGroup } from '../router.ts';

export const knowledgeRoutes: RouteGroup = (router, container) => {
  const listPublishedArticles = container.resolve(U.listPublishedArticles);
  const getPublishedArticle = container.resolve(U.getPublishedArticle);

  router.get('/api/knowledge', async (ctx) => {
    ctx.body = await listPublishedArticles();
  });

  router.get('/api/knowledge/:slug', async (ctx) => {
    ctx.body = await getPublishedArticle(ctx.params.slug ?? '');
  });
};
