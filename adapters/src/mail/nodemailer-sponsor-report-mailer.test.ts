import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { WeeklySponsorReportMail } from '@commons/core/sponsors/sponsor-report-mailer';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../system/logger.ts';
import { NodemailerSponsorReportMailer } from './nodemailer-sponsor-report-mailer.ts';
import { directMailSettings } from './testing/direct-mail-settings.ts';
import { readOutbox } from './testing/read-outbox.ts';

const totals = { impressions: 1200, clicks: 30, filtered: 4, ctr: 2.5 };
const weekly = (linkToken: string | null): WeeklySponsorReportMail => ({
  to: 'ada@acme.example.org',
  contactName: 'Ada Obi',
  linkToken,
  report: {
    sponsorName: 'Acme Foundation',
    from: '2026-04-27',
    to: '2026-05-03',
    totals,
    campaigns: [
      { campaignId: 'c-1', name: 'Spring launch', from: '2026-04-27', to: '2026-05-03', days: [], totals },
    ],
  },
});

async function outboxMailer() {
  const outboxDir = path.join(await mkdtemp(path.join(tmpdir(), 'commons-outbox-')), 'outbox');
  const settings = directMailSettings({
    outboxDir,
    from: 'Innovation Commons <no-reply@commons.test>',
    siteName: 'Innovation Commons',
    publicUrl: 'https://commons.test',
  });
  return { mailer: new NodemailerSponsorReportMailer(settings, silentLogger), outboxDir };
}

describe('NodemailerSponsorReportMailer', () => {
  it("mails the contact last week's figures per campaign and the report link", async () => {
    const { mailer, outboxDir } = await outboxMailer();

    await mailer.sendWeeklyReport(weekly('tok_en'));

    const [mail] = await readOutbox(outboxDir);
    expect(mail?.subject).toBe('Acme Foundation: last week on Innovation Commons');
    expect(mail?.text).toContain('Hello Ada Obi,');
    expect(mail?.text).toContain('from 2026-04-27 to 2026-05-03');
    expect(mail?.text).toContain('Spring launch: 1,200 impressions, 30 clicks, CTR 2.50%');
    expect(mail?.text).toContain('https://commons.test/sponsor-report/tok_en');
    expect(mail?.html).toContain('https://commons.test/sponsor-report/tok_en');
  });

  it('leaves the link out for a sponsor without one', async () => {
    const { mailer, outboxDir } = await outboxMailer();

    await mailer.sendWeeklyReport(weekly(null));

    const [mail] = await readOutbox(outboxDir);
    expect(mail?.text).toContain('1,200 impressions');
    expect(mail?.text).not.toContain('/sponsor-report/');
  });
});
