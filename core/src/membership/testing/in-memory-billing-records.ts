import {
  InMemoryTransactions,
  type TransactionalState,
} from '../../shared/testing/in-memory-transactions.ts';
import type { BillingRecords, PaymentRecord, SubscriptionRecord } from '../billing-records.ts';

/** Takes part in the given transactions: pass the `InMemoryTransactions` the use case runs in. */
export class InMemoryBillingRecords implements BillingRecords {
  readonly #subscriptions: TransactionalState<Map<string, SubscriptionRecord & { createdAt: number }>>;
  readonly #payments: TransactionalState<Map<string, PaymentRecord>>;
  #sequence = 0;

  constructor(transactions = new InMemoryTransactions()) {
    this.#subscriptions = transactions.state(new Map());
    this.#payments = transactions.state(new Map());
  }

  async saveSubscription(record: SubscriptionRecord): Promise<void> {
    const existing = this.#subscriptions.read().get(record.providerSubscriptionId);
    const createdAt = existing?.createdAt ?? (this.#sequence += 1);
    this.#subscriptions.write().set(record.providerSubscriptionId, { ...record, createdAt });
  }

  async subscriptionsOf(memberId: string): Promise<SubscriptionRecord[]> {
    return [...this.#subscriptions.read().values()]
      .filter((record) => record.memberId === memberId)
      .sort((a, b) => b.createdAt - a.createdAt)
      .map(({ createdAt: _createdAt, ...record }) => ({ ...record }));
  }

  async pastDueSince(cutoff: Date): Promise<SubscriptionRecord[]> {
    return [...this.#subscriptions.read().values()]
      .filter(
        (record) =>
          record.status === 'past-due' && record.pastDueSince !== null && record.pastDueSince <= cutoff,
      )
      .map(({ createdAt: _createdAt, ...record }) => ({ ...record }));
  }

  async recordPayment(payment: PaymentRecord): Promise<boolean> {
    if (this.#payments.read().has(payment.providerPaymentId)) return false;
    this.#payments.write().set(payment.providerPaymentId, { ...payment });
    return true;
  }

  async paymentsOf(memberId: string): Promise<PaymentRecord[]> {
    return [...this.#payments.read().values()]
      .filter((payment) => payment.memberId === memberId)
      .sort((a, b) => b.paidAt.getTime() - a.paidAt.getTime())
      .map((payment) => ({ ...payment }));
  }
}
