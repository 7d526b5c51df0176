/**
 * The durable outbox the mailers write to and the dispatcher reads from. Rows are leased, not
 * locked: a claim is one short statement, the sending happens outside any transaction, and every
 * later write is conditional on the lease, so a dispatcher whose lease ran out changes nothing.
 */
import type { RenderedEmail } from './email-content.ts';

/** A rendered message to one recipient, as a mailer hands it over. */
export interface OutgoingMail extends RenderedEmail {
  to: string;
  /** Where a reply goes (the Reply-To header), when not to the sender. */
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface QueuedEmail extends OutgoingMail {
  id: string;
  /** The Message-ID header, stable across attempts. */
  messageId: string;
  /** Attempts started so far, this one included. */
  attempts: number;
  createdAt: Date;
}

/** A message leased to one dispatcher until the lease ends. */
export interface ClaimedEmail extends QueuedEmail {
  lease: string;
}

export interface NewOutboundEmail extends OutgoingMail {
  id: string;
  messageId: string;
}

export interface OutboundEmails {
  /** Stores a message, due at once; inside a transaction, as part of it. */
  add(message: NewOutboundEmail): Promise<void>;
  /**
   * Stores a message that is never to be sent, as `add` stores one but without its recipient or
   * content (nobody needs them): the same write, for an answer whose time must not tell whether a
   * message went out. Never claimed.
   */
  addWithheld(message: NewOutboundEmail): Promise<void>;
  /**
   * Leases up to `limit` due messages (pending, next attempt reached, no live lease) for `leaseMs`,
   * counting the attempt. Concurrent claimers never receive the same message.
   */
  claimDue(limit: number, leaseMs: number): Promise<ClaimedEmail[]>;
  /** Sent: forgets the content. False when the lease was lost (nothing changed). */
  markSent(claim: ClaimedEmail): Promise<boolean>;
  /** Failed this time: due again at `at`. False when the lease was lost. */
  retryLater(claim: ClaimedEmail, at: Date, error: string): Promise<boolean>;
  /** Given up: forgets the content. False when the lease was lost. */
  markFailed(claim: ClaimedEmail, error: string): Promise<boolean>;
  /** Counts by status, for the CLI and tests. */
  counts(): Promise<Record<OutboundEmailStatus, number>>;
}

export type OutboundEmailStatus = 'pending' | 'sent' | 'failed' | 'withheld';
