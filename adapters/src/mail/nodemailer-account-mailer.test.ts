import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  accountMailerContract,
  type ReceivedMail,
} from '@commons/core/accounts/testing/account-mailer.contract';
import type { AddressObject, ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger, type Logger } from '../system/logger.ts';
import { NodemailerAccountMailer, type MailSettings } from './nodemailer-account-mailer.ts';
import { directMailSettings } from './testing/direct-mail-settings.ts';
import { readOutbox } from './testing/read-outbox.ts';
import { SmtpInbox } from './testing/smtp-inbox.ts';

const settings = (overrides: Partial<MailSettings>, logger?: Logger): MailSettings =>
  directMailSettings(
    {
      outboxDir: '/nonexistent',
      from: 'Innovation Commons <no-reply@commons.test>',
      siteName: 'Innovation Commons',
      publicUrl: 'https://commons.test',
      ...overrides,
    },
    logger,
  );

function toReceived(mail: ParsedMail): ReceivedMail {
  const to = mail.to as AddressObject;
  return {
    to: to.value[0]?.address ?? '',
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
  };
}

describe('NodemailerAccountMailer over SMTP', () => {
  const server = new SmtpInbox();
  const inbox = server.mails;
  let port: number;

  beforeAll(async () => {
    port = await server.listen();
  });
  afterAll(() => server.close());

  accountMailerContract('SMTP', async () => {
    inbox.length = 0;
    const mailer = new NodemailerAccountMailer(
      settings({ smtpUrl: `smtp://127.0.0.1:${port}` }),
      silentLogger,
    );
    return { mailer, received: async () => inbox.map(toReceived) };
  });

  it('sends from the configured sender with the site name and a link to the verification page', async () => {
    inbox.length = 0;
    const mailer = new NodemailerAccountMailer(
      settings({ smtpUrl: `smtp://127.0.0.1:${port}` }),
      silentLogger,
    );

    await mailer.sendVerificationCode({
      to: 'ada+x@example.org',
      firstName: 'Ada',
      code: '042917',
      validForMinutes: 5,
    });

    const [mail] = inbox;
    expect(mail?.from?.value).toEqual([{ name: 'Innovation Commons', address: 'no-reply@commons.test' }]);
    expect(mail?.subject).toBe('042917 is your verification code');
    expect(mail?.text).toContain('Innovation Commons');
    expect(mail?.text).toContain('https://commons.test/verify-email?email=ada%2Bx%40example.org');
  });
});

describe('NodemailerAccountMailer to the file outbox', () => {
  accountMailerContract('.eml outbox', async () => {
    const outboxDir = path.join(await mkdtemp(path.join(tmpdir(), 'commons-outbox-')), 'outbox');
    const mailer = new NodemailerAccountMailer(settings({ outboxDir }), silentLogger);
    return { mailer, received: async () => (await readOutbox(outboxDir)).map(toReceived) };
  });

  it('logs one line with the file path and never the code', async () => {
    const outboxDir = path.join(await mkdtemp(path.join(tmpdir(), 'commons-outbox-')), 'outbox');
    const lines: { object: object; message?: string | undefined }[] = [];
    const logger: Logger = { ...silentLogger, info: (object, message) => lines.push({ object, message }) };
    const mailer = new NodemailerAccountMailer(settings({ outboxDir }, logger), logger);

    await mailer.sendVerificationCode({
      to: 'ada@example.org',
      firstName: 'Ada',
      code: '987654',
      validForMinutes: 5,
    });

    const [file] = await readdir(outboxDir);
    expect(lines).toEqual([
      { object: { file: path.join(outboxDir, file!) }, message: 'e-mail written to the outbox' },
    ]);
    expect(JSON.stringify(lines)).not.toContain('987654');
    expect(await readFile(path.join(outboxDir, file!), 'utf8')).toContain(
      'Subject: 987654 is your verification code',
    );
  });

  it('escapes the member name in the HTML body', async () => {
    const outboxDir = path.join(await mkdtemp(path.join(tmpdir(), 'commons-outbox-')), 'outbox');
    const mailer = new NodemailerAccountMailer(settings({ outboxDir }), silentLogger);

    await mailer.sendVerificationCode({
      to: 'x@example.org',
      firstName: '<b>Eve</b>',
      code: '111111',
      validForMinutes: 5,
    });

    const [mail] = await readOutbox(outboxDir);
    expect(mail?.html).toContain('&#60;b&#62;Eve&#60;/b&#62;');
    expect(mail?.html).not.toContain('<b>Eve</b>');
  });
});
