/** Newsletter e-mails through nodemailer: SMTP, or the .eml file outbox (see mail-delivery.ts). */
import type {
  NewsletterConfirmationMessage,
  NewsletterMailer,
} from '@commons/core/newsletter/newsletter-mailer';
import type { Logger } from '../system/logger.ts';
import { mailDelivery, type Deliver, type MailSettings } from './mail-delivery.ts';
import { newsletterConfirmationEmail } from './newsletter-confirmation-email.ts';
import { renderEmail } from './render-email.ts';
import { newsletterConfirmPath, newsletterUnsubscribePath } from '@commons/core/newsletter/newsletter-links';
import { linkWithToken } from '@commons/core/shared/links';

export class NodemailerNewsletterMailer implements NewsletterMailer {
  readonly #settings: MailSettings;
  readonly #deliver: Deliver;

  constructor(settings: MailSettings, logger: Logger) {
    this.#settings = settings;
    this.#deliver = mailDelivery(settings, logger);
  }

  async sendConfirmation(message: NewsletterConfirmationMessage): Promise<void> {
    const { publicUrl, siteName } = this.#settings;
    const unsubscribeUrl = linkWithToken(publicUrl, newsletterUnsubscribePath, message.unsubscribeToken);
    const rendered = renderEmail(
      siteName,
      newsletterConfirmationEmail({
        siteName,
        confirmUrl: linkWithToken(publicUrl, newsletterConfirmPath, message.confirmationToken),
        unsubscribeUrl,
        validForHours: message.validForHours,
      }),
    );
    await this.#deliver({ to: message.to, ...rendered, headers: unsubscribeHeaders(unsubscribeUrl) });
  }
}

/**
 * RFC 2369 and RFC 8058: mail clients show an unsubscribe button that POSTs to the link; bulk mail
 * also names a mailto address, for clients that only write.
 */
export function unsubscribeHeaders(unsubscribeUrl: string, mailto?: string): Record<string, string> {
  return {
    'List-Unsubscribe': mailto ? `<${unsubscribeUrl}>, <${mailto}>` : `<${unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
