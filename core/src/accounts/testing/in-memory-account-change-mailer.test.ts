import { accountChangeMailerContract } from './account-change-mailer.contract.ts';
import { InMemoryAccountChangeMailer } from './in-memory-account-change-mailer.ts';

accountChangeMailerContract('in memory', async () => {
  const mailer = new InMemoryAccountChangeMailer();
  return {
    mailer,
    received: async () =>
      mailer.sent.map((mail) => {
        const text =
          Object.values(mail).join(' ') +
          ('validForMinutes' in mail ? ' minutes' : '') +
          ('undoValidForDays' in mail ? ' days' : '');
        const subject = 'code' in mail ? `${mail.code} ${mail.kind}` : mail.kind;
        return { to: mail.to, subject, text, html: `<p>${text}</p>` };
      }),
  };
});
