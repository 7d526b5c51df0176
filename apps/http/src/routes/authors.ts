import { AuthorTokens } from '@commons/container';
import { databaseContext } from '../middleware/database-context.ts';
import type { RouteGroup } from '../router.ts';

/** An author's page as data: their public profile and their published articles' summaries. */
export const authorRoutes: RouteGroup = (router, container) => {
  const getAuthorPage = container.resolve(AuthorTokens.getAuthorPage);

  router.get('/api/knowledge/authors/:slug', databaseContext(container), async (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = await getAuthorPage(ctx.params.slug ?? '');
  });
};
