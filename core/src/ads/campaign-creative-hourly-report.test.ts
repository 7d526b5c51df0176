import { describe, expect, it } from 'vitest';
import { campaignCreativeHourlyReport } from './campaign-creative-hourly-report.ts';
import { adReportDeps } from './testing/ad-report-deps.ts';
import { campaignFields, creativeFields, viewed } from './testing/campaign-builder.ts';

describe('campaignCreativeHourlyReport', () => {
  it("gives each creative its last 48 hours and totals, computed by hand, and leaves the campaign's bare posts out", async () => {
    const { campaigns, stats, clock } = adReportDeps('2026-03-10T09:20:00.000Z');
    const campaign = await campaigns.create(
      campaignFields({ creatives: [creativeFields('a'), creativeFields('b')] }),
    );
    const [a, b] = campaign.creatives;
    const shown = (viewId: string, creativeId: string) =>
      viewed(viewId, { creativeId, expiresAt: new Date('2026-03-11T00:00:00.000Z') });
    const eightOClock = new Date('2026-03-10T08:40:00.000Z');
    for (const id of ['1', '2', '3', '4'])
      await stats.recordImpression(campaign.id, eightOClock, shown(id, a!.id));
    await stats.recordClick(campaign.id, clock.now(), shown('1', a!.id));
    await stats.recordImpression(campaign.id, clock.now(), shown('5', b!.id));
    await stats.recordImpression(campaign.id, clock.now());
    // One hour before the report starts: left out.
    await stats.recordImpression(campaign.id, new Date('2026-03-08T09:10:00.000Z'), shown('6', b!.id));

    const report = await campaignCreativeHourlyReport({ campaigns, stats, clock }, campaign.id);

    expect(report).toMatchObject({
      campaignId: campaign.id,
      from: '2026-03-08T10:00:00.000Z',
      to: '2026-03-10T09:00:00.000Z',
    });
    expect(report.creatives.map((creative) => creative.hours.length)).toEqual([48, 48]);
    expect(
      report.creatives.map(({ altText, hours, totals }) => ({ altText, last: hours.slice(-2), totals })),
    ).toEqual([
      {
        altText: 'a banner',
        // The click counts in its impression's hour: 1 of 4 is 25 %.
        last: [
          { hour: '2026-03-10T08:00:00.000Z', impressions: 4, clicks: 1, ctr: 25 },
          { hour: '2026-03-10T09:00:00.000Z', impressions: 0, clicks: 0, ctr: 0 },
        ],
        totals: { impressions: 4, clicks: 1, ctr: 25 },
      },
      {
        altText: 'b banner',
        last: [
          { hour: '2026-03-10T08:00:00.000Z', impressions: 0, clicks: 0, ctr: 0 },
          { hour: '2026-03-10T09:00:00.000Z', impressions: 1, clicks: 0, ctr: 0 },
        ],
        totals: { impressions: 1, clicks: 0, ctr: 0 },
      },
    ]);
  });

  it('refuses an unknown campaign', async () => {
    await expect(
      campaignCreativeHourlyReport(
        adReportDeps('2026-03-10T09:00:00.000Z'),
        '00000000-0000-4000-8000-0000000000ff',
      ),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
