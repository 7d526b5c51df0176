import { randomUUID } from 'node:crypto';
import type { Clock } from '../../shared/clock.ts';
import type { PaymentEvent } from '../payment-gateway.ts';
import type {
  ClaimedPaymentEvent,
  GivenUpPaymentEvent,
  ReceivedPaymentEvents,
  ReceivedPaymentEventStatus,
} from '../received-payment-events.ts';

interface Row {
  event: PaymentEvent;
  receivedAt: Date;
  status: ReceivedPaymentEventStatus;
  attempts: number;
  nextAttemptAt: number;
  leaseUntil: number | null;
  lease: string | null;
  lastError: string | null;
  finishedAt: Date | null;
}

/** The received payment events in memory, for the use cases' tests; same contract as the table. */
export class InMemoryReceivedPaymentEvents implements ReceivedPaymentEvents {
  readonly #clock: Clock;
  readonly rows = new Map<string, Row>();

  constructor(clock: Clock) {
    this.#clock = clock;
  }

  async add(event: PaymentEvent): Promise<boolean> {
    if (this.rows.has(event.id)) return false;
    const now = this.#clock.now();
    this.rows.set(event.id, {
      event: structuredClone(event),
      receivedAt: now,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now.getTime(),
      leaseUntil: null,
      lease: null,
      lastError: null,
      finishedAt: null,
    });
    return true;
  }

  async claimDue(limit: number, leaseMs: number): Promise<ClaimedPaymentEvent[]> {
    const now = this.#clock.now().getTime();
    const lease = randomUUID();
    return [...this.rows.values()]
      .filter(
        (row) =>
          row.status === 'pending' &&
          row.nextAttemptAt <= now &&
          (row.leaseUntil === null || row.leaseUntil <= now),
      )
      .sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime())
      .slice(0, limit)
      .map((row) => {
        row.attempts += 1;
        row.lease = lease;
        row.leaseUntil = now + leaseMs;
        return {
          event: structuredClone(row.event),
          receivedAt: row.receivedAt,
          attempts: row.attempts,
          lease,
        };
      });
  }

  async markApplied(claim: ClaimedPaymentEvent): Promise<boolean> {
    return this.#update(claim, (row) => this.#finish(row, 'applied', row.lastError));
  }

  async markFailed(claim: ClaimedPaymentEvent, error: string): Promise<boolean> {
    return this.#update(claim, (row) => this.#finish(row, 'failed', error));
  }

  async retryLater(claim: ClaimedPaymentEvent, at: Date, error: string): Promise<boolean> {
    return this.#update(claim, (row) => {
      row.nextAttemptAt = at.getTime();
      row.lease = null;
      row.leaseUntil = null;
      row.lastError = error;
    });
  }

  async listFailed(limit: number): Promise<GivenUpPaymentEvent[]> {
    return [...this.rows.values()]
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
    const counts: Record<ReceivedPaymentEventStatus, number> = { pending: 0, applied: 0, failed: 0 };
    for (const row of this.rows.values()) counts[row.status] += 1;
    return counts;
  }

  #update(claim: ClaimedPaymentEvent, change: (row: Row) => void): boolean {
    const row = this.rows.get(claim.event.id);
    if (!row || row.status !== 'pending' || row.lease !== claim.lease) return false;
    change(row);
    return true;
  }

  #finish(row: Row, status: 'applied' | 'failed', error: string | null): void {
    row.status = status;
    row.lease = null;
    row.leaseUntil = null;
    row.lastError = error;
    row.finishedAt = this.#clock.now();
  }
}
