import {
  InMemoryTransactions,
  type TransactionalState,
} from '../../shared/testing/in-memory-transactions.ts';
import type { PaymentEventLog, ProcessedPaymentEvent } from '../payment-event-log.ts';

/** Takes part in the given transactions: pass the `InMemoryTransactions` the use case runs in. */
export class InMemoryPaymentEventLog implements PaymentEventLog {
  readonly #events: TransactionalState<Map<string, ProcessedPaymentEvent>>;

  constructor(transactions = new InMemoryTransactions()) {
    this.#events = transactions.state(new Map<string, ProcessedPaymentEvent>());
  }

  async recordOnce(event: ProcessedPaymentEvent): Promise<boolean> {
    if (this.#events.read().has(event.eventId)) return false;
    this.#events.write().set(event.eventId, { ...event });
    return true;
  }

  async find(eventId: string): Promise<ProcessedPaymentEvent | null> {
    const event = this.#events.read().get(eventId);
    return event ? { ...event } : null;
  }

  async listForMember(memberId: string): Promise<ProcessedPaymentEvent[]> {
    return [...this.#events.read().values()]
      .filter((event) => event.memberId === memberId)
      .sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime())
      .map((event) => ({ ...event }));
  }
}
