import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newsletterMailerContract } from '@commons/core/newsletter/testing/newsletter-mailer.contract';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../system/logger.ts';
import type { MailSettings } from './mail-delivery.ts';
import { NodemailerNewsletterMailer } from './nodemailer-newsletter-mailer.ts';
import { directMailSettings } from './testing/direct-mail-settings.ts';
import { readOutbox } from './testing/read-outbox.ts';

async function outboxMailer() {
  const outboxDir = path.join(await mkdtemp(path.join(tmpdir(), 'commons-outbox-')), 'outbox');
  const settings: MailSettings = directMailSettings({
    outboxDir,
    from: 'Innovation Commons <no-reply@commons.test>',
    siteName: 'Innovation Commons',
    publicUrl: 'https://commons.test',
  });
  return { mailer: new NodemailerNewsletterMailer(settings, silentLogger), outboxDir };
}

newsletterMailerContract('.eml outbox', async () => {
  const { mailer, outboxDir } = await outboxMailer();
  return {
    mailer,
    received: async () =>
      (await readOutbox(outboxDir)).map((mail) => ({
        to: mail.to && !Array.isArray(mail.to) ? (mail.to.value[0]?.address ?? '') : '',
        subject: mail.subject ?? '',
        text: mail.text ?? '',
      })),
  };
});

describe('NodemailerNewsletterMailer', () => {
  it('links to the confirmation and unsubscribe endpoints, with one-click List-Unsubscribe headers', async () => {
    const { mailer, outboxDir } = await outboxMailer();

    await mailer.sendConfirmation({
      to: 'reader@example.org',
      confirmationToken: 'confirm/abc',
      unsubscribeToken: 'leave-xyz',
      validForHours: 48,
    });

    const [mail] = await readOutbox(outboxDir);
    expect(mail?.subject).toBe('Confirm your Innovation Commons newsletter subscription');
    expect(mail?.text).toContain('https://commons.test/newsletter/confirm?token=confirm%2Fabc');
    expect(mail?.text).toContain('Unsubscribe: https://commons.test/newsletter/unsubscribe?token=leave-xyz');
    expect(mail?.html).toContain('href="https://commons.test/newsletter/unsubscribe?token=leave-xyz"');
    // Unfolded: nodemailer wraps long header lines.
    const header = (key: string) =>
      mail?.headerLines.find((line) => line.key === key)?.line.replace(/\r?\n[ \t]+/g, ' ');
    expect(header('list-unsubscribe')).toBe(
      'List-Unsubscribe: <https://commons.test/newsletter/unsubscribe?token=leave-xyz>',
    );
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });
});
