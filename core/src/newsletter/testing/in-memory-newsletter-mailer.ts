import { InMemoryTransactions } from '../../shared/testing/in-memory-transactions.ts';
import type { NewsletterConfirmationMessage, NewsletterMailer } from '../newsletter-mailer.ts';

/**
 * Keeps what would have been sent, as part of the caller's transaction (like the outbox table);
 * tests read the tokens from it.
 */
export class InMemoryNewsletterMailer implements NewsletterMailer {
  readonly #sent;

  constructor(transactions = new InMemoryTransactions()) {
    this.#sent = transactions.state<NewsletterConfirmationMessage[]>([]);
  }

  get sent(): readonly NewsletterConfirmationMessage[] {
    return this.#sent.read();
  }

  async sendConfirmation(message: NewsletterConfirmationMessage): Promise<void> {
    this.#sent.write().push({ ...message });
  }

  /** The latest confirmation sent to this address. */
  lastTo(email: string): NewsletterConfirmationMessage {
    const message = this.sent.findLast((candidate) => candidate.to === email);
    if (!message) throw new Error(`No confirmation was sent to ${email}`);
    return message;
  }
}
