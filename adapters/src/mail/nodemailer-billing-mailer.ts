/** Billing e-mails through nodemailer: SMTP, or the .eml file outbox (see mail-delivery.ts). */
import type {
  BillingMailer,
  CancellationMessage,
  DuplicateRefundedMessage,
  GrantRemovedMessage,
  PaymentActionRequiredMessage,
  PaymentFailedMessage,
  PlanChangedMessage,
  ReceiptMessage,
  TierGrantedMessage,
} from '@commons/core/membership/billing-mailer';
import { grantRemovedEmail, tierGrantedEmail } from './complimentary-tier-email.ts';
import { cancellationEmail } from './cancellation-email.ts';
import { duplicateRefundedEmail } from './duplicate-refunded-email.ts';
import type { EmailContent } from './email-content.ts';
import type { Logger } from '../system/logger.ts';
import { mailDelivery, type Deliver, type MailSettings } from './mail-delivery.ts';
import { paymentActionRequiredEmail } from './payment-action-required-email.ts';
import { paymentFailedEmail } from './payment-failed-email.ts';
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
    const seller = this.#settings.seller ?? { legalName: this.#settings.siteName };
    const links = { dashboardUrl: this.#dashboardUrl, publicUrl: this.#settings.publicUrl };
    await this.#send(message.to, receiptEmail(message, links, seller));
  }

  async sendDuplicateRefunded(message: DuplicateRefundedMessage): Promise<void> {
    await this.#send(message.to, duplicateRefundedEmail(message, this.#dashboardUrl));
  }

  async sendPaymentFailed(message: PaymentFailedMessage): Promise<void> {
    await this.#send(message.to, paymentFailedEmail(message, this.#dashboardUrl));
  }

  async sendPaymentActionRequired(message: PaymentActionRequiredMessage): Promise<void> {
    await this.#send(message.to, paymentActionRequiredEmail(message));
  }

  async sendCancellation(message: CancellationMessage): Promise<void> {
    await this.#send(message.to, cancellationEmail(message, this.#dashboardUrl));
  }

  async sendTierGranted(message: TierGrantedMessage): Promise<void> {
    await this.#send(message.to, tierGrantedEmail(message, this.#dashboardUrl));
  }

  async sendGrantRemoved(message: GrantRemovedMessage): Promise<void> {
    await this.#send(message.to, grantRemovedEmail(message, this.#dashboardUrl));
  }

  async #send(to: string, content: EmailContent): Promise<void> {
    await this.#deliver({ to, ...renderEmail(this.#settings.siteName, content) });
  }

  async sendPlanChanged(message: PlanChangedMessage): Promise<void> {
    const rendered = renderEmail(this.#settings.siteName, planChangedEmail(message, this.#dashboardUrl));
    await this.#deliver({ to: message.to, ...rendered });
  }
}
