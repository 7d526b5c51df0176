import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { accountChangeMailerContract } from '@commons/core/accounts/testing/account-change-mailer.contract';
import type { AddressObject } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../system/logger.ts';
import { NodemailerAccountChangeMailer } from './nodemailer-account-change-mailer.ts';
import { directMailSettings } from './testing/direct-mail-settings.ts';
import { readOutbox } from './testing/read-outbox.ts';

async function outboxMailer() {
  const outboxDir = path.join(await mkdtemp(path.join(tmpdir(), 'commons-outbox-')), 'outbox');
  const mailer = new NodemailerAccountChangeMailer(
    directMailSettings({
      outboxDir,
      from: 'Innovation Commons <no-reply@commons.test>',
      siteName: 'Innovation Commons',
      publicUrl: 'https://commons.test',
    }),
    silentLogger,
  );
  const received = async () =>
    (await readOutbox(outboxDir)).map((mail) => ({
      to: (mail.to as AddressObject).value[0]?.address ?? '',
      subject: mail.subject ?? '',
      text: mail.text ?? '',
      html: typeof mail.html === 'string' ? mail.html : '',
    }));
  return { mailer, received };
}

describe('NodemailerAccountChangeMailer to the file outbox', () => {
  accountChangeMailerContract('.eml outbox', outboxMailer);

  it('links the old address to the page that undoes the change, and escapes the name in the HTML', async () => {
    const { mailer, received } = await outboxMailer();

    await mailer.sendEmailChanged({
      to: 'old@example.org',
      firstName: '<b>Eve</b>',
      newEmail: 'new@example.org',
      undoToken: 'a/b+c',
      undoValidForDays: 7,
    });

    const [mail] = await received();
    expect(mail!.subject).toBe('Your email address was changed');
    expect(mail!.text.split('\n')[0]).toBe(
      'The email address of your account was changed. Messages now go to:',
    );
    expect(mail!.text).toContain('https://commons.test/email-change/undo?token=a%2Fb%2Bc');
    expect(mail!.text).toContain('within 7 days');
    expect(mail!.html).not.toContain('<b>Eve</b>');
  });

  it("opens the code to a new address with the site's words, the requester's name quoted after them", async () => {
    const { mailer, received } = await outboxMailer();
    const hostile = 'Your parcel is held: pay at https://parcel.example.net';

    await mailer.sendEmailChangeCode({
      to: 'target@example.org',
      firstName: hostile,
      code: '123456',
      validForMinutes: 5,
    });

    const [mail] = await received();
    expect(mail!.subject).toBe('123456 is your code to confirm your new email address');
    expect(mail!.text.split('\n')[0]).toBe(
      'To make this the email address of your account, enter this code in your settings:',
    );
    expect(mail!.text).toContain(`Asked for by the account of: “${hostile}”`);
    expect(mail!.text.indexOf('123456')).toBeLessThan(mail!.text.indexOf('parcel.example.net'));
  });
});
