import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressObject } from 'mailparser';
import { billingMailerContract } from '@commons/core/membership/testing/billing-mailer.contract';
import { silentLogger } from '../system/logger.ts';
import { NodemailerBillingMailer } from './nodemailer-billing-mailer.ts';
import { directMailSettings } from './testing/direct-mail-settings.ts';
import { readOutbox } from './testing/read-outbox.ts';

billingMailerContract('nodemailer to the .eml outbox', async () => {
  const outboxDir = path.join(await mkdtemp(path.join(tmpdir(), 'commons-billing-outbox-')), 'outbox');
  const mailer = new NodemailerBillingMailer(
    directMailSettings({
      outboxDir,
      from: 'Innovation Commons <no-reply@commons.test>',
      siteName: 'Innovation Commons',
      publicUrl: 'https://commons.test',
    }),
    silentLogger,
  );
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
