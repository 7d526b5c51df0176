import { ContainerModule } from 'inversify';
import type { ArticleMailer } from '@commons/core/newsletter/sends/article-mailer';
import type { ArticleSends } from '@commons/core/newsletter/sends/article-sends';
import { cancelSend } from '@commons/core/newsletter/sends/cancel-send';
import { deliverArticleSends } from '@commons/core/newsletter/sends/deliver-article-sends';
import { getSend } from '@commons/core/newsletter/sends/get-send';
import { listSends } from '@commons/core/newsletter/sends/list-sends';
import { listSuppressions } from '@commons/core/newsletter/sends/list-suppressions';
import type { MailSuppressions } from '@commons/core/newsletter/sends/mail-suppressions';
import { previewArticleSend } from '@commons/core/newsletter/sends/preview-article-send';
import { sendArticle } from '@commons/core/newsletter/sends/send-article';
import { sendArticleTest } from '@commons/core/newsletter/sends/send-article-test';
import { mailTransport, type MailTransport } from '@commons/adapters/mail/mail-transport';
import { NodemailerArticleMailer } from '@commons/adapters/mail/nodemailer-article-mailer';
import { SqlArticleSends } from '@commons/adapters/persistence/repositories/sql-article-sends';
import { SqlMailSuppressions } from '@commons/adapters/persistence/repositories/sql-mail-suppressions';
import { BackgroundWorker } from '@commons/adapters/system/background-worker';
import { bindFactory, bindUseCase, token, useCaseToken } from '../tokens.ts';
import { AccountTokens } from './accounts.ts';
import { InfrastructureTokens as I } from './infrastructure.ts';
import { KnowledgeTokens } from './knowledge.ts';

/** Connections the deliverer keeps open to the SMTP server. */
const pooledConnections = 5;
/** Two mails per connection: one on the wire, the next ready behind it. */
const inFlight = 2 * pooledConnections;

/**
 * Articles sent by e-mail: the sends and their recipients (the bulk mailing's durable queue), the
 * suppression list, and the deliverer, a background worker the http server starts and stops. Its
 * batches hold one second's worth of mails at MAIL_SEND_RATE, and a batch that took less than a
 * second is followed by a pause, so one instance never exceeds the rate.
 */
export const SendTokens = {
  ArticleSends: token<ArticleSends>('ArticleSends'),
  MailSuppressions: token<MailSuppressions>('MailSuppressions'),
  ArticleMailer: token<ArticleMailer>('ArticleMailer'),
  /** The deliverer's pooled SMTP connections, closed with the container. */
  ArticleTransport: token<MailTransport>('ArticleTransport'),
  /** Wakes this process's deliverer (after the commit that started a send). */
  NotifySendStarted: token<() => void>('NotifySendStarted'),
  SendDeliverer: token<BackgroundWorker<Awaited<ReturnType<typeof deliverArticleSends>>>>('SendDeliverer'),
  sendArticle: useCaseToken(sendArticle),
  previewArticleSend: useCaseToken(previewArticleSend),
  sendArticleTest: useCaseToken(sendArticleTest),
  listSends: useCaseToken(listSends),
  getSend: useCaseToken(getSend),
  cancelSend: useCaseToken(cancelSend),
  listSuppressions: useCaseToken(listSuppressions),
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const articleSendsModule = new ContainerModule(({ bind }) => {
  const S = SendTokens;
  const K = KnowledgeTokens;
  bindFactory(
    bind,
    S.ArticleSends,
    { orm: I.Orm, clock: I.Clock },
    ({ orm, clock }) => new SqlArticleSends(orm.em, clock),
  );
  bindFactory(bind, S.MailSuppressions, { orm: I.Orm }, ({ orm }) => new SqlMailSuppressions(orm.em));
  bindFactory(bind, S.ArticleTransport, { config: I.Config, logger: I.Logger }, ({ config, logger }) =>
    mailTransport(config.mail, logger.child({ component: 'article-sends' }), { pooledConnections }),
  );
  bindFactory(
    bind,
    S.ArticleMailer,
    { config: I.Config, transport: S.ArticleTransport, renderer: K.ArticleRenderer },
    ({ config, transport, renderer }) =>
      new NodemailerArticleMailer(
        {
          siteName: config.siteName,
          publicUrl: config.publicUrl,
          from: config.mail.from,
          replyTo: config.mail.replyTo,
        },
        transport,
        renderer,
      ),
  );
  bindFactory(
    bind,
    S.SendDeliverer,
    {
      config: I.Config,
      sends: S.ArticleSends,
      articles: K.ArticleRepository,
      suppressions: S.MailSuppressions,
      mailer: S.ArticleMailer,
      secrets: AccountTokens.SecretGenerator,
      clock: I.Clock,
      transactions: I.Transactions,
      logger: I.Logger,
      inScope: I.DatabaseScope,
    },
    ({ config, logger, inScope, ...deps }) => {
      const rate = config.mail.sendRate;
      const options = {
        retry: config.mail.retry,
        leaseMs: 120_000,
        batchSize: rate,
        inFlight,
        pollIntervalMs: 3_000,
      };
      const log = logger.child({ component: 'article-sends' });
      return new BackgroundWorker(
        async () => {
          const began = performance.now();
          const tally = await inScope(() => deliverArticleSends(deps, options));
          const mailed = tally.sent + tally.failed + tally.retrying;
          if (tally.failed > 0) log.warn({ failed: tally.failed }, 'article mails refused');
          // A batch is one second's worth at the rate: never faster.
          await sleep(Math.max(0, (mailed / rate) * 1000 - (performance.now() - began)));
          return tally;
        },
        options,
        (error) => log.error({ err: error }, 'article sends unavailable; will retry'),
      );
    },
  );
  bindFactory(
    bind,
    S.NotifySendStarted,
    { deliverer: S.SendDeliverer, transactions: I.Transactions },
    ({ deliverer, transactions }) =>
      () =>
        transactions.afterCommit(() => deliverer.wake()),
  );
  bindUseCase(bind, S.sendArticle, sendArticle, {
    sends: S.ArticleSends,
    articles: K.ArticleRepository,
    clock: I.Clock,
    random: I.Random,
    transactions: I.Transactions,
    notifyStarted: S.NotifySendStarted,
  });
  bindUseCase(bind, S.previewArticleSend, previewArticleSend, {
    sends: S.ArticleSends,
    articles: K.ArticleRepository,
    mailer: S.ArticleMailer,
  });
  bindUseCase(bind, S.sendArticleTest, sendArticleTest, {
    articles: K.ArticleRepository,
    mailer: S.ArticleMailer,
    clock: I.Clock,
  });
  bindUseCase(bind, S.listSends, listSends, { sends: S.ArticleSends });
  bindUseCase(bind, S.getSend, getSend, { sends: S.ArticleSends });
  bindUseCase(bind, S.cancelSend, cancelSend, { sends: S.ArticleSends, clock: I.Clock });
  bindUseCase(bind, S.listSuppressions, listSuppressions, { suppressions: S.MailSuppressions });
});
