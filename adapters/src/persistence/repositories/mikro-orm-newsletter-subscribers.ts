import type { InferEntity } from '@mikro-orm/core';
import type { NewsletterSubscribers } from '@commons/core/newsletter/newsletter-subscribers';
import type { NewsletterSubscriber, SubscriberStatus } from '@commons/core/newsletter/subscriber';
import { NewsletterSubscriberEntity } from '../entities/newsletter.ts';
import type { EntityManager } from '../orm.ts';
import { likePattern } from './like-pattern.ts';

type SubscriberRow = InferEntity<typeof NewsletterSubscriberEntity>;

function toSubscriber(row: SubscriberRow): NewsletterSubscriber {
  return {
    id: row.id,
    email: row.email,
    confirmedAt: row.confirmedAt ?? null,
    confirmationDigest: row.confirmationDigest,
    confirmationExpiresAt: row.confirmationExpiresAt,
    unsubscribeToken: row.unsubscribeToken,
    source: row.source as NewsletterSubscriber['source'],
    createdAt: row.createdAt,
  };
}

/** Reads through the context's EntityManager: the request's fork, or the transaction's. */
export class MikroOrmNewsletterSubscribers implements NewsletterSubscribers {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async findByEmail(email: string): Promise<NewsletterSubscriber | null> {
    const row = await this.#em.findOne(NewsletterSubscriberEntity, { email });
    return row ? toSubscriber(row) : null;
  }

  async findByConfirmationDigest(digest: string): Promise<NewsletterSubscriber | null> {
    const row = await this.#em.findOne(NewsletterSubscriberEntity, { confirmationDigest: digest });
    return row ? toSubscriber(row) : null;
  }

  async save(subscriber: NewsletterSubscriber): Promise<void> {
    // One statement: two sign-ups of one address at once end as one row, never a unique violation.
    await this.#em.upsert(NewsletterSubscriberEntity, subscriber, {
      onConflictFields: ['email'],
      onConflictExcludeFields: ['id'],
    });
  }

  async removeByUnsubscribeToken(token: string): Promise<string | null> {
    // In the caller's transaction: the address is suppressed in the same one.
    const rows = await this.#em.execute<{ email: string }[]>(
      'delete from newsletter_subscribers where unsubscribe_token = ? returning email',
      [token],
    );
    return rows[0]?.email ?? null;
  }

  async removeByEmail(email: string): Promise<void> {
    await this.#em.nativeDelete(NewsletterSubscriberEntity, { email });
  }

  async search(
    text: string,
    status: SubscriberStatus | undefined,
    limit: number,
  ): Promise<NewsletterSubscriber[]> {
    const confirmed = { pending: { confirmedAt: null }, confirmed: { confirmedAt: { $ne: null } } };
    const rows = await this.#em.find(
      NewsletterSubscriberEntity,
      // Addresses are stored lower-cased.
      { email: { $like: likePattern(text.toLowerCase()) }, ...(status && confirmed[status]) },
      { orderBy: { createdAt: 'desc', email: 'asc' }, limit },
    );
    return rows.map(toSubscriber);
  }

  async listConfirmed(): Promise<NewsletterSubscriber[]> {
    const rows = await this.#em.find(
      NewsletterSubscriberEntity,
      { confirmedAt: { $ne: null } },
      { orderBy: { confirmedAt: 'asc', email: 'asc' } },
    );
    return rows.map(toSubscriber);
  }
}
