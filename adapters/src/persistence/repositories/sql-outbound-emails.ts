import { randomUUID } from 'node:crypto';
import type { QueryResult } from '@mikro-orm/sql';
import type { Clock } from '@commons/core/shared/clock';
import type {
  ClaimedEmail,
  NewOutboundEmail,
  OutboundEmails,
  OutboundEmailStatus,
} from '../../mail/outbound-emails.ts';
import type { EntityManager } from '../orm.ts';

interface ClaimedRow {
  id: string;
  message_id: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string> | string | null;
  attempts: number;
  created_at: Date | string;
}

/** What every write after a claim requires: the row is still pending and still ours. */
const stillLeased = `where id = ? and lease_token = ? and status = 'pending'`;

/**
 * The `outbound_emails` table. A claim is one UPDATE over a `FOR UPDATE SKIP LOCKED` sub-select, so
 * concurrent dispatchers (in one process or many) each lease different rows and never wait on each
 * other; the lease makes a crashed dispatcher's rows due again once it ends.
 */
export class SqlOutboundEmails implements OutboundEmails {
  readonly #em: EntityManager;
  readonly #clock: Clock;

  constructor(em: EntityManager, clock: Clock) {
    this.#em = em;
    this.#clock = clock;
  }

  /** Joins the caller's transaction, if any: the message commits or rolls back with its change. */
  async add(message: NewOutboundEmail): Promise<void> {
    const now = this.#clock.now();
    await this.#em.execute(
      `insert into outbound_emails
         (id, message_id, recipient, reply_to, subject, text_body, html_body, headers, status, attempts,
          next_attempt_at, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, 'pending', 0, ?, ?)`,
      [
        message.id,
        message.messageId,
        message.to,
        message.replyTo ?? null,
        message.subject,
        message.text,
        message.html,
        message.headers ? JSON.stringify(message.headers) : null,
        now,
        now,
      ],
      'run',
    );
  }

  async addWithheld(message: NewOutboundEmail): Promise<void> {
    const now = this.#clock.now();
    await this.#em.execute(
      `insert into outbound_emails
         (id, message_id, recipient, status, attempts, next_attempt_at, created_at, finished_at)
       values (?, ?, '', 'withheld', 0, ?, ?, ?)`,
      [message.id, message.messageId, now, now, now],
      'run',
    );
  }

  async claimDue(limit: number, leaseMs: number): Promise<ClaimedEmail[]> {
    const now = this.#clock.now();
    const lease = randomUUID();
    const rows = await this.#em.getConnection().execute<ClaimedRow[]>(
      `update outbound_emails
         set lease_until = ?, lease_token = ?, attempts = attempts + 1
       where id in (
         select id from outbound_emails
         where status = 'pending' and next_attempt_at <= ? and (lease_until is null or lease_until <= ?)
         order by next_attempt_at
         limit ?
         for update skip locked)
       returning id, message_id, recipient, reply_to, subject, text_body, html_body, headers, attempts, created_at`,
      [new Date(now.getTime() + leaseMs), lease, now, now, limit],
    );
    return rows
      .map((row) => ({
        id: row.id,
        messageId: row.message_id,
        to: row.recipient,
        ...(row.reply_to && { replyTo: row.reply_to }),
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        ...(row.headers && {
          headers: typeof row.headers === 'string' ? JSON.parse(row.headers) : row.headers,
        }),
        attempts: Number(row.attempts),
        createdAt: new Date(row.created_at),
        lease,
      }))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  markSent(claim: ClaimedEmail): Promise<boolean> {
    return this.#finish(claim, 'sent', null);
  }

  markFailed(claim: ClaimedEmail, error: string): Promise<boolean> {
    return this.#finish(claim, 'failed', error);
  }

  async retryLater(claim: ClaimedEmail, at: Date, error: string): Promise<boolean> {
    const result = await this.#em.getConnection().execute<QueryResult>(
      `update outbound_emails
         set next_attempt_at = ?, lease_until = null, lease_token = null, last_error = ?
       ${stillLeased}`,
      [at, error, claim.id, claim.lease],
      'run',
    );
    return result.affectedRows === 1;
  }

  async counts(): Promise<Record<OutboundEmailStatus, number>> {
    const rows = await this.#em
      .getConnection()
      .execute<{ status: OutboundEmailStatus; count: string | number }[]>(
        'select status, count(*) as count from outbound_emails group by status',
      );
    const counts: Record<OutboundEmailStatus, number> = { pending: 0, sent: 0, failed: 0, withheld: 0 };
    for (const row of rows) counts[row.status] = Number(row.count);
    return counts;
  }

  /** Ends a message for good and drops its content (it may hold a one-time code). */
  async #finish(claim: ClaimedEmail, status: 'sent' | 'failed', error: string | null): Promise<boolean> {
    const result = await this.#em.getConnection().execute<QueryResult>(
      `update outbound_emails
         set status = ?, finished_at = ?, last_error = ?, lease_until = null, lease_token = null,
             reply_to = null, subject = null, text_body = null, html_body = null, headers = null
       ${stillLeased}`,
      [status, this.#clock.now(), error, claim.id, claim.lease],
      'run',
    );
    return result.affectedRows === 1;
  }
}
