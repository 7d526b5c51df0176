import type { Clock } from '@commons/core/shared/clock';
import { InMemoryLeasedRows, type LeasedRow } from '@commons/core/shared/testing/in-memory-leased-rows';
import type {
  ClaimedEmail,
  NewOutboundEmail,
  OutboundEmails,
  OutboundEmailStatus,
} from '../outbound-emails.ts';

interface Row extends LeasedRow<'sent' | 'failed' | 'withheld'> {
  email: Omit<ClaimedEmail, 'lease' | 'attempts'>;
  /** Sent or given up: the content is gone. */
  forgotten: boolean;
}

const statuses: readonly OutboundEmailStatus[] = ['pending', 'sent', 'failed', 'withheld'];

/** The outbox in memory, for the mailers' and the dispatcher's tests; same contract as the table. */
export class InMemoryOutboundEmails implements OutboundEmails {
  readonly #clock: Clock;
  readonly #queue: InMemoryLeasedRows<'sent' | 'failed' | 'withheld', Row>;

  constructor(clock: Clock) {
    this.#clock = clock;
    this.#queue = new InMemoryLeasedRows(clock);
  }

  async add(message: NewOutboundEmail): Promise<void> {
    this.#queue.rows.set(message.id, {
      ...this.#queue.fresh(),
      email: { ...message, createdAt: this.#clock.now() },
      forgotten: false,
    });
  }

  async addWithheld(message: NewOutboundEmail): Promise<void> {
    this.#queue.rows.set(message.id, {
      ...this.#queue.fresh(),
      status: 'withheld',
      email: { ...message, to: '', createdAt: this.#clock.now() },
      forgotten: true,
    });
  }

  async claimDue(limit: number, leaseMs: number): Promise<ClaimedEmail[]> {
    return this.#queue
      .claimDue(limit, leaseMs, (a, b) => a.nextAttemptAt - b.nextAttemptAt)
      .map((row) => ({ ...row.email, attempts: row.attempts, lease: row.lease! }));
  }

  async markSent(claim: ClaimedEmail): Promise<boolean> {
    return this.#finish(claim, 'sent', null);
  }

  async markFailed(claim: ClaimedEmail, error: string): Promise<boolean> {
    return this.#finish(claim, 'failed', error);
  }

  async retryLater(claim: ClaimedEmail, at: Date, error: string): Promise<boolean> {
    return this.#queue.retryLater(claim.id, claim.lease, at, error);
  }

  async counts(): Promise<Record<OutboundEmailStatus, number>> {
    return this.#queue.counts(statuses);
  }

  /** The stored subject and bodies, null once forgotten (as the table's columns). */
  content(id: string): { subject: string | null; text: string | null; html: string | null } {
    const row = this.#queue.rows.get(id);
    if (!row || row.forgotten) return { subject: null, text: null, html: null };
    return { subject: row.email.subject, text: row.email.text, html: row.email.html };
  }

  #finish(claim: ClaimedEmail, status: 'sent' | 'failed', error: string | null): boolean {
    return this.#queue.finish(claim.id, claim.lease, status, error, (row) => {
      row.forgotten = true;
    });
  }
}
