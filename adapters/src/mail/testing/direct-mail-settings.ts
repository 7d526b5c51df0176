import { silentLogger, type Logger } from '../../system/logger.ts';
import { SystemClock } from '../../system/system-clock.ts';
import type { MailSettings } from '../mail-delivery.ts';
import { MailDispatcher } from '../mail-dispatcher.ts';
import { mailTransport } from '../mail-transport.ts';
import type { NewOutboundEmail } from '../outbound-emails.ts';
import { InMemoryOutboundEmails } from './in-memory-outbound-emails.ts';

const noReport = { sent() {}, retrying() {}, failed() {}, dispatchFailed() {} };

/** An in-memory outbox that dispatches each message before `add` returns. */
class DispatchingOutbox extends InMemoryOutboundEmails {
  dispatcher: MailDispatcher | undefined;

  override async add(message: NewOutboundEmail): Promise<void> {
    await super.add(message);
    await this.dispatcher?.flush();
  }
}

/**
 * Mail settings for the mailers' own tests: the outbox is in memory and every stored message is
 * sent before the mailer's call returns, over the real transport (SMTP or .eml files).
 */
export function directMailSettings(
  settings: Omit<MailSettings, 'queue'>,
  logger: Logger = silentLogger,
): MailSettings {
  // Real time: the .eml files are named, and so ordered, by when each message was stored.
  const clock = new SystemClock();
  const emails = new DispatchingOutbox(clock);
  emails.dispatcher = new MailDispatcher(
    {
      emails,
      transport: mailTransport(settings, logger),
      clock,
      report: noReport,
      inScope: (work) => work(),
    },
    {
      retry: { baseDelayMs: 1000, maxDelayMs: 1000, maxAttempts: 1 },
      pollIntervalMs: 1000,
      leaseMs: 60_000,
      batchSize: 10,
    },
  );
  return { ...settings, queue: { emails, notify: () => {} } };
}
