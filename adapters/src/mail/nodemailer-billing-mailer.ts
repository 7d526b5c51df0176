/** Billing e-mails through nodemailer: SMTP, or the .eml file outbox (see mail-delivery.ts). */
import type {
  BillingMailer,
  DuplicateRefundedMessage,
  PlanChangedMessage,
  ReceiptMessage,
} from '@commons/core/membership/billing-mailer';
import { duplicateRefundedEmail } from './duplicate-refunded-email.ts';
import type { Logger } from '../system/logger.ts';
import { mailDelivery, type Deliver, type MailSettings } from './mail-delivery.ts';
import { planChangedEmail } from './plan-changed-email.ts';
import { receiptEmail } from './receipt-email.ts';
import { renderEmail } from './render-email.ts';

export class NodemailerBillingMailer implements BillingMailer {
  readonly #settings: MailSettings;
  readonly #deliver: Deliver;

  constructor(settings: MailSettings, logger: Logger) {
    this.#settings = settings;
    this.#deliver = mailDelivery(settings, logger);
  }

  get #dashboardUrl(): string {
    return `${this.#settings.publicUrl}/dashboard#payment`;
  }

  async sendReceipt(message: ReceiptMessage): Promise<void> {
    const rendered = renderEmail(this.#settings.siteName, receiptEmail(message, this.#dashboardUrl));
    await this.#deliver({ to: message.to, ...rendered });
  }

  async sendDuplicateRefunded(message: DuplicateRefundedMessage): Promise<void> {
    const rendered = renderEmail(
      this.#settings.siteName,
      duplicateRefundedEmail(message, this.#dashboardUrl),
    );
    await this.#deliver({ to: message.to, ...rendered });
  }

  async sendPlanChanged(message: PlanChangedMessage): Promise<void> {
    const rendered = renderEmail(this.#settings.siteName, planChangedEmail(message, this.#dashboardUrl));
    await this.#deliver({ to: message.to, ...rendered });
  }
}
