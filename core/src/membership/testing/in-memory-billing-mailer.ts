import type {
  BillingMailer,
  CancellationMessage,
  DuplicateRefundedMessage,
  PaymentFailedMessage,
  PlanChangedMessage,
  ReceiptMessage,
} from '../billing-mailer.ts';

/** Keeps what would have been sent. Can be told to fail. */
export class InMemoryBillingMailer implements BillingMailer {
  readonly receipts: ReceiptMessage[] = [];
  readonly duplicatesRefunded: DuplicateRefundedMessage[] = [];
  readonly paymentsFailed: PaymentFailedMessage[] = [];
  readonly cancellations: CancellationMessage[] = [];
  readonly plansChanged: PlanChangedMessage[] = [];
  failing = false;

  async sendReceipt(message: ReceiptMessage): Promise<void> {
    if (this.failing) throw new Error('The mail server is down');
    this.receipts.push({ ...message });
  }

  async sendDuplicateRefunded(message: DuplicateRefundedMessage): Promise<void> {
    if (this.failing) throw new Error('The mail server is down');
    this.duplicatesRefunded.push({ ...message });
  }

  async sendPaymentFailed(message: PaymentFailedMessage): Promise<void> {
    if (this.failing) throw new Error('The mail server is down');
    this.paymentsFailed.push({ ...message });
  }

  async sendCancellation(message: CancellationMessage): Promise<void> {
    if (this.failing) throw new Error('The mail server is down');
    this.cancellations.push({ ...message });
  }

  async sendPlanChanged(message: PlanChangedMessage): Promise<void> {
    if (this.failing) throw new Error('The mail server is down');
    this.plansChanged.push({ ...message });
  }
}
