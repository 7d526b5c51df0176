import type { PaymentEventLog, ProcessedPaymentEvent } from '../payment-event-log.ts';

export class InMemoryPaymentEventLog implements PaymentEventLog {
  readonly #events = new Map<string, ProcessedPaymentEvent>();

  async recordOnce(event: ProcessedPaymentEvent): Promise<boolean> {
    if (this.#events.has(event.eventId)) return false;
    this.#events.set(event.eventId, { ...event });
    return true;
  }

  async find(eventId: string): Promise<ProcessedPaymentEvent | null> {
    const event = this.#events.get(eventId);
    return event ? { ...event } : null;
  }
}
