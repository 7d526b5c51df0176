import { describe, expect, it } from 'vitest';
import { FixedClock } from '../shared/testing/fixed-clock.ts';
import { campaignHourlyReport } from './campaign-hourly-report.ts';
import { campaignFields } from './testing/campaign-builder.ts';
import { InMemoryAdCampaignRepository } from './testing/in-memory-ad-campaign-repository.ts';
import { InMemoryAdStats } from './testing/in-memory-ad-stats.ts';

describe('campaignHourlyReport', () => {
  it('gives the last 48 hours, the current one last, with figures computed by hand', async () => {
    const clock = new FixedClock('2026-03-10T09:20:00.000Z');
    const campaigns = new InMemoryAdCampaignRepository(clock);
    const stats = new InMemoryAdStats(campaigns);
    const deps = { campaigns, stats, clock };
    const campaign = await campaigns.create(campaignFields());
    const view = (viewId: string) =>
      ({ as: 'view', view: { viewId, viewerId: viewId, expiresAt: new Date('2026-03-11') } }) as const;
    const eightOClock = new Date('2026-03-10T08:40:00.000Z');
    for (const id of ['a', 'b', 'c', 'd', 'e'])
      await stats.recordImpression(campaign.id, eightOClock, view(id));
    await stats.recordClick(campaign.id, clock.now(), view('a'));
    await stats.recordImpression(campaign.id, clock.now(), { as: 'filtered' });
    // Two days ago, one hour before the report starts: left out.
    await stats.recordImpression(campaign.id, new Date('2026-03-08T09:10:00.000Z'));

    const report = await campaignHourlyReport(deps, campaign.id);

    expect(report).toMatchObject({ from: '2026-03-08T10:00:00.000Z', to: '2026-03-10T09:00:00.000Z' });
    expect(report.hours).toHaveLength(48);
    expect(report.hours.slice(-2)).toEqual([
      // The click counts in its impression's hour: 1 of 5 is 20 %.
      { hour: '2026-03-10T08:00:00.000Z', impressions: 5, clicks: 1, filtered: 0, ctr: 20 },
      { hour: '2026-03-10T09:00:00.000Z', impressions: 0, clicks: 0, filtered: 1, ctr: 0 },
    ]);
    expect(report.totals).toEqual({ impressions: 5, clicks: 1, filtered: 1, ctr: 20 });
    await expect(campaignHourlyReport(deps, '00000000-0000-4000-8000-0000000000ff')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
