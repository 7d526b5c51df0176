import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  summarizeContactInquiry,
  summarizeF100Application,
  summarizePartnershipInquiry,
} from '@commons/core/community/submission-summary';
import {
  aContactInquiry,
  anF100Application,
  aPartnershipInquiry,
} from '@commons/core/community/testing/submission-builders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../system/logger.ts';
import { NodemailerSubmissionMailer } from './nodemailer-submission-mailer.ts';
import { directMailSettings } from './testing/direct-mail-settings.ts';
import { readOutbox } from './testing/read-outbox.ts';
import { SmtpInbox } from './testing/smtp-inbox.ts';

async function outboxMailer() {
  const outboxDir = path.join(await mkdtemp(path.join(tmpdir(), 'commons-outbox-')), 'outbox');
  const settings = directMailSettings({
    outboxDir,
    from: 'Innovation Commons <no-reply@commons.test>',
    siteName: 'Innovation Commons',
    publicUrl: 'https://commons.test',
  });
  return { mailer: new NodemailerSubmissionMailer(settings, silentLogger), outboxDir };
}

describe('NodemailerSubmissionMailer over SMTP', () => {
  const server = new SmtpInbox();
  let port: number;
  beforeAll(async () => {
    port = await server.listen();
  });
  afterAll(() => server.close());

  it.each([
    summarizeF100Application(anF100Application()),
    summarizePartnershipInquiry(aPartnershipInquiry()),
    summarizeContactInquiry(aContactInquiry()),
  ])('lets the staff reply to the submitter of a $type straight from the notice', async (submission) => {
    server.mails.length = 0;
    const settings = directMailSettings({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      outboxDir: '/nonexistent',
      from: 'Innovation Commons <no-reply@commons.test>',
      // The site-wide Reply-To is for member mail: a notice names the submitter instead.
      replyTo: 'hello@commons.test',
      siteName: 'Innovation Commons',
      publicUrl: 'https://commons.test',
    });

    await new NodemailerSubmissionMailer(settings, silentLogger).notifyStaff(
      ['staff@commons.test'],
      submission,
    );

    const [mail] = server.mails;
    expect(mail?.replyTo?.value).toEqual([{ name: '', address: submission.email }]);
  });
});

describe('NodemailerSubmissionMailer', () => {
  it('tells each staff address who wrote, with a link to the submission in the console', async () => {
    const { mailer, outboxDir } = await outboxMailer();
    const inquiry = summarizePartnershipInquiry(aPartnershipInquiry());

    await mailer.notifyStaff(['a@commons.test', 'b@commons.test'], inquiry);

    const mails = await readOutbox(outboxDir);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.subject).toBe('New partnership inquiry: Kwame Mensah');
    expect(mails[0]?.replyTo?.text).toBe(inquiry.email);
    expect(mails[0]?.text).toContain('Savanna Energy Group');
    expect(mails[0]?.text).toContain(
      `https://commons.test/admin/dashboard?section=submissions&id=${inquiry.id}`,
    );
    expect(mails[0]?.html).toContain('Kwame Mensah');
  });

  it("names an F100 application with its capitals and the applicant's position as Position", async () => {
    const { mailer, outboxDir } = await outboxMailer();
    const application = summarizeF100Application(anF100Application());

    await mailer.notifyStaff(['a@commons.test'], application);

    const [mail] = await readOutbox(outboxDir);
    expect(mail?.subject).toBe(`New F100 application: ${application.name}`);
    expect(mail?.text).toContain('A new F100 application has arrived.');
    expect(mail?.text).toContain(`Position: ${application.subject}`);
    expect(mail?.text).not.toContain('Subject:');
  });

  it.each([
    [summarizeF100Application(anF100Application()), 'Application Submitted', 'within 2 weeks'],
    [summarizePartnershipInquiry(aPartnershipInquiry()), 'Partnership Inquiry Submitted', 'within 48 hours'],
    [summarizeContactInquiry(aContactInquiry()), 'Message received', 'as soon as we can'],
  ])('thanks the submitter of a %s in the spec words', async (submission, subject, promise) => {
    const { mailer, outboxDir } = await outboxMailer();

    await mailer.acknowledge(submission);

    const [mail] = await readOutbox(outboxDir);
    expect(mail?.subject).toBe(`${subject} - Innovation Commons`);
    expect(mail?.text).toContain(promise);
    expect(mail?.html).toContain(promise);
    expect(mail?.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : '').toBe(submission.email);
  });

  it('opens with the site words even when the name is hostile, and quotes the name after them', async () => {
    const { mailer, outboxDir } = await outboxMailer();
    const hostile = 'You won $5,000! Claim it at https://prize.example.net today';
    const inquiry = summarizeContactInquiry(aContactInquiry({ name: hostile }));

    await mailer.acknowledge(inquiry);

    const [mail] = await readOutbox(outboxDir);
    expect(mail?.subject).toBe('Message received - Innovation Commons');
    const text = mail?.text ?? '';
    expect(text.split('\n')[0]).toBe(
      'We have received your message. We will reply to your message as soon as we can.',
    );
    expect(text).toContain(`Sent under the name: “${hostile}”`);
    const html = mail?.html || '';
    expect(html.indexOf('We have received your message.')).toBeGreaterThan(-1);
    expect(html.indexOf('We have received your message.')).toBeLessThan(html.indexOf('prize.example.net'));
  });

  it('invites an accepted F100 applicant to the free sign-up, prefilled with their address and name', async () => {
    const { mailer, outboxDir } = await outboxMailer();
    const application = summarizeF100Application(anF100Application());

    await mailer.inviteToSignUp(application);

    const [mail] = await readOutbox(outboxDir);
    const signUp = new URL('/checkout', 'https://commons.test');
    signUp.search = new URLSearchParams({
      tier: 'explorer',
      email: application.email,
      name: application.name,
    }).toString();
    expect(mail?.subject).toBe('Your F100 application is accepted - Innovation Commons');
    expect(mail?.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : '').toBe(application.email);
    expect(mail?.text).toContain(signUp.toString());
    expect(mail?.html).toContain('Create your account');
  });
});
