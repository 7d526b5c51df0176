import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock.ts';

/** What a leased work queue keeps for each item, whatever the item (an e-mail, a payment event). */
export interface LeasedRow<Done extends string> {
  status: 'pending' | Done;
  attempts: number;
  nextAttemptAt: number;
  leaseUntil: number | null;
  lease: string | null;
  lastError: string | null;
}

/**
 * The leasing rules of the work-queue tables (the mail outbox, the received payment events) in
 * memory, for their fakes: a due pending row is claimed under a fresh lease until the lease runs
 * out; only the lease's holder may then finish it or put it back for a later attempt.
 */
export class InMemoryLeasedRows<Done extends string, Row extends LeasedRow<Done>> {
  readonly rows = new Map<string, Row>();
  readonly #clock: Clock;

  constructor(clock: Clock) {
    this.#clock = clock;
  }

  /** The queue fields of a row added now: pending, due at once, never tried. */
  fresh(): LeasedRow<Done> {
    return {
      status: 'pending',
      attempts: 0,
      nextAttemptAt: this.#clock.now().getTime(),
      leaseUntil: null,
      lease: null,
      lastError: null,
    };
  }

  /** Up to `limit` due rows in `order`, each counted as one more attempt under one new lease. */
  claimDue(limit: number, leaseMs: number, order: (a: Row, b: Row) => number): Row[] {
    const now = this.#clock.now().getTime();
    const lease = randomUUID();
    return [...this.rows.values()]
      .filter(
        (row) =>
          row.status === 'pending' &&
          row.nextAttemptAt <= now &&
          (row.leaseUntil === null || row.leaseUntil <= now),
      )
      .sort(order)
      .slice(0, limit)
      .map((row) => {
        row.attempts += 1;
        row.lease = lease;
        row.leaseUntil = now + leaseMs;
        return row;
      });
  }

  /** Ends the claimed row's attempts (false when the lease is no longer the holder's). */
  finish(id: string, lease: string, status: Done, error: string | null, also?: (row: Row) => void): boolean {
    return this.#update(id, lease, (row) => {
      row.status = status;
      this.#release(row, error);
      also?.(row);
    });
  }

  /** Puts the claimed row back, due at `at` (false when the lease is no longer the holder's). */
  retryLater(id: string, lease: string, at: Date, error: string): boolean {
    return this.#update(id, lease, (row) => {
      row.nextAttemptAt = at.getTime();
      this.#release(row, error);
    });
  }

  counts<Status extends string>(statuses: readonly Status[]): Record<Status, number> {
    const counts = Object.fromEntries(statuses.map((status) => [status, 0])) as Record<Status, number>;
    for (const row of this.rows.values()) counts[row.status as Status] += 1;
    return counts;
  }

  #update(id: string, lease: string, change: (row: Row) => void): boolean {
    const row = this.rows.get(id);
    if (!row || row.status !== 'pending' || row.lease !== lease) return false;
    change(row);
    return true;
  }

  #release(row: Row, error: string | null): void {
    row.lease = null;
    row.leaseUntil = null;
    row.lastError = error;
  }
}
