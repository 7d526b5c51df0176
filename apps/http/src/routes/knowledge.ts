import type { ArticleSummary } from '@commons/core/knowledge/article';
import { AuthorTokens, InfrastructureTokens, KnowledgeTokens } from '@commons/container';
import { viewerOf } from '@commons/core/knowledge/article-access';
import { pageOfPublished } from '@commons/core/knowledge/list-published-articles';
import { sessionGuards } from '../middleware/authentication.ts';
import { databaseContext } from '../middleware/database-context.ts';
import { publishedListBodies } from '../published-list-bodies.ts';
import { representationOf, sendRevalidated } from '../revalidated-body.ts';
import type { RouteGroup } from '../router.ts';

export const knowledgeRoutes: RouteGroup = (router, container) => {
  const inDatabase = databaseContext(container);
  const getBylinedArticle = container.resolve(AuthorTokens.getBylinedArticle);
  const { withSession } = sessionGuards(container);
  const listPublishedArticles = container.resolve(KnowledgeTokens.listPublishedArticles);
  const inDatabaseScope = container.resolve(InfrastructureTokens.DatabaseScope);
  const listBodies = publishedListBodies({
    listPublishedArticles,
    publishedListChanges: container.resolve(KnowledgeTokens.publishedListChanges),
    inDatabaseScope,
  });
  const summariesJson = (articles: ArticleSummary[]) => representationOf(JSON.stringify(articles));

  /**
   * Summaries only; 304 when the client's copy is current. The JSON is kept while the published
   * list is current, and the list opens its own database scope when it must be read again. With
   * `page` or `pageSize`, one page of it (still an array), the list's length in X-Total-Count.
   */
  router.get('/api/knowledge', async (ctx) => {
    const type = 'application/json; charset=utf-8';
    if (ctx.query.page === undefined && ctx.query.pageSize === undefined) {
      sendRevalidated(ctx, await listBodies(summariesJson), type);
      return;
    }
    const { articles, total } = pageOfPublished(await inDatabaseScope(listPublishedArticles), ctx.query);
    ctx.set('X-Total-Count', String(total));
    sendRevalidated(ctx, summariesJson(articles), type);
  });

  /**
   * Rendered, sanitised HTML, never the Markdown; for a reader without access only the preview's.
   * An answer to a signed-in member is theirs alone: no shared cache keeps it. With its authors'
   * public profiles (never an e-mail or a member id).
   */
  router.get('/api/knowledge/:slug', inDatabase, withSession, async (ctx) => {
    const { member } = ctx.state;
    ctx.set('Cache-Control', member ? 'private, no-cache' : 'no-cache');
    ctx.body = await getBylinedArticle(ctx.params.slug ?? '', viewerOf(member));
  });
};
