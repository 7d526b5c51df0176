import { InMemoryTransactions } from '../../shared/testing/in-memory-transactions.ts';
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
} from '../billing-mailer.ts';

interface Sent {
  receipts: ReceiptMessage[];
  duplicatesRefunded: DuplicateRefundedMessage[];
  paymentsFailed: PaymentFailedMessage[];
  actionsRequired: PaymentActionRequiredMessage[];
  cancellations: CancellationMessage[];
  plansChanged: PlanChangedMessage[];
  tiersGranted: TierGrantedMessage[];
  grantsRemoved: GrantRemovedMessage[];
}

/**
 * Keeps what would have been sent, as part of the caller's transaction (like the outbox table):
 * a rolled-back use case leaves no mail. Can be told to fail.
 */
export class InMemoryBillingMailer implements BillingMailer {
  readonly #sent;
  failing = false;

  constructor(transactions = new InMemoryTransactions()) {
    this.#sent = transactions.state<Sent>({
      receipts: [],
      duplicatesRefunded: [],
      paymentsFailed: [],
      actionsRequired: [],
      cancellations: [],
      plansChanged: [],
      tiersGranted: [],
      grantsRemoved: [],
    });
  }

  get receipts(): readonly ReceiptMessage[] {
    return this.#sent.read().receipts;
  }

  get duplicatesRefunded(): readonly DuplicateRefundedMessage[] {
    return this.#sent.read().duplicatesRefunded;
  }

  get paymentsFailed(): readonly PaymentFailedMessage[] {
    return this.#sent.read().paymentsFailed;
  }

  get actionsRequired(): readonly PaymentActionRequiredMessage[] {
    return this.#sent.read().actionsRequired;
  }

  get cancellations(): readonly CancellationMessage[] {
    return this.#sent.read().cancellations;
  }

  get plansChanged(): readonly PlanChangedMessage[] {
    return this.#sent.read().plansChanged;
  }

  get tiersGranted(): readonly TierGrantedMessage[] {
    return this.#sent.read().tiersGranted;
  }

  get grantsRemoved(): readonly GrantRemovedMessage[] {
    return this.#sent.read().grantsRemoved;
  }

  sendReceipt(message: ReceiptMessage): Promise<void> {
    return this.#keep('receipts', message);
  }

  sendDuplicateRefunded(message: DuplicateRefundedMessage): Promise<void> {
    return this.#keep('duplicatesRefunded', message);
  }

  sendPaymentFailed(message: PaymentFailedMessage): Promise<void> {
    return this.#keep('paymentsFailed', message);
  }

  sendPaymentActionRequired(message: PaymentActionRequiredMessage): Promise<void> {
    return this.#keep('actionsRequired', message);
  }

  sendCancellation(message: CancellationMessage): Promise<void> {
    return this.#keep('cancellations', message);
  }

  sendPlanChanged(message: PlanChangedMessage): Promise<void> {
    return this.#keep('plansChanged', message);
  }

  sendTierGranted(message: TierGrantedMessage): Promise<void> {
    return this.#keep('tiersGranted', message);
  }

  sendGrantRemoved(message: GrantRemovedMessage): Promise<void> {
    return this.#keep('grantsRemoved', message);
  }

  async #keep<K extends keyof Sent>(kind: K, message: Sent[K][number]): Promise<void> {
    if (this.failing) throw new Error('The mail server is down');
    (this.#sent.write()[kind] as Sent[K][number][]).push({ ...message });
  }
}
