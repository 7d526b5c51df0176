import { describe, expect, it } from 'vitest';
import { campaignCreativeReport } from './campaign-creative-report.ts';
import { adReportDeps } from './testing/ad-report-deps.ts';
import { campaignFields, creativeFields, viewed } from './testing/campaign-builder.ts';

describe('campaignCreativeReport', () => {
  it("gives each creative its days and totals, computed by hand, and leaves the campaign's bare posts out", async () => {
    const { campaigns, stats, clock } = adReportDeps('2026-03-10T09:00:00.000Z');
    const campaign = await campaigns.create(
      campaignFields({ creatives: [creativeFields('a'), creativeFields('b')] }),
    );
    const [a, b] = campaign.creatives;
    const shown = (viewId: string, creativeId: string) =>
      viewed(viewId, { creativeId, expiresAt: new Date('2026-03-11T00:00:00.000Z') });
    const monday = new Date('2026-03-09T12:00:00.000Z');
    for (const id of ['1', '2', '3', '4'])
      await stats.recordImpression(campaign.id, monday, shown(id, a!.id));
    await stats.recordClick(campaign.id, clock.now(), shown('1', a!.id));
    await stats.recordImpression(campaign.id, clock.now(), shown('5', b!.id));
    await stats.recordImpression(campaign.id, clock.now());

    const report = await campaignCreativeReport({ campaigns, stats, clock }, campaign.id, {
      from: '2026-03-09',
      to: '2026-03-10',
    });

    expect(report).toMatchObject({ campaignId: campaign.id, from: '2026-03-09', to: '2026-03-10' });
    expect(report.creatives.map(({ altText, days, totals }) => ({ altText, days, totals }))).toEqual([
      {
        altText: 'a banner',
        // The click counts on its impression's day: 1 of 4 is 25 %.
        days: [
          { day: '2026-03-09', impressions: 4, clicks: 1, ctr: 25 },
          { day: '2026-03-10', impressions: 0, clicks: 0, ctr: 0 },
        ],
        totals: { impressions: 4, clicks: 1, ctr: 25 },
      },
      {
        altText: 'b banner',
        days: [
          { day: '2026-03-09', impressions: 0, clicks: 0, ctr: 0 },
          { day: '2026-03-10', impressions: 1, clicks: 0, ctr: 0 },
        ],
        totals: { impressions: 1, clicks: 0, ctr: 0 },
      },
    ]);
  });

  it('refuses an unknown campaign and a reversed range as the campaign report does', async () => {
    const deps = adReportDeps('2026-03-10T09:00:00.000Z');
    const { campaigns } = deps;
    const campaign = await campaigns.create(campaignFields());

    await expect(
      campaignCreativeReport(deps, '00000000-0000-4000-8000-0000000000ff', {}),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(
      campaignCreativeReport(deps, campaign.id, { from: '2026-03-10', to: '2026-03-01' }),
    ).rejects.toMatchObject({ code: 'VALIDATION' });
  });
});
