import { randomUUID } from 'node:crypto';
import type { Clock } from '@commons/core/shared/clock';
import type {
  ClaimedEmail,
  NewOutboundEmail,
  OutboundEmails,
  OutboundEmailStatus,
} from '../outbound-emails.ts';

interface Row {
  email: Omit<ClaimedEmail, 'lease' | 'attempts'>;
  status: OutboundEmailStatus;
  attempts: number;
  nextAttemptAt: number;
  leaseUntil: number | null;
  lease: string | null;
  lastError: string | null;
  /** Sent or given up: the content is gone. */
  forgotten: boolean;
}

/** The outbox in memory, for the mailers' and the dispatcher's tests; same contract as the table. */
export class InMemoryOutboundEmails implements OutboundEmails {
  readonly #clock: Clock;
  readonly rows = new Map<string, Row>();

  constructor(clock: Clock) {
    this.#clock = clock;
  }

  async add(message: NewOutboundEmail): Promise<void> {
    const now = this.#clock.now();
    this.rows.set(message.id, {
      email: { ...message, createdAt: now },
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now.getTime(),
      leaseUntil: null,
      lease: null,
      lastError: null,
      forgotten: false,
    });
  }

  async claimDue(limit: number, leaseMs: number): Promise<ClaimedEmail[]> {
    const now = this.#clock.now().getTime();
    const lease = randomUUID();
    return [...this.rows.values()]
      .filter(
        (row) =>
          row.status === 'pending' &&
          row.nextAttemptAt <= now &&
          (row.leaseUntil === null || row.leaseUntil <= now),
      )
      .sort((a, b) => a.nextAttemptAt - b.nextAttemptAt)
      .slice(0, limit)
      .map((row) => {
        row.attempts += 1;
        row.lease = lease;
        row.leaseUntil = now + leaseMs;
        return { ...row.email, attempts: row.attempts, lease };
      });
  }

  async markSent(claim: ClaimedEmail): Promise<boolean> {
    return this.#update(claim, (row) => this.#finish(row, 'sent', null));
  }

  async markFailed(claim: ClaimedEmail, error: string): Promise<boolean> {
    return this.#update(claim, (row) => this.#finish(row, 'failed', error));
  }

  async retryLater(claim: ClaimedEmail, at: Date, error: string): Promise<boolean> {
    return this.#update(claim, (row) => {
      row.nextAttemptAt = at.getTime();
      row.lease = null;
      row.leaseUntil = null;
      row.lastError = error;
    });
  }

  async counts(): Promise<Record<OutboundEmailStatus, number>> {
    const counts: Record<OutboundEmailStatus, number> = { pending: 0, sent: 0, failed: 0 };
    for (const row of this.rows.values()) counts[row.status] += 1;
    return counts;
  }

  #update(claim: ClaimedEmail, change: (row: Row) => void): boolean {
    const row = this.rows.get(claim.id);
    if (!row || row.status !== 'pending' || row.lease !== claim.lease) return false;
    change(row);
    return true;
  }

  #finish(row: Row, status: 'sent' | 'failed', error: string | null): void {
    row.status = status;
    row.lease = null;
    row.leaseUntil = null;
    row.lastError = error;
    row.forgotten = true;
  }

  /** The stored subject and bodies, null once forgotten (as the table's columns). */
  content(id: string): { subject: string | null; text: string | null; html: string | null } {
    const row = this.rows.get(id);
    if (!row || row.forgotten) return { subject: null, text: null, html: null };
    return { subject: row.email.subject, text: row.email.text, html: row.email.html };
  }
}
