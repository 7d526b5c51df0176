import { InMemoryNewsletterMailer } from './in-memory-newsletter-mailer.ts';
import { newsletterMailerContract } from './newsletter-mailer.contract.ts';

newsletterMailerContract('in memory', async () => {
  const mailer = new InMemoryNewsletterMailer();
  return {
    mailer,
    received: async () =>
      mailer.sent.map((message) => ({
        to: message.to,
        subject: 'Confirm your subscription',
        text: `${message.confirmationToken} ${message.unsubscribeToken} ${message.validForHours} hours`,
      })),
  };
});
