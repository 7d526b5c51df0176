import type { ArticleSend } from './article-send.ts';
import type { Audience, RecipientStanding } from './audience.ts';

/** One address of a started send, leased to one deliverer until the lease ends. */
export interface ClaimedRecipient extends RecipientStanding {
  sendId: string;
  articleId: string;
  email: string;
  /** Attempts started so far, this one included. */
  attempts: number;
  /** On the suppression list since the send started: skipped, not mailed. */
  suppressed: boolean;
  lease: string;
}

export type RecipientOutcome =
  | { outcome: 'sent' }
  | { outcome: 'failed'; error: string }
  /** Suppressed meanwhile: taken off the send's recipients. */
  | { outcome: 'skipped' };

export type RecipientResult = Pick<ClaimedRecipient, 'sendId' | 'email' | 'lease'> & RecipientOutcome;

/**
 * The sends and their recipients: the durable queue of a bulk mailing. A send's recipients are
 * enqueued once, when it starts, one row per (send, address), so a restart, a crash or a second
 * instance never mails an address twice for one send; each row is leased while it is mailed.
 */
export interface ArticleSends {
  create(send: ArticleSend): Promise<void>;
  findById(id: string): Promise<ArticleSend | null>;
  /** Newest first. */
  list(): Promise<ArticleSend[]>;
  /** The addresses the audience reaches now, each once, suppressed ones left out. */
  countAudience(audience: Audience): Promise<number>;
  /**
   * Starts a scheduled send: enqueues its audience (each address once, suppressed ones left out)
   * and marks it sending, together. Null when the send was no longer scheduled (started elsewhere,
   * cancelled); else the number of recipients.
   */
  start(id: string, audience: Audience, at: Date): Promise<number | null>;
  /** Scheduled sends whose time has come, earliest first. */
  dueToStart(at: Date): Promise<ArticleSend[]>;
  /** Cancels a scheduled send; false when it is not scheduled (any more). */
  cancel(id: string, at: Date): Promise<boolean>;
  /** Leases up to `limit` due recipients of started sends; concurrent claimers never share one. */
  claimRecipients(limit: number, leaseMs: number): Promise<ClaimedRecipient[]>;
  /** Keeps the digest of each recipient's unsubscribe token, before its mail goes out. */
  recordUnsubscribeDigests(
    tokens: readonly { sendId: string; email: string; digest: string }[],
  ): Promise<void>;
  /** The address whose mail carried the token of this digest, if any. */
  findEmailByUnsubscribeDigest(digest: string): Promise<string | null>;
  /**
   * Ends the recipients' attempts and counts them on their sends (a recipient whose lease ran out
   * is left alone and not counted).
   */
  finishRecipients(results: readonly RecipientResult[], at: Date): Promise<void>;
  /** Puts a recipient back, due at `at`, after a temporary failure. */
  retryRecipient(claim: ClaimedRecipient, at: Date, error: string): Promise<void>;
  /** Marks the sending sends that have no pending recipient left as sent (failed: none delivered). */
  finishDrainedSends(at: Date): Promise<void>;
}
