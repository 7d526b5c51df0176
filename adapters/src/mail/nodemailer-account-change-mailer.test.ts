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

  it('links the old address to the sign-in page and escapes the name in the HTML', async () => {
    const { mailer, received } = await outboxMailer();

    await mailer.sendEmailChanged({
      to: 'old@example.org',
      firstName: '<b>Eve</b>',
      newEmail: 'new@example.org',
    });

    const [mail] = await received();
    expect(mail!.subject).toBe('Your email address was changed');
    expect(mail!.text).toContain('https://commons.test/login');
    expect(mail!.html).not.toContain('<b>Eve</b>');
  });
});
