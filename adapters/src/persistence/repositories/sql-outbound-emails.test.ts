import { FixedClock } from '@commons/core/shared/testing/fixed-clock';
import { describe, expect, it } from 'vitest';
import { MailDispatcher } from '../../mail/mail-dispatcher.ts';
import type { QueuedEmail } from '../../mail/outbound-emails.ts';
import { anOutboundEmail, outboundEmailsContract } from '../../mail/testing/outbound-emails.contract.ts';
import { perCallContext } from '../testing/request-context.ts';
import { truncateAll } from '../testing/test-database.ts';
import { testDatabaseKinds, useTestOrm } from '../testing/vitest-database.ts';
import { runInDatabaseContext } from '../transactions.ts';
import { SqlOutboundEmails } from './sql-outbound-emails.ts';

const silentReport = { sent() {}, retrying() {}, failed() {}, dispatchFailed() {} };

for (const kind of testDatabaseKinds()) {
  const orm = useTestOrm(kind);

  outboundEmailsContract(`SQL on ${kind}`, async () => {
    await truncateAll(orm());
    const clock = new FixedClock();
    const emails = perCallContext(orm(), new SqlOutboundEmails(orm().em, clock));
    const readContent = async (id: string) => {
      const [row] = await orm()
        .em.fork()
        .getConnection()
        .execute<{ subject: string | null; text: string | null; html: string | null }[]>(
          'select subject, text_body as text, html_body as html from outbound_emails where id = ?',
          [id],
        );
      return row!;
    };
    return { emails, clock, readContent };
  });

  describe(`Two mail dispatchers on one outbox (${kind})`, () => {
    it('send every message exactly once between them', async () => {
      await truncateAll(orm());
      const emails = new SqlOutboundEmails(orm().em, new FixedClock());
      const stored = Array.from({ length: 40 }, () => anOutboundEmail());
      await runInDatabaseContext(orm(), async () => {
        for (const message of stored) await emails.add(message);
      });
      const sent: string[] = [];
      const dispatcher = () =>
        new MailDispatcher(
          {
            emails,
            clock: new FixedClock(),
            report: silentReport,
            inScope: (work) => runInDatabaseContext(orm(), work),
            transport: {
              async send(message: QueuedEmail) {
                await new Promise((resolve) => setTimeout(resolve, 1));
                sent.push(message.id);
              },
            },
          },
          {
            retry: { baseDelayMs: 1000, maxDelayMs: 1000, maxAttempts: 3 },
            pollIntervalMs: 1000,
            leaseMs: 60_000,
            batchSize: 5,
          },
        );

      const tallies = await Promise.all([dispatcher().flush(), dispatcher().flush()]);

      expect(sent.sort()).toEqual(stored.map((message) => message.id).sort());
      expect(tallies[0]!.sent + tallies[1]!.sent).toBe(40);
      expect(tallies.every((tally) => tally.sent > 0)).toBe(true);
    });
  });
}
