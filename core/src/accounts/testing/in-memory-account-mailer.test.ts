import { accountMailerContract } from './account-mailer.contract.ts';
import { InMemoryAccountMailer, type SentAccountMail } from './in-memory-account-mailer.ts';

const subjects: Record<SentAccountMail['kind'], (mail: SentAccountMail) => string> = {
  'verification-code': (mail) => `${'code' in mail ? mail.code : ''} is your verification code`,
  'sign-in-code': (mail) => `${'code' in mail ? mail.code : ''} is your sign-in code`,
  welcome: () => 'Welcome to Innovation Commons',
  'password-changed': () => 'Your password was changed',
};

accountMailerContract('in memory', async () => {
  const mailer = new InMemoryAccountMailer();
  return {
    mailer,
    received: async () =>
      mailer.sent.map((message) => {
        const text =
          'code' in message
            ? `Hello ${message.firstName}, your code is ${message.code}. It is valid for ${message.validForMinutes} minutes.`
            : `Hello ${message.firstName}, ${message.kind}.`;
        return { to: message.to, subject: subjects[message.kind](message), text, html: `<p>${text}</p>` };
      }),
  };
});
