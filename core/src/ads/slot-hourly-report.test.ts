import { describe, expect, it } from 'vitest';
import { adSlotIds } from './ad-campaign.ts';
import { slotHourlyReport } from './slot-hourly-report.ts';
import { adReportDeps } from './testing/ad-report-deps.ts';
import { campaignFields, viewed } from './testing/campaign-builder.ts';

describe('slotHourlyReport', () => {
  it("adds up each slot's campaigns per hour over the last 48, computed by hand, with every slot listed", async () => {
    const { campaigns, stats, clock } = adReportDeps('2026-03-10T09:20:00.000Z');
    const first = await campaigns.create(campaignFields({ slotId: 'dashboard-primary' }));
    const second = await campaigns.create(campaignFields({ slotId: 'dashboard-primary' }));
    const view = (viewId: string) => viewed(viewId, { expiresAt: new Date('2026-03-11') });
    const eightOClock = new Date('2026-03-10T08:40:00.000Z');
    for (const id of ['a', 'b', 'c']) await stats.recordImpression(first.id, eightOClock, view(id));
    await stats.recordImpression(second.id, eightOClock, view('d'));
    await stats.recordClick(first.id, clock.now(), view('a'));
    await stats.recordImpression(second.id, clock.now(), { as: 'filtered' });
    // One hour before the report starts: left out.
    await stats.recordImpression(first.id, new Date('2026-03-08T09:10:00.000Z'));

    const report = await slotHourlyReport({ stats, clock });

    expect(report).toMatchObject({ from: '2026-03-08T10:00:00.000Z', to: '2026-03-10T09:00:00.000Z' });
    expect(report.slots.map((slot) => slot.slotId)).toEqual(adSlotIds);
    const [primary, secondary] = report.slots;
    expect(primary!.hours).toHaveLength(48);
    expect(primary!.hours.slice(-2)).toEqual([
      // 4 impressions (3 + 1), the click in its impression's hour: 25 %.
      { hour: '2026-03-10T08:00:00.000Z', impressions: 4, clicks: 1, filtered: 0, ctr: 25 },
      { hour: '2026-03-10T09:00:00.000Z', impressions: 0, clicks: 0, filtered: 1, ctr: 0 },
    ]);
    expect(primary!.totals).toEqual({ impressions: 4, clicks: 1, filtered: 1, ctr: 25 });
    expect(secondary!.totals).toEqual({ impressions: 0, clicks: 0, filtered: 0, ctr: 0 });
  });
});
