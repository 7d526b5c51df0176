import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { truncateAll } from './testing/test-database.ts';
import { testDatabaseKinds, useTestOrm } from './testing/vitest-database.ts';
import { readWorkQueueFigures } from './work-queue-figures.ts';

const now = new Date('2026-11-29T12:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

for (const kind of testDatabaseKinds()) {
  describe(`the work queues' figures on ${kind}`, () => {
    const orm = useTestOrm(kind);
    const execute = (sql: string, params: unknown[]) =>
      orm().em.fork().getConnection().execute(sql, params, 'run');

    it('are 0 on an empty database', async () => {
      await truncateAll(orm());
      expect(await readWorkQueueFigures(orm(), now)).toEqual({
        mailPending: 0,
        mailFailed: 0,
        mailOldestPendingAgeSeconds: 0,
        paymentEventsPending: 0,
        paymentEventsFailed: 0,
        sendsSending: 0,
        sendRecipientsPending: 0,
      });
    });

    it('count what waits and what was given up, never what is done, and age the oldest waiting e-mail', async () => {
      await truncateAll(orm());
      for (const [status, createdAt] of [
        ['pending', minutesAgo(20)],
        ['pending', minutesAgo(1)],
        ['failed', minutesAgo(600)],
        ['sent', minutesAgo(900)],
        ['withheld', minutesAgo(900)],
      ] as const) {
        await execute(
          `insert into outbound_emails (id, message_id, recipient, status, attempts, next_attempt_at, created_at)
           values (?, ?, 'someone@example.org', ?, 0, ?, ?)`,
          [randomUUID(), `<${randomUUID()}@example.org>`, status, createdAt, createdAt],
        );
      }
      for (const status of ['pending', 'pending', 'pending', 'failed', 'applied']) {
        await execute(
          `insert into received_payment_events (event_id, provider_type, event, status, attempts, received_at, next_attempt_at)
           values (?, 'invoice.paid', '{}', ?, 0, ?, ?)`,
          [`evt_${randomUUID()}`, status, now, now],
        );
      }
      const sendIds = [randomUUID(), randomUUID()];
      for (const [index, status] of ['sending', 'sent'].entries()) {
        await execute(
          `insert into article_sends (id, article_id, segment, tiers, status, scheduled_at)
           values (?, ?, 'everyone', '[]', ?, ?)`,
          [sendIds[index], randomUUID(), status, now],
        );
      }
      for (const [email, status] of [
        ['a@example.org', 'pending'],
        ['b@example.org', 'pending'],
        ['c@example.org', 'sent'],
        ['d@example.org', 'skipped'],
      ]) {
        await execute(
          `insert into article_send_recipients (send_id, email, member, status, attempts, next_attempt_at)
           values (?, ?, false, ?, 0, ?)`,
          [sendIds[0], email, status, now],
        );
      }

      expect(await readWorkQueueFigures(orm(), now)).toEqual({
        mailPending: 2,
        mailFailed: 1,
        mailOldestPendingAgeSeconds: 1200,
        paymentEventsPending: 3,
        paymentEventsFailed: 1,
        sendsSending: 1,
        sendRecipientsPending: 2,
      });
    });
  });
}
