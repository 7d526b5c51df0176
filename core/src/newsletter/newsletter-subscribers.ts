import type { NewsletterSubscriber, SubscriberStatus } from './subscriber.ts';

/** The newsletter's address book: pending and confirmed subscribers. */
export interface NewsletterSubscribers {
  findByEmail(email: string): Promise<NewsletterSubscriber | null>;
  findByConfirmationDigest(digest: string): Promise<NewsletterSubscriber | null>;
  /** Inserts the subscriber, or replaces the one with the same e-mail address (keeping its id). */
  save(subscriber: NewsletterSubscriber): Promise<void>;
  /** Forgets the subscriber with this unsubscribe token, if any; returns the address forgotten. */
  removeByUnsubscribeToken(token: string): Promise<string | null>;
  /** Forgets the subscriber with this address, if any. */
  removeByEmail(email: string): Promise<void>;
  /**
   * Addresses containing `text` (any case), pending or confirmed as `status` says (both when it is
   * left out), newest first, at most `limit`.
   */
  search(text: string, status: SubscriberStatus | undefined, limit: number): Promise<NewsletterSubscriber[]>;
  /** Confirmed subscribers, earliest confirmation first. */
  listConfirmed(): Promise<NewsletterSubscriber[]>;
}
