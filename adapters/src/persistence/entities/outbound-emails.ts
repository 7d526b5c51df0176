import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, timestamp } from './columns.ts';

const text = () => p.string().columnType('text');

/**
 * The durable mail outbox: a message is stored here before anything is sent, and a dispatcher
 * leases due rows, sends them and marks them sent (see mail/mail-dispatcher.ts). The content is
 * nulled once the message is sent or given up: it may hold a one-time code.
 */
export const OutboundEmailEntity = defineEntity({
  name: 'OutboundEmail',
  tableName: 'outbound_emails',
  properties: {
    id: p.uuid().primary(),
    /** The Message-ID header, the same on every attempt, so a receiver can drop a duplicate. */
    messageId: text(),
    recipient: text(),
    /** The Reply-To address, when replies go elsewhere than the sender. */
    replyTo: text().nullable(),
    subject: text().nullable(),
    textBody: text().nullable(),
    htmlBody: text().nullable(),
    headers: p.json<Record<string, string>>().nullable(),
    /** pending, sent, failed, or withheld (never to be sent: see OutboundEmails.addWithheld). */
    status: text(),
    attempts: p.integer().default(0),
    nextAttemptAt: timestamp(),
    leaseUntil: timestamp().nullable(),
    leaseToken: p.uuid().nullable(),
    lastError: text().nullable(),
    createdAt: createdAt(),
    finishedAt: timestamp().nullable(),
  },
  indexes: [{ name: 'outbound_emails_due_idx', properties: ['status', 'nextAttemptAt'] }],
});
