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

    it('delivers a sign-in code in the subject and in both bodies', async () => {
      const { mailer, received } = await create();

      await mailer.sendSignInCode({
        to: 'ada@example.org',
        firstName: 'Ada',
        code: '654321',
        validForMinutes: 5,
      });

      const [mail] = await received();
      expect(mail!.subject).toContain('654321 is your sign-in code');
      expect(mail!.text).toContain('654321');
      expect(mail!.text).toContain('5 minutes');
      expect(mail!.html).toContain('654321');
    });

    it('delivers nothing for a withheld code, and the next message still goes out', async () => {
      const { mailer, received } = await create();

      for (const kind of ['verification', 'sign-in'] as const) {
        await mailer.withholdCode(kind, {
          to: 'nobody@example.org',
          firstName: '',
          code: '111111',
          validForMinutes: 5,
        });
      }
      await mailer.sendSignInCode({
        to: 'ada@example.org',
        firstName: 'Ada',
        code: '654321',
        validForMinutes: 5,
      });

      expect((await received()).map((mail) => mail.to)).toEqual(['ada@example.org']);
    });

    it('welcomes a verified member and tells a member their password changed', async () => {
      const { mailer, received } = await create();

      await mailer.sendWelcome({ to: 'ada@example.org', firstName: 'Ada' });
      await mailer.sendPasswordChanged({ to: 'ada@example.org', firstName: 'Ada' });

      const [welcome, changed] = await received();
      expect(welcome!.subject).toMatch(/welcome/i);
      expect(welcome!.text).toContain('Ada');
      expect(changed!.subject).toMatch(/password was changed/i);
      expect(changed!.text).toContain('Ada');
      expect(changed!.html).toContain('Ada');
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
