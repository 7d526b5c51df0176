import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressObject } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { aReceipt, billingMailerContract } from '@commons/core/membership/testing/billing-mailer.contract';
import { silentLogger } from '../system/logger.ts';
import { NodemailerBillingMailer } from './nodemailer-billing-mailer.ts';
import type { Seller } from './mail-delivery.ts';
import { directMailSettings } from './testing/direct-mail-settings.ts';
import { readOutbox } from './testing/read-outbox.ts';

async function outboxMailer(replyTo?: string, seller?: Seller) {
  const outboxDir = path.join(await mkdtemp(path.join(tmpdir(), 'commons-billing-outbox-')), 'outbox');
  const mailer = new NodemailerBillingMailer(
    directMailSettings({
      outboxDir,
      from: 'Innovation Commons <no-reply@commons.test>',
      replyTo,
      siteName: 'Innovation Commons',
      publicUrl: 'https://commons.test',
      seller,
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

  it('prints the receipt number, the seller’s legal name and address, and the card’s last 4', async () => {
    const seller = { legalName: 'Commons Foundation Ltd', address: '12 Marina Road, Lagos, Nigeria' };
    const { mailer, outboxDir } = await outboxMailer(undefined, seller);

    await mailer.sendReceipt(aReceipt({ receiptNumber: 42, cardLast4: '1881' }));

    const [mail] = await readOutbox(outboxDir);
    for (const part of [mail!.text ?? '', typeof mail!.html === 'string' ? mail!.html : '']) {
      expect(part).toContain('R-000042');
      expect(part).toContain('Commons Foundation Ltd, 12 Marina Road, Lagos, Nigeria');
      expect(part).toContain('Card ending in 1881');
    }
  });

  it('links the simulator’s invoice page (a path of the site) by its full address', async () => {
    const { mailer, outboxDir } = await outboxMailer();

    await mailer.sendReceipt(aReceipt({ invoiceUrl: '/api/payments/simulator/invoices/in_sim_1' }));

    const [mail] = await readOutbox(outboxDir);
    expect(mail!.text).toContain('https://commons.test/api/payments/simulator/invoices/in_sim_1');
    // Without ORG_LEGAL_NAME the site's name stands for the seller.
    expect(mail!.text).toContain('Innovation Commons');
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
