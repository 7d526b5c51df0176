import { ContainerModule } from 'inversify';
import { confirmNewsletterSubscription } from '@commons/core/newsletter/confirm-newsletter-subscription';
import { listConfirmedSubscribers } from '@commons/core/newsletter/list-confirmed-subscribers';
import type { NewsletterDeps } from '@commons/core/newsletter/newsletter-deps';
import type { NewsletterMailer } from '@commons/core/newsletter/newsletter-mailer';
import type { NewsletterSubscribers } from '@commons/core/newsletter/newsletter-subscribers';
import { subscribeToNewsletter } from '@commons/core/newsletter/subscribe-to-newsletter';
import { unsubscribeFromNewsletter } from '@commons/core/newsletter/unsubscribe-from-newsletter';
import { NodemailerNewsletterMailer } from '@commons/adapters/mail/nodemailer-newsletter-mailer';
import { MikroOrmNewsletterSubscribers } from '@commons/adapters/persistence/repositories/mikro-orm-newsletter-subscribers';
import { mailSettings } from '../mail-settings.ts';
import { bindFactory, T, token, type Bound } from '../tokens.ts';
import { AccountTokens } from './accounts.ts';

/** The knowledge hub's newsletter: double opt-in, one-click unsubscribe, the staff export. */
export const NewsletterTokens = {
  NewsletterSubscribers: token<NewsletterSubscribers>('NewsletterSubscribers'),
  NewsletterMailer: token<NewsletterMailer>('NewsletterMailer'),
  Deps: token<NewsletterDeps>('NewsletterDeps'),
  subscribeToNewsletter: token<Bound<typeof subscribeToNewsletter>>('subscribeToNewsletter'),
  confirmNewsletterSubscription: token<Bound<typeof confirmNewsletterSubscription>>(
    'confirmNewsletterSubscription',
  ),
  unsubscribeFromNewsletter: token<Bound<typeof unsubscribeFromNewsletter>>('unsubscribeFromNewsletter'),
  listConfirmedSubscribers: token<Bound<typeof listConfirmedSubscribers>>('listConfirmedSubscribers'),
};

export const newsletterModule = new ContainerModule(({ bind }) => {
  const N = NewsletterTokens;
  bindFactory(bind, N.NewsletterSubscribers, [T.Orm], (orm) => new MikroOrmNewsletterSubscribers(orm.em));
  bindFactory(
    bind,
    N.NewsletterMailer,
    [T.Config, T.Logger],
    (config, logger) =>
      new NodemailerNewsletterMailer(mailSettings(config), logger.child({ component: 'mail' })),
  );
  bindFactory(
    bind,
    N.Deps,
    // The per-IP and per-address limits share the accounts' database-backed limiter and secrets.
    [
      N.NewsletterSubscribers,
      N.NewsletterMailer,
      AccountTokens.SecretGenerator,
      AccountTokens.RateLimiter,
      T.Clock,
      T.Random,
    ],
    (subscribers, mailer, secrets, rateLimiter, clock, random) => ({
      subscribers,
      mailer,
      secrets,
      rateLimiter,
      clock,
      random,
    }),
  );
  bindFactory(
    bind,
    N.subscribeToNewsletter,
    [N.Deps],
    (deps) => (command) => subscribeToNewsletter(deps, command),
  );
  bindFactory(
    bind,
    N.confirmNewsletterSubscription,
    [N.Deps],
    (deps) => (confirmationToken) => confirmNewsletterSubscription(deps, confirmationToken),
  );
  bindFactory(
    bind,
    N.unsubscribeFromNewsletter,
    [N.Deps],
    (deps) => (unsubscribeToken) => unsubscribeFromNewsletter(deps, unsubscribeToken),
  );
  bindFactory(bind, N.listConfirmedSubscribers, [N.Deps], (deps) => () => listConfirmedSubscribers(deps));
});
