import { describe, expect, it } from 'vitest';
import type { NewsletterMailer } from '../newsletter-mailer.ts';

/** A delivered message, as the test reads it back from wherever the mailer put it. */
export interface ReceivedNewsletterMail {
  to: string;
  subject: string;
  text: string;
}

export interface NewsletterMailerFixture {
  mailer: NewsletterMailer;
  received(): Promise<ReceivedNewsletterMail[]>;
}

/** The behaviour every NewsletterMailer must have; run against the fake and each real transport. */
export function newsletterMailerContract(name: string, create: () => Promise<NewsletterMailerFixture>): void {
  describe(`NewsletterMailer contract: ${name}`, () => {
    it('delivers the confirmation token and the unsubscribe token to the address', async () => {
      const { mailer, received } = await create();

      await mailer.sendConfirmation({
        to: 'reader@example.org',
        confirmationToken: 'confirm-abc',
        unsubscribeToken: 'leave-xyz',
        validForHours: 48,
      });

      const [mail, ...others] = await received();
      expect(others).toEqual([]);
      expect(mail!.to).toBe('reader@example.org');
      expect(mail!.subject).toContain('Confirm');
      expect(mail!.text).toContain('confirm-abc');
      expect(mail!.text).toContain('leave-xyz');
      expect(mail!.text).toContain('48 hours');
    });
  });
}
