import { ContainerModule } from 'inversify';
import type { MailSettings } from '@commons/adapters/mail/mail-delivery';
import {
  defaultDispatchOptions,
  MailDispatcher,
  type DeliveryReport,
} from '@commons/adapters/mail/mail-dispatcher';
import { mailTransport, type MailTransport } from '@commons/adapters/mail/mail-transport';
import type { OutboundEmails } from '@commons/adapters/mail/outbound-emails';
import { SqlOutboundEmails } from '@commons/adapters/persistence/repositories/sql-outbound-emails';
import { mailSettings } from '../mail-settings.ts';
import { bindFactory, token } from '../tokens.ts';
import { InfrastructureTokens as I } from './infrastructure.ts';

/**
 * The durable mail outbox: the mailers store each message (MailSettings carries the queue) and the
 * dispatcher sends it. The http server starts and stops the dispatcher; `mail:flush` runs it once.
 */
export const MailTokens = {
  /** Settings every mailer is built with, its outbox queue included. */
  MailSettings: token<MailSettings>('MailSettings'),
  OutboundEmails: token<OutboundEmails>('OutboundEmails'),
  MailTransport: token<MailTransport>('MailTransport'),
  /** Hears what became of each message: logs it (and the metrics count it, business-events.ts). */
  DeliveryReport: token<DeliveryReport>('DeliveryReport'),
  MailDispatcher: token<MailDispatcher>('MailDispatcher'),
};

export const mailModule = new ContainerModule(({ bind }) => {
  const M = MailTokens;
  bindFactory(
    bind,
    M.OutboundEmails,
    { orm: I.Orm, clock: I.Clock },
    ({ orm, clock }) => new SqlOutboundEmails(orm.em, clock),
  );
  bindFactory(bind, M.MailTransport, { config: I.Config, logger: I.Logger }, ({ config, logger }) =>
    mailTransport(config.mail, logger.child({ component: 'mail' })),
  );
  bindFactory(bind, M.DeliveryReport, { logger: I.Logger }, ({ logger }) => {
    const log = logger.child({ component: 'mail' });
    // Ids, attempts and the server's answer only: the content may hold a one-time code.
    return {
      sent: ({ id, attempts }) => log.debug({ id, attempts }, 'e-mail sent'),
      retrying: ({ id, attempts }, retryAt, error) =>
        log.warn({ id, attempts, retryAt, error }, 'e-mail not sent; will retry'),
      failed: ({ id, attempts }, error) => log.error({ id, attempts, error }, 'e-mail given up'),
      dispatchFailed: (error) => log.error({ err: error }, 'mail outbox unavailable; will retry'),
    };
  });
  bindFactory(
    bind,
    M.MailDispatcher,
    {
      config: I.Config,
      emails: M.OutboundEmails,
      transport: M.MailTransport,
      report: M.DeliveryReport,
      clock: I.Clock,
      inScope: I.DatabaseScope,
    },
    ({ config, ...deps }) =>
      new MailDispatcher(deps, { ...defaultDispatchOptions, retry: config.mail.retry }),
  );
  bindFactory(
    bind,
    M.MailSettings,
    {
      config: I.Config,
      emails: M.OutboundEmails,
      dispatcher: M.MailDispatcher,
      transactions: I.Transactions,
    },
    // A message stored inside a transaction is visible to the dispatcher only once it commits.
    ({ config, emails, dispatcher, transactions }) =>
      mailSettings(config, { emails, notify: () => transactions.afterCommit(() => dispatcher.wake()) }),
  );
});
