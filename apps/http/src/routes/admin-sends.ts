import { SendTokens } from '@commons/container';
import { sessionGuards } from '../middleware/authentication.ts';
import { databaseContext } from '../middleware/database-context.ts';
import { noStore } from '../middleware/no-store.ts';
import type { RouteGroup } from '../router.ts';

/**
 * Sending an article by e-mail: the preview and count, a test to oneself, the send (202: the
 * deliverer mails in the background), the sends' progress, cancelling a scheduled one, and the
 * suppression list.
 */
export const adminSendRoutes: RouteGroup = (router, container) => {
  const inDatabase = databaseContext(container);
  const S = SendTokens;
  const sendArticle = container.resolve(S.sendArticle);
  const previewSend = container.resolve(S.previewArticleSend);
  const sendTest = container.resolve(S.sendArticleTest);
  const listSends = container.resolve(S.listSends);
  const getSend = container.resolve(S.getSend);
  const cancelSend = container.resolve(S.cancelSend);
  const listSuppressions = container.resolve(S.listSuppressions);
  const guarded = [
    inDatabase,
    noStore,
    sessionGuards(container).requirePermission('newsletter:manage'),
  ] as const;

  router.post('/api/admin/articles/:id/send', ...guarded, async (ctx) => {
    const send = await sendArticle({ articleId: ctx.params.id ?? '', input: ctx.request.body });
    ctx.status = 202;
    ctx.body = send;
  });

  router.post('/api/admin/articles/:id/send/preview', ...guarded, async (ctx) => {
    ctx.body = await previewSend({ articleId: ctx.params.id ?? '', input: ctx.request.body });
  });

  router.post('/api/admin/articles/:id/send/test', ...guarded, async (ctx) => {
    ctx.body = await sendTest({ articleId: ctx.params.id ?? '', to: ctx.state.member!.email });
  });

  router.get('/api/admin/sends', ...guarded, async (ctx) => {
    ctx.body = await listSends();
  });

  router.get('/api/admin/sends/:id', ...guarded, async (ctx) => {
    ctx.body = await getSend(ctx.params.id ?? '');
  });

  router.delete('/api/admin/sends/:id', ...guarded, async (ctx) => {
    ctx.body = await cancelSend(ctx.params.id ?? '');
  });

  router.get('/api/admin/suppressions', ...guarded, async (ctx) => {
    ctx.body = await listSuppressions();
  });
};
