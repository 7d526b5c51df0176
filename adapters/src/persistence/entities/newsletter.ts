import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, timestamp, uuidPrimaryKey } from './columns.ts';

const text = () => p.string().columnType('text');

export const NewsletterSubscriberEntity = defineEntity({
  name: 'NewsletterSubscriber',
  tableName: 'newsletter_subscribers',
  properties: {
    id: uuidPrimaryKey(),
    email: text().unique('newsletter_subscribers_email_unique'),
    confirmedAt: timestamp().nullable(),
    confirmationDigest: text().unique('newsletter_subscribers_confirmation_digest_unique'),
    confirmationExpiresAt: timestamp(),
    unsubscribeToken: text().unique('newsletter_subscribers_unsubscribe_token_unique'),
    /** The form the address came through (core's SubscriberSource). */
    source: text().default('newsletter_form'),
    createdAt: createdAt(),
  },
  indexes: [{ name: 'newsletter_subscribers_confirmed_idx', properties: ['confirmedAt'] }],
});

/** An article sent by e-mail to a segment (core's ArticleSend); its counts move as it is mailed. */
export const ArticleSendEntity = defineEntity({
  name: 'ArticleSend',
  tableName: 'article_sends',
  properties: {
    id: p.uuid().primary(),
    /** No foreign key: a send's record outlives its article. */
    articleId: p.uuid(),
    segment: text(),
    tiers: p.json<string[]>(),
    status: text(),
    recipients: p.integer().default(0),
    sent: p.integer().default(0),
    failed: p.integer().default(0),
    scheduledAt: timestamp(),
    startedAt: timestamp().nullable(),
    finishedAt: timestamp().nullable(),
    createdAt: createdAt(),
  },
  indexes: [{ name: 'article_sends_status_idx', properties: ['status', 'scheduledAt'] }],
});

/**
 * A send's recipients: the durable queue of a bulk mailing, one row per (send, address), so an
 * address is enqueued once per send however often enqueueing runs. Rows are leased while mailed.
 */
export const ArticleSendRecipientEntity = defineEntity({
  name: 'ArticleSendRecipient',
  tableName: 'article_send_recipients',
  properties: {
    sendId: p.uuid().primary(),
    email: text().primary(),
    /** Whether the address is a member's, and the tier held: who reads the article. */
    member: p.boolean(),
    memberTier: text().nullable(),
    /** pending, sent, failed or skipped. */
    status: text(),
    attempts: p.integer().default(0),
    nextAttemptAt: timestamp(),
    leaseUntil: timestamp().nullable(),
    leaseToken: p.uuid().nullable(),
    lastError: text().nullable(),
    /** SHA-256 of the unsubscribe token in this recipient's mail. */
    unsubscribeDigest: text().nullable(),
    finishedAt: timestamp().nullable(),
  },
  indexes: [
    { name: 'article_send_recipients_due_idx', properties: ['status', 'nextAttemptAt'] },
    { name: 'article_send_recipients_unsubscribe_idx', properties: ['unsubscribeDigest'] },
  ],
});

/** Addresses no send reaches: unsubscribed or bounced. */
export const MailSuppressionEntity = defineEntity({
  name: 'MailSuppression',
  tableName: 'mail_suppressions',
  properties: {
    email: text().primary(),
    reason: text(),
    createdAt: createdAt(),
  },
});
