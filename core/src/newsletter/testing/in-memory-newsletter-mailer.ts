import type { NewsletterConfirmationMessage, NewsletterMailer } from '../newsletter-mailer.ts';

/** Keeps what would have been sent; tests read the tokens from it. */
export class InMemoryNewsletterMailer implements NewsletterMailer {
  readonly sent: NewsletterConfirmationMessage[] = [];

  async sendConfirmation(message: NewsletterConfirmationMessage): Promise<void> {
    this.sent.push({ ...message });
  }

  /** The latest confirmation sent to this address. */
  lastTo(email: string): NewsletterConfirmationMessage {
    const message = this.sent.findLast((candidate) => candidate.to === email);
    if (!message) throw new Error(`No confirmation was sent to ${email}`);
    return message;
  }
}
