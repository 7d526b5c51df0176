import { randomUUID } from 'node:crypto';
import type { QueryResult } from '@mikro-orm/sql';
import type { PaymentEvent } from '@commons/core/membership/payment-gateway';
import type {
  ClaimedPaymentEvent,
  GivenUpPaymentEvent,
  ReceivedPaymentEvents,
  ReceivedPaymentEventStatus,
} from '@commons/core/membership/received-payment-events';
import type { Clock } from '@commons/core/shared/clock';
import type { EntityManager } from '../orm.ts';

type StoredEvent = Omit<PaymentEvent, 'occurredAt' | 'invoice'> & {
  occurredAt: string;
  invoice?:
    | (Omit<NonNullable<PaymentEvent['invoice']>, 'periodStart' | 'periodEnd'> & {
        periodStart: string | null;
        periodEnd: string | null;
      })
    | null;
};

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

/** The event as stored in jsonb (dates as ISO text), read back with its dates. */
function eventOf(stored: StoredEvent | string): PaymentEvent {
  const json: StoredEvent = typeof stored === 'string' ? JSON.parse(stored) : stored;
  const { invoice, ...event } = json;
  return {
    ...event,
    occurredAt: new Date(json.occurredAt),
    ...(invoice !== undefined && {
      invoice: invoice && {
        ...invoice,
        periodStart: dateOrNull(invoice.periodStart),
        periodEnd: dateOrNull(invoice.periodEnd),
      },
    }),
  };
}

interface EventRow {
  event: StoredEvent | string;
  received_at: Date | string;
  attempts: number;
}

/** What every write after a claim requires: the row is still pending and still ours. */
const stillLeased = `where event_id = ? and lease_token = ? and status = 'pending'`;

/**
 * The `received_payment_events` table. Storing is one insert that ignores a known event id; a claim
 * is one UPDATE over a `FOR UPDATE SKIP LOCKED` sub-select, so concurrent workers (in one process
 * or many) each lease different rows and never wait on each other; the lease makes a crashed
 * worker's events due again once it ends.
 */
export class SqlReceivedPaymentEvents implements ReceivedPaymentEvents {
  readonly #em: EntityManager;
  readonly #clock: Clock;

  constructor(em: EntityManager, clock: Clock) {
    this.#em = em;
    this.#clock = clock;
  }

  async add(event: PaymentEvent): Promise<boolean> {
    const now = this.#clock.now();
    const rows = await this.#em.getConnection().execute<{ event_id: string }[]>(
      `insert into received_payment_events
         (event_id, provider_type, event, status, attempts, received_at, next_attempt_at)
       values (?, ?, ?, 'pending', 0, ?, ?)
       on conflict (event_id) do nothing
       returning event_id`,
      [event.id, event.providerType, JSON.stringify(event), now, now],
    );
    return rows.length === 1;
  }

  async claimDue(limit: number, leaseMs: number): Promise<ClaimedPaymentEvent[]> {
    const now = this.#clock.now();
    const lease = randomUUID();
    const rows = await this.#em.getConnection().execute<EventRow[]>(
      `update received_payment_events
         set lease_until = ?, lease_token = ?, attempts = attempts + 1
       where event_id in (
         select event_id from received_payment_events
         where status = 'pending' and next_attempt_at <= ? and (lease_until is null or lease_until <= ?)
         order by received_at, event_id
         limit ?
         for update skip locked)
       returning event, received_at, attempts`,
      [new Date(now.getTime() + leaseMs), lease, now, now, limit],
    );
    return rows
      .map((row) => ({
        event: eventOf(row.event),
        receivedAt: new Date(row.received_at),
        attempts: Number(row.attempts),
        lease,
      }))
      .sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime());
  }

  markApplied(claim: ClaimedPaymentEvent): Promise<boolean> {
    return this.#update(claim, `status = 'applied', finished_at = ?`, [this.#clock.now()]);
  }

  markFailed(claim: ClaimedPaymentEvent, error: string): Promise<boolean> {
    return this.#update(claim, `status = 'failed', finished_at = ?, last_error = ?`, [
      this.#clock.now(),
      error,
    ]);
  }

  retryLater(claim: ClaimedPaymentEvent, at: Date, error: string): Promise<boolean> {
    return this.#update(claim, `next_attempt_at = ?, last_error = ?`, [at, error]);
  }

  async listFailed(limit: number): Promise<GivenUpPaymentEvent[]> {
    const rows = await this.#em
      .getConnection()
      .execute<(EventRow & { last_error: string | null; finished_at: Date | string })[]>(
        `select event, received_at, attempts, last_error, finished_at from received_payment_events
       where status = 'failed' order by finished_at desc, event_id limit ?`,
        [limit],
      );
    return rows.map((row) => ({
      event: eventOf(row.event),
      receivedAt: new Date(row.received_at),
      attempts: Number(row.attempts),
      lastError: row.last_error,
      finishedAt: new Date(row.finished_at),
    }));
  }

  async counts(): Promise<Record<ReceivedPaymentEventStatus, number>> {
    const rows = await this.#em
      .getConnection()
      .execute<{ status: ReceivedPaymentEventStatus; count: string | number }[]>(
        'select status, count(*) as count from received_payment_events group by status',
      );
    const counts: Record<ReceivedPaymentEventStatus, number> = { pending: 0, applied: 0, failed: 0 };
    for (const row of rows) counts[row.status] = Number(row.count);
    return counts;
  }

  /** Ends the lease with `changes`; false when it was lost (nothing changed). */
  async #update(claim: ClaimedPaymentEvent, changes: string, values: unknown[]): Promise<boolean> {
    const result = await this.#em.getConnection().execute<QueryResult>(
      `update received_payment_events set ${changes}, lease_until = null, lease_token = null
       ${stillLeased}`,
      [...values, claim.event.id, claim.lease],
      'run',
    );
    return result.affectedRows === 1;
  }
}
