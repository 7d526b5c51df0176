import { describe, expect, it } from 'vitest';
import { campaignFields } from '../ads/testing/campaign-builder.ts';
import { InMemoryAdCampaignRepository } from '../ads/testing/in-memory-ad-campaign-repository.ts';
import { InMemoryAdStats } from '../ads/testing/in-memory-ad-stats.ts';
import { FixedClock } from '../shared/testing/fixed-clock.ts';
import { InMemoryTransactions } from '../shared/testing/in-memory-transactions.ts';
import { lastWeek, sendWeeklySponsorReports } from './send-weekly-sponsor-reports.ts';
import { sponsorReport } from './sponsor-report.ts';
import { InMemorySponsorReportLinks } from './testing/in-memory-sponsor-report-links.ts';
import { InMemorySponsorReportMailer } from './testing/in-memory-sponsor-report-mailer.ts';
import { InMemorySponsorRepository } from './testing/in-memory-sponsor-repository.ts';
import { InMemoryWeeklyReportClaims } from './testing/in-memory-weekly-report-claims.ts';
import { sponsorFields } from './testing/sponsor-builder.ts';

// A Wednesday: last week ran from Monday 2026-04-27 to Sunday 2026-05-03.
const wednesday = '2026-05-06T09:00:00.000Z';

async function setup() {
  const clock = new FixedClock(wednesday);
  const campaigns = new InMemoryAdCampaignRepository(clock);
  const sponsors = new InMemorySponsorRepository(clock, campaigns);
  const stats = new InMemoryAdStats(campaigns);
  const links = new InMemorySponsorReportLinks();
  const mailer = new InMemorySponsorReportMailer();
  const transactions = new InMemoryTransactions();
  const claims = new InMemoryWeeklyReportClaims(transactions);
  const deps = { sponsors, campaigns, stats, links, mailer, claims, transactions, clock };
  return { ...deps, deps };
}

describe('lastWeek', () => {
  it('is the Monday to Sunday before the current week, whatever day it is', () => {
    const week = { from: '2026-04-27', to: '2026-05-03' };
    expect(lastWeek(new Date('2026-05-04T00:00:00.000Z'))).toEqual(week);
    expect(lastWeek(new Date(wednesday))).toEqual(week);
    expect(lastWeek(new Date('2026-05-10T23:59:59.000Z'))).toEqual(week);
  });
});

describe('sendWeeklySponsorReports', () => {
  it("mails last week's figures once per sponsor and week, however often it looks", async () => {
    const { deps, sponsors, campaigns, stats, mailer, clock } = await setup();
    const acme = await sponsors.create(sponsorFields({ name: 'Acme', weeklyReport: true }));
    const quiet = await sponsors.create(sponsorFields({ name: 'Quiet', weeklyReport: false }));
    const campaign = await campaigns.create(campaignFields({ sponsorId: acme.id, name: 'Spring' }));
    await campaigns.create(campaignFields({ sponsorId: quiet.id }));
    // Two impressions last Thursday, one this week (not last week's).
    await stats.recordImpression(campaign.id, new Date('2026-04-30T10:00:00.000Z'));
    await stats.recordImpression(campaign.id, new Date('2026-04-30T11:00:00.000Z'));
    await stats.recordImpression(campaign.id, new Date('2026-05-05T10:00:00.000Z'));

    expect(await sendWeeklySponsorReports(deps)).toBe(1);
    clock.advanceSeconds(3600);
    expect(await sendWeeklySponsorReports(deps)).toBe(0);

    expect(mailer.sent).toHaveLength(1);
    const [mail] = mailer.sent;
    expect(mail).toMatchObject({ to: acme.contactEmail, contactName: acme.contactName, linkToken: null });
    expect(mail!.report).toMatchObject({
      sponsorName: 'Acme',
      from: '2026-04-27',
      to: '2026-05-03',
      totals: { impressions: 2, clicks: 0, filtered: 0, ctr: 0 },
    });
    clock.set('2026-05-11T08:00:00.000Z');
    expect(await sendWeeklySponsorReports(deps)).toBe(1);
  });

  it('carries the link the sponsor already has, which still opens the report after the mail', async () => {
    const { deps, sponsors, campaigns, links, mailer, clock } = await setup();
    const acme = await sponsors.create(sponsorFields({ name: 'Acme', weeklyReport: true }));
    await campaigns.create(campaignFields({ sponsorId: acme.id }));
    const bookmarked = await links.issue(acme.id, new Date('2026-04-01'));

    await sendWeeklySponsorReports(deps);
    clock.set('2026-05-11T08:00:00.000Z');
    await sendWeeklySponsorReports(deps);

    expect(mailer.sent.map((mail) => mail.linkToken)).toEqual([bookmarked, bookmarked]);
    expect((await sponsorReport(deps, bookmarked)).sponsorName).toBe('Acme');
    expect(await links.issuedAt(acme.id)).toEqual(new Date('2026-04-01'));
  });

  it("carries no link once the sponsor's link is revoked", async () => {
    const { deps, sponsors, campaigns, links, mailer } = await setup();
    const acme = await sponsors.create(sponsorFields({ name: 'Acme', weeklyReport: true }));
    await campaigns.create(campaignFields({ sponsorId: acme.id }));
    await links.issue(acme.id, new Date('2026-04-01'));
    await links.revoke(acme.id);

    await sendWeeklySponsorReports(deps);

    expect(mailer.sent.map((mail) => mail.linkToken)).toEqual([null]);
    expect(await links.currentToken(acme.id)).toBeNull();
  });

  it('skips a sponsor with no campaigns, and one whose mail could not be queued is tried again', async () => {
    const { deps, sponsors, campaigns, mailer } = await setup();
    const acme = await sponsors.create(sponsorFields({ name: 'Acme', weeklyReport: true }));
    expect(await sendWeeklySponsorReports(deps)).toBe(0);
    await campaigns.create(campaignFields({ sponsorId: acme.id }));
    const failing = { sendWeeklyReport: () => Promise.reject(new Error('outbox unavailable')) };

    await expect(sendWeeklySponsorReports({ ...deps, mailer: failing })).rejects.toThrow(
      'outbox unavailable',
    );

    expect(await sendWeeklySponsorReports(deps)).toBe(1);
    expect(mailer.sent).toHaveLength(1);
  });
});
