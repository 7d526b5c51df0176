import {
  InMemoryTransactions,
  type TransactionalState,
} from '../../shared/testing/in-memory-transactions.ts';
import type {
  BillingRecords,
  HeldSubscription,
  ListedPayment,
  PaymentRecord,
  RecordedPayment,
  RequiredAction,
  SubscriptionRecord,
} from '../billing-records.ts';

/** A stored subscription: its record, the order it was first saved in, and its times. */
type Stored = SubscriptionRecord & { sequence: number; createdAt: Date; endedAt: Date | null };

/** Takes part in the given transactions: pass the `InMemoryTransactions` the use case runs in. */
export class InMemoryBillingRecords implements BillingRecords {
  readonly #subscriptions: TransactionalState<Map<string, Stored>>;
  readonly #payments: TransactionalState<Map<string, RecordedPayment>>;
  /** The last receipt number given: rolled back with the payment it was given to. */
  readonly #receipts: TransactionalState<{ last: number }>;
  #sequence = 0;

  constructor(transactions = new InMemoryTransactions()) {
    this.#subscriptions = transactions.state(new Map());
    this.#payments = transactions.state(new Map());
    this.#receipts = transactions.state({ last: 0 });
  }

  async saveSubscription(record: SubscriptionRecord): Promise<void> {
    const existing = this.#subscriptions.read().get(record.providerSubscriptionId);
    const { actionRequired: _ignored, ...saved } = record;
    this.#subscriptions.write().set(record.providerSubscriptionId, {
      ...saved,
      ...(existing?.actionRequired && { actionRequired: existing.actionRequired }),
      refundedAt: existing?.refundedAt ?? record.refundedAt,
      sequence: existing?.sequence ?? (this.#sequence += 1),
      createdAt: existing?.createdAt ?? record.updatedAt,
      endedAt: existing?.endedAt ?? (record.status === 'ended' ? record.updatedAt : null),
    });
  }

  async subscriptionsOf(memberId: string): Promise<SubscriptionRecord[]> {
    return [...this.#subscriptions.read().values()]
      .filter((record) => record.memberId === memberId)
      .sort((a, b) => b.sequence - a.sequence)
      .map(recordOf);
  }

  async subscriptionHistoryOf(memberId: string): Promise<HeldSubscription[]> {
    return [...this.#subscriptions.read().values()]
      .filter((record) => record.memberId === memberId)
      .sort((a, b) => a.sequence - b.sequence)
      .map(({ sequence: _sequence, ...held }) => ({ ...held }));
  }

  async pastDueSince(cutoff: Date): Promise<SubscriptionRecord[]> {
    return [...this.#subscriptions.read().values()]
      .filter(
        (record) =>
          record.status === 'past-due' && record.pastDueSince !== null && record.pastDueSince <= cutoff,
      )
      .map(recordOf);
  }

  async recordPayment(payment: PaymentRecord): Promise<RecordedPayment | null> {
    if (this.#payments.read().has(payment.providerPaymentId)) return null;
    const receipts = this.#receipts.write();
    receipts.last += 1;
    const recorded = { ...payment, receiptNumber: receipts.last };
    this.#payments.write().set(payment.providerPaymentId, recorded);
    return { ...recorded };
  }

  async requireAction(providerSubscriptionId: string, action: RequiredAction): Promise<boolean> {
    const existing = this.#subscriptions.read().get(providerSubscriptionId);
    if (!existing || this.#payments.read().has(action.invoiceId)) return false;
    this.#subscriptions.write().set(providerSubscriptionId, { ...existing, actionRequired: { ...action } });
    return true;
  }

  async clearRequiredAction(invoiceId: string): Promise<void> {
    for (const [id, stored] of this.#subscriptions.read()) {
      if (stored.actionRequired?.invoiceId !== invoiceId) continue;
      const { actionRequired: _cleared, ...rest } = stored;
      this.#subscriptions.write().set(id, rest);
    }
  }

  async paymentsOf(memberId: string): Promise<ListedPayment[]> {
    const subscriptions = this.#subscriptions.read();
    return [...this.#payments.read().values()]
      .filter((payment) => payment.memberId === memberId)
      .sort((a, b) => b.paidAt.getTime() - a.paidAt.getTime())
      .map((payment) => {
        const paidFor = payment.providerSubscriptionId;
        return { ...payment, refundedAt: (paidFor && subscriptions.get(paidFor)?.refundedAt) || null };
      });
  }
}

function recordOf({ sequence: _sequence, createdAt: _createdAt, endedAt: _endedAt, ...record }: Stored) {
  return { ...record };
}
