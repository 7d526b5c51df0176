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
    createdAt: createdAt(),
  },
  indexes: [{ name: 'newsletter_subscribers_confirmed_idx', properties: ['confirmedAt'] }],
});
