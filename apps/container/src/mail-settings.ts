import type { MailQueue, MailSettings } from '@commons/adapters/mail/mail-delivery';
import type { Config } from './config.ts';

/** What every mailer needs: the outbox it writes to, transport, sender and the site's links. */
export function mailSettings(config: Config, queue: MailQueue): MailSettings {
  return {
    smtpUrl: config.mail.smtpUrl,
    outboxDir: config.mail.outboxDir,
    from: config.mail.from,
    replyTo: config.mail.replyTo,
    siteName: config.siteName,
    publicUrl: config.publicUrl,
    seller: config.organisation,
    queue,
  };
}
