import type { NewsletterSubscribers } from '../newsletter-subscribers.ts';
import type { NewsletterSubscriber, SubscriberStatus } from '../subscriber.ts';

export class InMemoryNewsletterSubscribers implements NewsletterSubscribers {
  readonly #byEmail = new Map<string, NewsletterSubscriber>();

  async findByEmail(email: string): Promise<NewsletterSubscriber | null> {
    const subscriber = this.#byEmail.get(email);
    return subscriber ? structuredClone(subscriber) : null;
  }

  async findByConfirmationDigest(digest: string): Promise<NewsletterSubscriber | null> {
    const subscriber = [...this.#byEmail.values()].find((entry) => entry.confirmationDigest === digest);
    return subscriber ? structuredClone(subscriber) : null;
  }

  async save(subscriber: NewsletterSubscriber): Promise<void> {
    const existing = this.#byEmail.get(subscriber.email);
    this.#byEmail.set(subscriber.email, {
      ...structuredClone(subscriber),
      id: existing?.id ?? subscriber.id,
    });
  }

  async removeByUnsubscribeToken(token: string): Promise<string | null> {
    for (const [email, subscriber] of this.#byEmail) {
      if (subscriber.unsubscribeToken === token) {
        this.#byEmail.delete(email);
        return email;
      }
    }
    return null;
  }

  async removeByEmail(email: string): Promise<void> {
    this.#byEmail.delete(email);
  }

  async search(
    text: string,
    status: SubscriberStatus | undefined,
    limit: number,
  ): Promise<NewsletterSubscriber[]> {
    const needle = text.toLowerCase();
    return [...this.#byEmail.values()]
      .filter((subscriber) => subscriber.email.includes(needle))
      .filter(
        (subscriber) =>
          status === undefined || (subscriber.confirmedAt !== null) === (status === 'confirmed'),
      )
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.email.localeCompare(b.email))
      .slice(0, limit)
      .map((subscriber) => structuredClone(subscriber));
  }

  async listConfirmed(): Promise<NewsletterSubscriber[]> {
    return [...this.#byEmail.values()]
      .filter((subscriber) => subscriber.confirmedAt)
      .sort((a, b) => a.confirmedAt!.getTime() - b.confirmedAt!.getTime())
      .map((subscriber) => structuredClone(subscriber));
  }
}
