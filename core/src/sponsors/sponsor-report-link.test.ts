import { describe, expect, it } from 'vitest';
import { campaignFields } from '../ads/testing/campaign-builder.ts';
import { InMemoryAdCampaignRepository } from '../ads/testing/in-memory-ad-campaign-repository.ts';
import { InMemoryAdStats } from '../ads/testing/in-memory-ad-stats.ts';
import { InMemoryAuditLog } from '../audit/testing/in-memory-audit-log.ts';
import { FixedClock } from '../shared/testing/fixed-clock.ts';
import { InMemoryTransactions } from '../shared/testing/in-memory-transactions.ts';
import { issueSponsorReportLink } from './issue-sponsor-report-link.ts';
import { revokeSponsorReportLink } from './revoke-sponsor-report-link.ts';
import { sponsorReport } from './sponsor-report.ts';
import { InMemorySponsorReportLinks } from './testing/in-memory-sponsor-report-links.ts';
import { InMemorySponsorRepository } from './testing/in-memory-sponsor-repository.ts';
import { sponsorFields } from './testing/sponsor-builder.ts';

const adminId = '00000000-0000-4000-8000-00000000a0a0';

async function setup() {
  const clock = new FixedClock('2026-04-10T12:00:00.000Z');
  const campaigns = new InMemoryAdCampaignRepository(clock);
  const sponsors = new InMemorySponsorRepository(clock, campaigns);
  const transactions = new InMemoryTransactions();
  const auditLog = new InMemoryAuditLog({ clock, transactions });
  const links = new InMemorySponsorReportLinks();
  const stats = new InMemoryAdStats(campaigns);
  const acme = await sponsors.create(sponsorFields({ name: 'Acme' }));
  const other = await sponsors.create(sponsorFields({ name: 'Other' }));
  const deps = { sponsors, campaigns, stats, links, clock, auditLog, transactions };
  return { ...deps, deps, acme, other };
}

describe('the sponsor report link', () => {
  it("shows the sponsor's own campaigns with each day's figures and the totals, computed by hand", async () => {
    const { deps, campaigns, stats, clock, acme, other } = await setup();
    const spring = await campaigns.create(campaignFields({ sponsorId: acme.id, name: 'Spring' }));
    const autumn = await campaigns.create(campaignFields({ sponsorId: acme.id, name: 'Autumn' }));
    const foreign = await campaigns.create(campaignFields({ sponsorId: other.id, name: 'Foreign' }));
    const yesterday = new Date('2026-04-09T08:00:00.000Z');
    const view = (viewId: string) =>
      ({ as: 'view', view: { viewId, viewerId: viewId, expiresAt: new Date('2026-05-01') } }) as const;
    for (const id of ['a', 'b', 'c', 'd']) await stats.recordImpression(spring.id, yesterday, view(id));
    await stats.recordClick(spring.id, yesterday, view('a'));
    await stats.recordImpression(spring.id, clock.now(), { as: 'filtered' });
    await stats.recordImpression(autumn.id, clock.now());
    await stats.recordImpression(foreign.id, clock.now());

    const { token } = await issueSponsorReportLink(deps, acme.id, adminId);
    const report = await sponsorReport(deps, token);

    expect(report).toMatchObject({ sponsorName: 'Acme', from: '2026-03-12', to: '2026-04-10' });
    expect(report.campaigns.map((campaign) => campaign.name).sort()).toEqual(['Autumn', 'Spring']);
    const springReport = report.campaigns.find((campaign) => campaign.name === 'Spring')!;
    expect(springReport.days).toHaveLength(30);
    expect(springReport.days.slice(-2)).toEqual([
      { day: '2026-04-09', impressions: 4, clicks: 1, filtered: 0, ctr: 25 },
      { day: '2026-04-10', impressions: 0, clicks: 0, filtered: 1, ctr: 0 },
    ]);
    // 5 impressions (4 + 1), 1 click: 20 % of them.
    expect(report.totals).toEqual({ impressions: 5, clicks: 1, filtered: 1, ctr: 20 });
  });

  it('makes the old link 404 when a new one is issued, and the new one 404 once revoked', async () => {
    const { deps, acme } = await setup();
    const first = await issueSponsorReportLink(deps, acme.id, adminId);
    const second = await issueSponsorReportLink(deps, acme.id, adminId);

    await expect(sponsorReport(deps, first.token)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await sponsorReport(deps, second.token)).sponsorName).toBe('Acme');

    await revokeSponsorReportLink(deps, acme.id, adminId);
    await expect(sponsorReport(deps, second.token)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'This report link does not exist or has been revoked',
    });
    await expect(sponsorReport(deps, '')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it("answers NOT_FOUND for a changed tag, another sponsor's link id or a token signed under another key", async () => {
    const { deps, links, acme, other } = await setup();
    const { token } = await issueSponsorReportLink(deps, acme.id, adminId);
    const { token: otherToken } = await issueSponsorReportLink(deps, other.id, adminId);
    const [acmeLink, acmeTag] = token.split('.');
    const [otherLink] = otherToken.split('.');
    const signedElsewhere = (await links.withKey('another-key').currentToken(acme.id))!;

    for (const forged of [`${acmeLink}.${acmeTag}x`, `${otherLink}.${acmeTag}`, signedElsewhere]) {
      await expect(sponsorReport(deps, forged)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await sponsorReport(deps, token)).sponsorName).toBe('Acme');
  });

  it('records who issued and revoked the link, once each', async () => {
    const { deps, auditLog, acme } = await setup();

    await issueSponsorReportLink(deps, acme.id, adminId);
    await revokeSponsorReportLink(deps, acme.id, adminId);
    await revokeSponsorReportLink(deps, acme.id, adminId);

    const { entries } = await auditLog.list({ kind: 'sponsor', limit: 10, offset: 0 });
    expect(entries.map(({ action, actor }) => [action, actor.id]).sort()).toEqual([
      ['sponsor.report-link-issued', adminId],
      ['sponsor.report-link-revoked', adminId],
    ]);
  });

  it('refuses an unknown sponsor', async () => {
    const { deps } = await setup();
    const unknown = '00000000-0000-4000-8000-0000000000ff';

    await expect(issueSponsorReportLink(deps, unknown, adminId)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(revokeSponsorReportLink(deps, unknown, adminId)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
