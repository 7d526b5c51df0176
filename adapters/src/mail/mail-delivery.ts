/**
 * How the mailers deliver: the rendered message is stored in the durable outbox (the
 * `outbound_emails` table, in the caller's transaction when there is one) and the call returns; the mail dispatcher sends it, over SMTP or as an
 * .eml file (mail-transport.ts), retrying with backoff while the server is down. So a sign-up never
 * waits on SMTP, and no e-mail is lost to an outage.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from '../system/logger.ts';
import type { OutboundEmails, OutgoingMail } from './outbound-emails.ts';

export type { OutgoingMail } from './outbound-emails.ts';

/** Where the mailers' messages go: stored, then a dispatcher is told there is work. */
export interface MailQueue {
  emails: OutboundEmails;
  /**
   * Called after each stored message, so it leaves at once rather than at the next poll; when it
   * was stored inside a transaction, the wake has to wait for the commit (`Transactions.afterCommit`).
   */
  notify(): void;
}

export interface MailSettings {
  /** smtp(s)://user:pass@host:port; unset for the file outbox. */
  smtpUrl?: string | undefined;
  outboxDir: string;
  from: string;
  /** The Reply-To of every message that names none of its own (MAIL_REPLY_TO). */
  replyTo?: string | undefined;
  siteName: string;
  /** The site's address, for links in the messages. */
  publicUrl: string;
  /** Who sells the memberships, as receipts name them (ORG_LEGAL_NAME, ORG_ADDRESS). */
  seller?: Seller | undefined;
  queue: MailQueue;
}

/** The organisation's legal name and postal address, printed on every receipt. */
export interface Seller {
  legalName: string;
  /** Unset: the receipt names the seller without an address. */
  address?: string | undefined;
}

export type Deliver = (message: OutgoingMail) => Promise<void>;

/** The sender's domain names the Message-IDs, as RFC 5322 suggests. */
export function messageIdDomain(from: string): string {
  return /@([^\s>]+)/.exec(from)?.[1] ?? 'localhost';
}

/** The outbox's id and Message-ID for a new message. */
function identify(message: OutgoingMail, domain: string) {
  const id = randomUUID();
  return { ...message, id, messageId: `<${id}@${domain}>` };
}

/** One delivery per mailer instance: into the outbox table, with a Message-ID kept for every attempt. */
export function mailDelivery(settings: MailSettings, logger: Logger): Deliver {
  const domain = messageIdDomain(settings.from);
  return async (message) => {
    const replyTo = message.replyTo ?? settings.replyTo;
    const queued = identify(replyTo ? { ...message, replyTo } : message, domain);
    await settings.queue.emails.add(queued);
    logger.debug({ id: queued.id }, 'e-mail queued');
    settings.queue.notify();
  };
}

/**
 * Stores a message as withheld: the same row a delivery stores, never sent, so nothing is woken.
 * For answers whose time must not tell whether a message went out.
 */
export function mailWithholding(settings: MailSettings): Deliver {
  const domain = messageIdDomain(settings.from);
  return (message) => settings.queue.emails.addWithheld(identify(message, domain));
}
