import { FixedClock } from '@commons/core/shared/testing/fixed-clock';
import { InMemoryOutboundEmails } from './in-memory-outbound-emails.ts';
import { outboundEmailsContract } from './outbound-emails.contract.ts';

outboundEmailsContract('in memory', async () => {
  const clock = new FixedClock();
  const emails = new InMemoryOutboundEmails(clock);
  return { emails, clock, readContent: async (id) => emails.content(id) };
});
