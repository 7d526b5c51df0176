import type { Clock } from '../../shared/clock.ts';
import { InMemoryLeasedRows, type LeasedRow } from '../../shared/testing/in-memory-leased-rows.ts';
import type { PaymentEvent } from '../payment-gateway.ts';
import type {
  ClaimedPaymentEvent,
  GivenUpPaymentEvent,
  ReceivedPaymentEvents,
  ReceivedPaymentEventStatus,
} from '../received-payment-events.ts';

interface Row extends LeasedRow<'applied' | 'failed'> {
  event: PaymentEvent;
  receivedAt: Date;
  finishedAt: Date | null;
}

const statuses: readonly ReceivedPaymentEventStatus[] = ['pending', 'applied', 'failed'];

/** The received payment events in memory, for the use cases' tests; same contract as the table. */
export class InMemoryReceivedPaymentEvents implements ReceivedPaymentEvents {
  readonly #clock: Clock;
  readonly #queue: InMemoryLeasedRows<'applied' | 'failed', Row>;

  constructor(clock: Clock) {
    this.#clock = clock;
    this.#queue = new InMemoryLeasedRows(clock);
  }

  async add(event: PaymentEvent): Promise<boolean> {
    if (this.#queue.rows.has(event.id)) return false;
    this.#queue.rows.set(event.id, {
      ...this.#queue.fresh(),
      event: structuredClone(event),
      receivedAt: this.#clock.now(),
      finishedAt: null,
    });
    return true;
  }

  async claimDue(limit: number, leaseMs: number): Promise<ClaimedPaymentEvent[]> {
    return this.#queue
      .claimDue(limit, leaseMs, (a, b) => a.receivedAt.getTime() - b.receivedAt.getTime())
      .map((row) => ({
        event: structuredClone(row.event),
        receivedAt: row.receivedAt,
        attempts: row.attempts,
        lease: row.lease!,
      }));
  }

  async markApplied(claim: ClaimedPaymentEvent): Promise<boolean> {
    const lastError = this.#queue.rows.get(claim.event.id)?.lastError ?? null;
    return this.#finish(claim, 'applied', lastError);
  }

  async markFailed(claim: ClaimedPaymentEvent, error: string): Promise<boolean> {
    return this.#finish(claim, 'failed', error);
  }

  async retryLater(claim: ClaimedPaymentEvent, at: Date, error: string): Promise<boolean> {
    return this.#queue.retryLater(claim.event.id, claim.lease, at, error);
  }

  async listFailed(limit: number): Promise<GivenUpPaymentEvent[]> {
    return [...this.#queue.rows.values()]
      .filter((row) => row.status === 'failed')
      .sort((a, b) => b.finishedAt!.getTime() - a.finishedAt!.getTime())
      .slice(0, limit)
      .map((row) => ({
        event: structuredClone(row.event),
        receivedAt: row.receivedAt,
        attempts: row.attempts,
        lastError: row.lastError,
        finishedAt: row.finishedAt!,
      }));
  }

  async counts(): Promise<Record<ReceivedPaymentEventStatus, number>> {
    return this.#queue.counts(statuses);
  }

  #finish(claim: ClaimedPaymentEvent, status: 'applied' | 'failed', error: string | null): boolean {
    return this.#queue.finish(claim.event.id, claim.lease, status, error, (row) => {
      row.finishedAt = this.#clock.now();
    });
  }
}
