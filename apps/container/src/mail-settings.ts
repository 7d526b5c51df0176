import type { MailSettings } from '@commons/adapters/mail/mail-delivery';
import type { Config } from './config.ts';

/** What every mailer needs from the configuration: transport, sender and the site's links. */
export function mailSettings(config: Config): MailSettings {
  return {
    smtpUrl: config.mail.smtpUrl,
    outboxDir: config.mail.outboxDir,
    from: config.mail.from,
    siteName: config.siteName,
    publicUrl: config.publicUrl,
  };
}
