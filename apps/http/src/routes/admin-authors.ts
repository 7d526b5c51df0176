import { AuthorTokens } from '@commons/container';
import { actingStaff, sessionGuards } from '../middleware/authentication.ts';
import { databaseContext } from '../middleware/database-context.ts';
import { noStore } from '../middleware/no-store.ts';
import type { RouteGroup } from '../router.ts';

/**
 * Bylines in the console: each staff member edits their own author profile, and an article's
 * authors are named from among the staff. Every route needs `knowledge:draft`; core's article rule
 * then keeps an author to their own drafts.
 */
export const adminAuthorRoutes: RouteGroup = (router, container) => {
  const A = AuthorTokens;
  const getOwnAuthorProfile = container.resolve(A.getOwnAuthorProfile);
  const updateOwnAuthorProfile = container.resolve(A.updateOwnAuthorProfile);
  const setArticleAuthors = container.resolve(A.setArticleAuthors);
  const getArticleAuthors = container.resolve(A.getArticleAuthors);
  const guarded = [
    databaseContext(container),
    noStore,
    sessionGuards(container).requirePermission('knowledge:draft'),
  ];

  router.get('/api/admin/staff/me/profile', ...guarded, async (ctx) => {
    ctx.body = await getOwnAuthorProfile(actingStaff(ctx));
  });

  router.patch('/api/admin/staff/me/profile', ...guarded, async (ctx) => {
    ctx.body = await updateOwnAuthorProfile(ctx.request.body, actingStaff(ctx));
  });

  router.get('/api/admin/articles/:id/authors', ...guarded, async (ctx) => {
    ctx.body = await getArticleAuthors(ctx.params.id ?? '');
  });

  router.put('/api/admin/articles/:id/authors', ...guarded, async (ctx) => {
    ctx.body = await setArticleAuthors(ctx.params.id ?? '', ctx.request.body, actingStaff(ctx));
  });
};
