import { describe, expect, it } from 'vitest';
import type { AccountMailer } from '../account-mailer.ts';

/** A delivered message, as the test reads it back from wherever the mailer put it. */
export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface AccountMailerFixture {
  mailer: AccountMailer;
  /** Everything delivered so far, oldest first. */
  received(): Promise<ReceivedMail[]>;
}

/** The behaviour every AccountMailer must have; run against the fake and each real transport. */
export function accountMailerContract(name: string, create: () => Promise<AccountMailerFixture>): void {
  describe(`AccountMailer contract: ${name}`, () => {
    it('delivers the verification code in the subject and in both bodies', async () => {
      const { mailer, received } = await create();

      await mailer.sendVerificationCode({
        to: 'ada@example.org',
        firstName: 'Ada',
        code: '123456',
        validForMinutes: 5,
      });

      const [mail, ...others] = await received();
      expect(others).toEqual([]);
      expect(mail!.to).toBe('ada@example.org');
      expect(mail!.subject).toContain('123456 is your verification code');
      expect(mail!.text).toContain('123456');
      expect(mail!.text).toContain('Ada');
      expect(mail!.text).toContain('5 minutes');
      expect(mail!.html).toContain('123456');
    });

    it('keeps each message to its own recipient', async () => {
      const { mailer, received } = await create();

      await mailer.sendVerificationCode({
        to: 'one@example.org',
        firstName: 'One',
        code: '111111',
        validForMinutes: 5,
      });
      await mailer.sendVerificationCode({
        to: 'two@example.org',
        firstName: 'Two',
        code: '222222',
        validForMinutes: 5,
      });

      const mails = await received();
      expect(mails.map((mail) => [mail.to, mail.subject.slice(0, 6)])).toEqual([
        ['one@example.org', '111111'],
        ['two@example.org', '222222'],
      ]);
    });
  });
}
