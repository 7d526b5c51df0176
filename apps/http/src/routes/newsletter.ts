import { NewsletterTokens } from '@commons/container';
import {
  newsletterConfirmApiPath,
  newsletterConfirmPath,
  newsletterUnsubscribeApiPath,
  newsletterUnsubscribePath,
} from '@commons/core/newsletter/newsletter-links';
import type { SubscriberListing } from '@commons/core/newsletter/subscriber-listing';
import { sendCsv, type CsvColumn } from '../csv/csv-download.ts';
import { sessionGuards } from '../middleware/authentication.ts';
import { databaseContext } from '../middleware/database-context.ts';
import { noStore } from '../middleware/no-store.ts';
import type { RouteGroup } from '../router.ts';
import { linkToken, toLinkPage } from '../pages/link-page.ts';

/** The same answer for every accepted address, known or not: the API never tells who subscribed. */
export const subscribeAcceptedMessage =
  'Thank you. Please check your inbox and confirm your subscription with the link we sent.';

/**
 * Subscribe (202), the calls behind the pages the e-mails link to (confirm; unsubscribe, with its
 * RFC 8058 one-click POST), and the staff's subscriber list, removal and CSV export of the confirmed list.
 */
export const newsletterRoutes: RouteGroup = (router, container) => {
  const inDatabase = databaseContext(container);
  const subscribe = container.resolve(NewsletterTokens.subscribeToNewsletter);
  const confirm = container.resolve(NewsletterTokens.confirmNewsletterSubscription);
  const unsubscribe = container.resolve(NewsletterTokens.unsubscribeFromNewsletter);
  const listConfirmed = container.resolve(NewsletterTokens.listConfirmedSubscribers);
  const searchSubscribers = container.resolve(NewsletterTokens.searchNewsletterSubscribers);
  const removeSubscriber = container.resolve(NewsletterTokens.removeNewsletterSubscriber);
  const newsletterManager = sessionGuards(container).requirePermission('newsletter:manage');

  router.post('/api/newsletter', inDatabase, async (ctx) => {
    await subscribe({ input: ctx.request.body, clientIp: ctx.ip });
    ctx.status = 202;
    ctx.body = { message: subscribeAcceptedMessage };
  });

  router.get(newsletterConfirmApiPath, toLinkPage(newsletterConfirmPath));
  router.get(newsletterUnsubscribeApiPath, toLinkPage(newsletterUnsubscribePath));

  /** The confirm page's button. */
  router.post(newsletterConfirmApiPath, inDatabase, async (ctx) => {
    await confirm(linkToken(ctx));
    ctx.status = 204;
  });

  /**
   * The unsubscribe page's button, and mail clients' one-click POST (body
   * `List-Unsubscribe=One-Click`, RFC 8058) to the List-Unsubscribe link: the page's own path, or
   * the API path in mails sent before the page existed. 200 whether the token was known or not.
   */
  router.post([newsletterUnsubscribePath, newsletterUnsubscribeApiPath], inDatabase, async (ctx) => {
    await unsubscribe(linkToken(ctx));
    ctx.body = { unsubscribed: true };
  });

  router.get('/api/admin/newsletter.csv', inDatabase, newsletterManager, async (ctx) => {
    sendCsv(ctx, 'newsletter-subscribers.csv', subscriberColumns, [await listConfirmed()]);
  });

  router.get('/api/admin/newsletter/subscribers', inDatabase, noStore, newsletterManager, async (ctx) => {
    ctx.body = await searchSubscribers(ctx.query);
  });

  router.delete('/api/admin/newsletter/subscribers/:email', inDatabase, newsletterManager, async (ctx) => {
    await removeSubscriber({ email: ctx.params.email });
    ctx.status = 204;
  });
};

const subscriberColumns: CsvColumn<SubscriberListing>[] = [
  ['email', (row) => row.email],
  ['source', (row) => row.source],
  ['subscribed_at', (row) => row.subscribedAt],
  ['confirmed_at', (row) => row.confirmedAt],
];
