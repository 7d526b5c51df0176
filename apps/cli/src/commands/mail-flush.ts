import { MailTokens } from '@commons/container';
import type { Command } from '../command.ts';
import { withContainer } from '../with-container.ts';

export const mailFlushCommand: Command = {
  summary: 'send the e-mails due in the outbox now (the server does it continuously)',
  run: (config) =>
    withContainer(config, async (container) => {
      const tally = await container.resolve(MailTokens.MailDispatcher).flush();
      const left = await container.resolve(MailTokens.OutboundEmails).counts();
      return (
        `Sent ${tally.sent} e-mail(s); ${tally.retrying} failed and will be retried, ${tally.failed} given up. ` +
        `Outbox: ${left.pending} pending, ${left.failed} given up in all.`
      );
    }),
};
