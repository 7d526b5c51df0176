/**
 * The mail outbox is part of the use case's transaction, on the real adapters: a failure after a
 * mail was queued rolls back both the change and the mail, and the dispatcher is woken only once
 * the mail has committed.
 */
import { resendVerificationByAdmin } from '@commons/core/accounts/admin-account-actions';
import { aNewMember } from '@commons/core/members/testing/member-builder';
import { FixedClock } from '@commons/core/shared/testing/fixed-clock';
import { describe, expect, it, vi } from 'vitest';
import { MikroOrmMemberRepository } from '../persistence/repositories/mikro-orm-member-repository.ts';
import { SqlOutboundEmails } from '../persistence/repositories/sql-outbound-emails.ts';
import { truncateAll } from '../persistence/testing/test-database.ts';
import { testDatabaseKinds, useTestOrm } from '../persistence/testing/vitest-database.ts';
import { MikroOrmTransactions, runInDatabaseContext } from '../persistence/transactions.ts';
import { CryptoSecretGenerator } from '../security/crypto-secret-generator.ts';
import { silentLogger } from '../system/logger.ts';
import { NodemailerAccountMailer } from './nodemailer-account-mailer.ts';

for (const kind of testDatabaseKinds()) {
  const orm = useTestOrm(kind);

  describe(`The mail outbox in a use case's transaction (${kind})`, () => {
    async function setUp() {
      await truncateAll(orm());
      const clock = new FixedClock();
      const transactions = new MikroOrmTransactions(orm());
      const emails = new SqlOutboundEmails(orm().em, clock);
      /** Whether a transaction was still open each time the dispatcher was woken. */
      const wakes: boolean[] = [];
      const mailer = new NodemailerAccountMailer(
        {
          outboxDir: '/nonexistent',
          from: 'Innovation Commons <no-reply@commons.test>',
          siteName: 'Innovation Commons',
          publicUrl: 'https://commons.test',
          queue: {
            emails,
            notify: () => transactions.afterCommit(() => wakes.push(transactions.isActive())),
          },
        },
        silentLogger,
      );
      const members = new MikroOrmMemberRepository(orm().em);
      const deps = { members, secrets: new CryptoSecretGenerator(), clock, mailer, transactions };
      const inContext = <T>(work: () => Promise<T>) => runInDatabaseContext(orm(), work);
      const pending = { codeHash: 'old', expiresAt: clock.now(), attempts: 0, sentAt: clock.now() };
      const member = await inContext(() =>
        members.create(aNewMember({ email: 'ada@example.org', verification: pending })),
      );
      const resend = () => inContext(() => resendVerificationByAdmin(deps, { id: member.id }, null));
      const stored = async () => ({
        verification: (await inContext(() => members.findById(member.id)))?.verification,
        mails: (await inContext(() => emails.counts())).pending,
      });
      return { members, wakes, pending, resend, stored };
    }

    it('rolls back both the new code and its queued e-mail when a later write fails', async () => {
      const { members, wakes, pending, resend, stored } = await setUp();
      vi.spyOn(members, 'recordStatusChange').mockRejectedValueOnce(new Error('history unavailable'));

      await expect(resend()).rejects.toThrow('history unavailable');

      expect(await stored()).toEqual({ verification: pending, mails: 0 });
      expect(wakes).toEqual([]);
    });

    it('commits the e-mail with the new code, and wakes the dispatcher after the commit', async () => {
      const { wakes, pending, resend, stored } = await setUp();

      await resend();

      const after = await stored();
      expect(after.mails).toBe(1);
      expect(after.verification?.codeHash).not.toBe(pending.codeHash);
      expect(wakes).toEqual([false]);
    });
  });
}
