import type { PaymentEventLog, ProcessedPaymentEvent } from '@commons/core/membership/payment-event-log';
import type { PaymentEventType } from '@commons/core/membership/payment-gateway';
import type { EntityManager } from '../orm.ts';

interface EventRow {
  event_id: string;
  type: string;
  user_id: string | null;
  received_at: Date | string;
}

function toEvent(row: EventRow): ProcessedPaymentEvent {
  return {
    eventId: row.event_id,
    type: row.type as PaymentEventType,
    memberId: row.user_id,
    receivedAt: new Date(row.received_at),
  };
}

/**
 * The `processed_payment_events` table. The insert runs on the context's EntityManager, so inside
 * `Transactions.run` it belongs to the same transaction as the member's change; the primary key
 * makes a second delivery (even a concurrent one, which waits for the first to commit) a no-op.
 */
export class SqlPaymentEventLog implements PaymentEventLog {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async recordOnce(event: ProcessedPaymentEvent): Promise<boolean> {
    const rows = await this.#em.execute<{ event_id: string }[]>(
      `insert into processed_payment_events (event_id, type, user_id, received_at) values (?, ?, ?, ?)
       on conflict (event_id) do nothing
       returning event_id`,
      [event.eventId, event.type, event.memberId, event.receivedAt],
    );
    return rows.length === 1;
  }

  async find(eventId: string): Promise<ProcessedPaymentEvent | null> {
    const rows = await this.#em.execute<EventRow[]>(
      'select event_id, type, user_id, received_at from processed_payment_events where event_id = ?',
      [eventId],
    );
    return rows[0] ? toEvent(rows[0]) : null;
  }

  async listForMember(memberId: string): Promise<ProcessedPaymentEvent[]> {
    const rows = await this.#em.execute<EventRow[]>(
      `select event_id, type, user_id, received_at from processed_payment_events
       where user_id = ? order by received_at, event_id`,
      [memberId],
    );
    return rows.map(toEvent);
  }
}
