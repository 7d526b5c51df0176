import { KnowledgeTokens } from '@commons/container';
import { sessionGuards } from '../middleware/authentication.ts';
import { databaseContext } from '../middleware/database-context.ts';
import { noStore } from '../middleware/no-store.ts';
import type { RouteGroup } from '../router.ts';

/**
 * The console's knowledge authoring: every article (drafts too), create, edit, publish or
 * unpublish, delete, and the Markdown preview rendered by the very renderer the public pages use.
 */
export const adminArticleRoutes: RouteGroup = (router, container) => {
  const inDatabase = databaseContext(container);
  const K = KnowledgeTokens;
  const listArticles = container.resolve(K.listArticlesForStaff);
  const getArticle = container.resolve(K.getArticleForStaff);
  const createArticle = container.resolve(K.createArticle);
  const updateArticle = container.resolve(K.updateArticle);
  const deleteArticle = container.resolve(K.deleteArticle);
  const previewArticle = container.resolve(K.previewArticle);
  const { requireAdmin } = sessionGuards(container);

  router.get('/api/admin/articles', inDatabase, noStore, requireAdmin, async (ctx) => {
    const { articles, total } = await listArticles(ctx.query);
    ctx.set('X-Total-Count', String(total));
    ctx.body = articles;
  });

  // Before `/:id`, and a POST, so a long draft fits in the body.
  router.post('/api/admin/articles/preview', inDatabase, noStore, requireAdmin, (ctx) => {
    ctx.body = previewArticle(ctx.request.body);
  });

  router.get('/api/admin/articles/:id', inDatabase, noStore, requireAdmin, async (ctx) => {
    ctx.body = await getArticle(ctx.params.id ?? '');
  });

  router.post('/api/admin/articles', inDatabase, noStore, requireAdmin, async (ctx) => {
    const { article } = await createArticle(ctx.request.body, ctx.state.member!.id);
    ctx.status = 201;
    ctx.body = article;
  });

  router.patch('/api/admin/articles/:id', inDatabase, noStore, requireAdmin, async (ctx) => {
    const { article } = await updateArticle(ctx.params.id ?? '', ctx.request.body, ctx.state.member!.id);
    ctx.body = article;
  });

  router.delete('/api/admin/articles/:id', inDatabase, noStore, requireAdmin, async (ctx) => {
    await deleteArticle(ctx.params.id ?? '', ctx.state.member!.id);
    ctx.status = 204;
  });
};
