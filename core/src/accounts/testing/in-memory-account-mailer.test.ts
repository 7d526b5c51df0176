import { accountMailerContract } from './account-mailer.contract.ts';
import { InMemoryAccountMailer } from './in-memory-account-mailer.ts';

accountMailerContract('in memory', async () => {
  const mailer = new InMemoryAccountMailer();
  return {
    mailer,
    received: async () =>
      mailer.sent.map((message) => {
        const text = `Hello ${message.firstName}, your code is ${message.code}. It is valid for ${message.validForMinutes} minutes.`;
        return {
          to: message.to,
          subject: `${message.code} is your verification code`,
          text,
          html: `<p>${text}</p>`,
        };
      }),
  };
});
