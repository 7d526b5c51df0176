import { KnowledgeTokens } from '@commons/container';
import { actingStaff, sessionGuards } from '../middleware/authentication.ts';
import { databaseContext } from '../middleware/database-context.ts';
import { noStore } from '../middleware/no-store.ts';
import type { RouteGroup } from '../router.ts';

/**
 * The console's knowledge authoring: every article (drafts too), create, edit, publish or
 * unpublish, delete, submit for review, and the Markdown preview rendered by the very renderer the
 * public pages use; an article's revisions, and restoring one. Every route needs `knowledge:draft`; core's article rule then keeps an author to
 * their own drafts and publishing to the roles with `knowledge:publish`.
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
  const requestArticleReview = container.resolve(K.requestArticleReview);
  const listRevisions = container.resolve(K.listArticleRevisions);
  const getRevision = container.resolve(K.getArticleRevision);
  const restoreRevision = container.resolve(K.restoreArticleRevision);
  const { requirePermission } = sessionGuards(container);
  const drafting = requirePermission('knowledge:draft');

  router.get('/api/admin/articles', inDatabase, noStore, drafting, async (ctx) => {
    const { articles, total } = await listArticles(ctx.query);
    ctx.set('X-Total-Count', String(total));
    ctx.body = articles;
  });

  // Before `/:id`, and a POST, so a long draft fits in the body.
  router.post('/api/admin/articles/preview', inDatabase, noStore, drafting, (ctx) => {
    ctx.body = previewArticle(ctx.request.body);
  });

  router.get('/api/admin/articles/:id', inDatabase, noStore, drafting, async (ctx) => {
    ctx.body = await getArticle(ctx.params.id ?? '');
  });

  router.post('/api/admin/articles', inDatabase, noStore, drafting, async (ctx) => {
    const { article } = await createArticle(ctx.request.body, actingStaff(ctx));
    ctx.status = 201;
    ctx.body = article;
  });

  router.patch('/api/admin/articles/:id', inDatabase, noStore, drafting, async (ctx) => {
    const { article } = await updateArticle(ctx.params.id ?? '', ctx.request.body, actingStaff(ctx));
    ctx.body = article;
  });

  // An author's own draft only (core's article rule); an editor's any article.
  router.delete('/api/admin/articles/:id', inDatabase, noStore, drafting, async (ctx) => {
    await deleteArticle(ctx.params.id ?? '', actingStaff(ctx));
    ctx.status = 204;
  });

  // The last saves of an article: whoever may edit it may read them and put one back.
  router.get('/api/admin/articles/:id/revisions', inDatabase, noStore, drafting, async (ctx) => {
    ctx.body = await listRevisions(ctx.params.id ?? '', actingStaff(ctx));
  });

  router.get('/api/admin/articles/:id/revisions/:revisionId', inDatabase, noStore, drafting, async (ctx) => {
    ctx.body = await getRevision(ctx.params.id ?? '', ctx.params.revisionId ?? '', actingStaff(ctx));
  });

  router.post(
    '/api/admin/articles/:id/revisions/:revisionId/restore',
    inDatabase,
    noStore,
    drafting,
    async (ctx) => {
      const { article } = await restoreRevision(
        ctx.params.id ?? '',
        ctx.params.revisionId ?? '',
        actingStaff(ctx),
      );
      ctx.body = article;
    },
  );

  router.post('/api/admin/articles/:id/review', inDatabase, noStore, drafting, async (ctx) => {
    const { article } = await requestArticleReview(ctx.params.id ?? '', actingStaff(ctx));
    ctx.body = article;
  });
};
