import { stringify } from 'csv-stringify/sync';
import { NewsletterTokens } from '@commons/container';
import { isDomainError } from '@commons/core/shared/domain-error';
import { newsletterConfirmPath, newsletterUnsubscribePath } from '@commons/core/newsletter/newsletter-links';
import type { Context } from 'koa';
import { statusByErrorCode } from '../error-status.ts';
import { sessionGuards } from '../middleware/authentication.ts';
import { databaseContext } from '../middleware/database-context.ts';
import { noStore } from '../middleware/no-store.ts';
import type { RouteGroup } from '../router.ts';
import { linkToken, sendLinkPage, type LinkPage } from '../pages/link-page.ts';

/** The same answer for every accepted address, known or not: the API never tells who subscribed. */
export const subscribeAcceptedMessage =
  'Thank you. Please check your inbox and confirm your subscription with the link we sent.';

/**
 * Subscribe (202), the links of the e-mails (confirm; unsubscribe, with its RFC 8058 one-click
 * POST), and the staff's subscriber list, removal and CSV export of the confirmed list.
 */
export const newsletterRoutes: RouteGroup = (router, container) => {
  const inDatabase = databaseContext(container);
  const subscribe = container.resolve(NewsletterTokens.subscribeToNewsletter);
  const confirm = container.resolve(NewsletterTokens.confirmNewsletterSubscription);
  const unsubscribe = container.resolve(NewsletterTokens.unsubscribeFromNewsletter);
  const listConfirmed = container.resolve(NewsletterTokens.listConfirmedSubscribers);
  const searchSubscribers = container.resolve(NewsletterTokens.searchNewsletterSubscribers);
  const removeSubscriber = container.resolve(NewsletterTokens.removeNewsletterSubscriber);
  const { requireAdmin } = sessionGuards(container);
  const { siteName } = container.config;

  const sendPage = (
    ctx: Pick<Context, 'status' | 'type' | 'body' | 'set'>,
    status: number,
    page: Omit<LinkPage, 'siteName' | 'back'>,
  ) =>
    sendLinkPage(ctx, status, {
      siteName,
      back: { href: '/knowledge', label: 'Back to the Knowledge Hub' },
      ...page,
    });

  router.post('/api/newsletter', inDatabase, async (ctx) => {
    await subscribe({ input: ctx.request.body, clientIp: ctx.ip });
    ctx.status = 202;
    ctx.body = { message: subscribeAcceptedMessage };
  });

  router.get(newsletterConfirmPath, inDatabase, async (ctx) => {
    try {
      await confirm(linkToken(ctx));
    } catch (error) {
      if (!isDomainError(error)) throw error;
      sendPage(ctx, statusByErrorCode[error.code], {
        heading: 'Subscription not confirmed',
        message: error.message,
      });
      return;
    }
    sendPage(ctx, 200, {
      heading: 'Subscription confirmed',
      message:
        'Thank you. We will send you a short note when we publish new research, event notes and case studies.',
    });
  });

  router.get(newsletterUnsubscribePath, inDatabase, (ctx) => {
    sendPage(ctx, 200, {
      heading: 'Unsubscribe',
      message: 'Stop receiving the newsletter at this address?',
      postTo: `${newsletterUnsubscribePath}?token=${encodeURIComponent(linkToken(ctx))}`,
      buttonLabel: 'Unsubscribe',
    });
  });

  /** The page's button, and mail clients' one-click POST (body `List-Unsubscribe=One-Click`). */
  router.post(newsletterUnsubscribePath, inDatabase, async (ctx) => {
    await unsubscribe(linkToken(ctx));
    sendPage(ctx, 200, {
      heading: 'You are unsubscribed',
      message: 'This address will not receive the newsletter any more.',
    });
  });

  router.get('/api/admin/newsletter.csv', inDatabase, requireAdmin, async (ctx) => {
    const rows = await listConfirmed();
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Disposition', 'attachment; filename="newsletter-subscribers.csv"');
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = stringify(rows, {
      header: true,
      columns: [
        { key: 'email', header: 'email' },
        { key: 'subscribedAt', header: 'subscribed_at' },
        { key: 'confirmedAt', header: 'confirmed_at' },
      ],
      cast: { date: (date) => date.toISOString() },
    });
  });

  router.get('/api/admin/newsletter/subscribers', inDatabase, noStore, requireAdmin, async (ctx) => {
    ctx.body = await searchSubscribers(ctx.query);
  });

  router.delete('/api/admin/newsletter/subscribers/:email', inDatabase, requireAdmin, async (ctx) => {
    await removeSubscriber({ email: ctx.params.email });
    ctx.status = 204;
  });
};
