import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressObject } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { aReceipt, billingMailerContract } from '@commons/core/membership/testing/billing-mailer.contract';
import { silentLogger } from '../system/logger.ts';
import { NodemailerBillingMailer } from './nodemailer-billing-mailer.ts';
import { directMailSettings } from './testing/direct-mail-settings.ts';
import { readOutbox } from './testing/read-outbox.ts';

async function outboxMailer(replyTo?: string) {
  const outboxDir = path.join(await mkdtemp(path.join(tmpdir(), 'commons-billing-outbox-')), 'outbox');
  const mailer = new NodemailerBillingMailer(
    directMailSettings({
      outboxDir,
      from: 'Innovation Commons <no-reply@commons.test>',
      replyTo,
      siteName: 'Innovation Commons',
      publicUrl: 'https://commons.test',
    }),
    silentLogger,
  );
  return { mailer, outboxDir };
}

describe('NodemailerBillingMailer', () => {
  it('sends member mail with the Reply-To of MAIL_REPLY_TO, and none without it', async () => {
    const configured = await outboxMailer('hello@commons.test');
    const bare = await outboxMailer();

    await configured.mailer.sendReceipt(aReceipt());
    await bare.mailer.sendReceipt(aReceipt());

    const [withReplyTo] = await readOutbox(configured.outboxDir);
    const [withoutReplyTo] = await readOutbox(bare.outboxDir);
    expect(withReplyTo?.replyTo?.text).toBe('hello@commons.test');
    expect(withoutReplyTo?.replyTo).toBeUndefined();
  });
});

billingMailerContract('nodemailer to the .eml outbox', async () => {
  const { mailer, outboxDir } = await outboxMailer();
  return {
    mailer,
    received: async () =>
      (await readOutbox(outboxDir)).map((mail) => ({
        to: (mail.to as AddressObject).value[0]?.address ?? '',
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        html: typeof mail.html === 'string' ? mail.html : '',
      })),
  };
});
