/** Account e-mails through nodemailer: SMTP, or the .eml file outbox (see mail-delivery.ts). */
import type { AccountMailer, VerificationCodeMessage } from '@commons/core/accounts/account-mailer';
import type { Logger } from '../system/logger.ts';
import { mailDelivery, type Deliver, type MailSettings } from './mail-delivery.ts';
import { renderVerificationCodeEmail } from './verification-code-email.ts';

export type { MailSettings } from './mail-delivery.ts';

export class NodemailerAccountMailer implements AccountMailer {
  readonly #settings: MailSettings;
  readonly #deliver: Deliver;

  constructor(settings: MailSettings, logger: Logger) {
    this.#settings = settings;
    this.#deliver = mailDelivery(settings, logger);
  }

  async sendVerificationCode(message: VerificationCodeMessage): Promise<void> {
    const verifyUrl = `${this.#settings.publicUrl}/verify-email?email=${encodeURIComponent(message.to)}`;
    const rendered = renderVerificationCodeEmail({
      siteName: this.#settings.siteName,
      firstName: message.firstName,
      code: message.code,
      validForMinutes: message.validForMinutes,
      verifyUrl,
    });
    await this.#deliver({ to: message.to, ...rendered });
  }
}
