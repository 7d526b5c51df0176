import { ContainerModule } from 'inversify';
import { confirmNewsletterSubscription } from '@commons/core/newsletter/confirm-newsletter-subscription';
import { listConfirmedSubscribers } from '@commons/core/newsletter/list-confirmed-subscribers';
import type { NewsletterMailer } from '@commons/core/newsletter/newsletter-mailer';
import type { NewsletterSubscribers } from '@commons/core/newsletter/newsletter-subscribers';
import { removeNewsletterSubscriber } from '@commons/core/newsletter/remove-newsletter-subscriber';
import { searchNewsletterSubscribers } from '@commons/core/newsletter/search-newsletter-subscribers';
import { subscribeToNewsletter } from '@commons/core/newsletter/subscribe-to-newsletter';
import { unsubscribeFromNewsletter } from '@commons/core/newsletter/unsubscribe-from-newsletter';
import { NodemailerNewsletterMailer } from '@commons/adapters/mail/nodemailer-newsletter-mailer';
import { MikroOrmNewsletterSubscribers } from '@commons/adapters/persistence/repositories/mikro-orm-newsletter-subscribers';
import { bindFactory, bindUseCase, token, useCaseToken } from '../tokens.ts';
import { AccountTokens } from './accounts.ts';
import { InfrastructureTokens as I } from './infrastructure.ts';
import { MailTokens } from './mail.ts';
import { SendTokens } from './article-sends.ts';

/** The knowledge hub's newsletter: double opt-in, one-click unsubscribe, the staff export. */
export const NewsletterTokens = {
  NewsletterSubscribers: token<NewsletterSubscribers>('NewsletterSubscribers'),
  NewsletterMailer: token<NewsletterMailer>('NewsletterMailer'),
  subscribeToNewsletter: useCaseToken(subscribeToNewsletter),
  confirmNewsletterSubscription: useCaseToken(confirmNewsletterSubscription),
  unsubscribeFromNewsletter: useCaseToken(unsubscribeFromNewsletter),
  listConfirmedSubscribers: useCaseToken(listConfirmedSubscribers),
  searchNewsletterSubscribers: useCaseToken(searchNewsletterSubscribers),
  removeNewsletterSubscriber: useCaseToken(removeNewsletterSubscriber),
};

export const newsletterModule = new ContainerModule(({ bind }) => {
  const N = NewsletterTokens;
  bindFactory(
    bind,
    N.NewsletterSubscribers,
    { orm: I.Orm },
    ({ orm }) => new MikroOrmNewsletterSubscribers(orm.em),
  );
  bindFactory(
    bind,
    N.NewsletterMailer,
    { mail: MailTokens.MailSettings, logger: I.Logger },
    ({ mail, logger }) => new NodemailerNewsletterMailer(mail, logger.child({ component: 'mail' })),
  );
  // Every newsletter use case takes these ports (core's NewsletterDeps); the per-IP and per-address
  // limits share the accounts' database-backed limiter and secrets.
  bindUseCase(bind, N.subscribeToNewsletter, subscribeToNewsletter, {
    subscribers: N.NewsletterSubscribers,
    mailer: N.NewsletterMailer,
    secrets: AccountTokens.SecretGenerator,
    rateLimiter: AccountTokens.RateLimiter,
    clock: I.Clock,
    random: I.Random,
    transactions: I.Transactions,
  });
  bindUseCase(bind, N.confirmNewsletterSubscription, confirmNewsletterSubscription, {
    subscribers: N.NewsletterSubscribers,
    secrets: AccountTokens.SecretGenerator,
    clock: I.Clock,
    transactions: I.Transactions,
    suppressions: SendTokens.MailSuppressions,
  });
  bindUseCase(bind, N.unsubscribeFromNewsletter, unsubscribeFromNewsletter, {
    subscribers: N.NewsletterSubscribers,
    sends: SendTokens.ArticleSends,
    suppressions: SendTokens.MailSuppressions,
    members: AccountTokens.MemberRepository,
    secrets: AccountTokens.SecretGenerator,
    clock: I.Clock,
    transactions: I.Transactions,
  });
  bindUseCase(bind, N.listConfirmedSubscribers, listConfirmedSubscribers, {
    subscribers: N.NewsletterSubscribers,
    members: AccountTokens.MemberRepository,
  });
  bindUseCase(bind, N.searchNewsletterSubscribers, searchNewsletterSubscribers, {
    subscribers: N.NewsletterSubscribers,
    members: AccountTokens.MemberRepository,
  });
  bindUseCase(bind, N.removeNewsletterSubscriber, removeNewsletterSubscriber, {
    subscribers: N.NewsletterSubscribers,
  });
});
