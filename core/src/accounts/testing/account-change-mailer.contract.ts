import { describe, expect, it } from 'vitest';
import type { AccountChangeMailer } from '../account-change-mailer.ts';
import type { ReceivedMail } from './account-mailer.contract.ts';

export interface AccountChangeMailerFixture {
  mailer: AccountChangeMailer;
  /** Everything delivered so far, oldest first. */
  received(): Promise<ReceivedMail[]>;
}

/** The behaviour every AccountChangeMailer must have; run against the fake and each real transport. */
export function accountChangeMailerContract(
  name: string,
  create: () => Promise<AccountChangeMailerFixture>,
): void {
  describe(`AccountChangeMailer contract: ${name}`, () => {
    it('sends each code to its recipient, in the subject and both bodies', async () => {
      const { mailer, received } = await create();

      await mailer.sendEmailChangeCode({
        to: 'new@example.org',
        firstName: 'Ada',
        code: '123456',
        validForMinutes: 5,
      });
      await mailer.sendDeletionCode({
        to: 'ada@example.org',
        firstName: 'Ada',
        code: '654321',
        validForMinutes: 5,
      });
      await mailer.sendEmailChangeApprovalCode({
        to: 'ada@example.org',
        firstName: 'Ada',
        code: '112233',
        validForMinutes: 5,
      });

      const [change, deletion, approval, ...others] = await received();
      expect(others).toEqual([]);
      expect(approval).toMatchObject({ to: 'ada@example.org', subject: expect.stringMatching(/^112233 /) });
      expect(approval!.text).toContain('112233');
      expect(change).toMatchObject({ to: 'new@example.org', subject: expect.stringMatching(/^123456 /) });
      expect(change!.text).toContain('5 minutes');
      expect(change!.html).toContain('123456');
      expect(deletion).toMatchObject({ to: 'ada@example.org', subject: expect.stringMatching(/^654321 /) });
      expect(deletion!.text).toContain('654321');
    });

    it('tells the old address the new one, with the link that undoes it, and confirms a deleted account', async () => {
      const { mailer, received } = await create();

      await mailer.sendEmailChanged({
        to: 'old@example.org',
        firstName: 'Ada',
        newEmail: 'new@example.org',
        undoToken: 'undo-token-1',
        undoValidForDays: 7,
      });
      await mailer.sendAccountDeleted({ to: 'ada@example.org', firstName: 'Ada' });

      const [changed, deleted] = await received();
      expect(changed).toMatchObject({ to: 'old@example.org' });
      expect(changed!.text).toContain('new@example.org');
      expect(changed!.text).toContain('undo-token-1');
      expect(changed!.text).toContain('7 days');
      expect(deleted).toMatchObject({ to: 'ada@example.org' });
      expect(deleted!.text).toContain('Ada');
    });
  });
}
