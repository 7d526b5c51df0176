import { describe, expect, it } from 'vitest';
import { campaignHourlyReport } from './campaign-hourly-report.ts';
import { adReportDeps } from './testing/ad-report-deps.ts';
import { campaignFields, viewed } from './testing/campaign-builder.ts';

describe('campaignHourlyReport', () => {
  it('gives the last 48 hours, the current one last, with figures computed by hand', async () => {
    const deps = adReportDeps('2026-03-10T09:20:00.000Z');
    const { campaigns, stats, clock } = deps;
    const campaign = await campaigns.create(campaignFields());
    const view = (viewId: string) => viewed(viewId, { expiresAt: new Date('2026-03-11') });
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
