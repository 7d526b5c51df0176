import { describe, expect, it } from 'vitest';
import { slotReport } from './slot-report.ts';
import { adReportDeps } from './testing/ad-report-deps.ts';
import { campaignFields, viewed } from './testing/campaign-builder.ts';

describe('slotReport', () => {
  it("adds up each slot's campaigns per day, computed by hand, with every slot listed", async () => {
    const { campaigns, stats, clock } = adReportDeps('2026-03-10T09:00:00.000Z');
    const first = await campaigns.create(campaignFields({ slotId: 'dashboard-primary' }));
    const second = await campaigns.create(campaignFields({ slotId: 'dashboard-primary' }));
    const view = (viewId: string) => viewed(viewId, { expiresAt: new Date('2026-03-11') });
    for (const id of ['a', 'b', 'c']) await stats.recordImpression(first.id, clock.now(), view(id));
    await stats.recordImpression(second.id, clock.now(), view('d'));
    await stats.recordClick(first.id, clock.now(), view('a'));
    await stats.recordImpression(second.id, clock.now(), { as: 'filtered' });

    const report = await slotReport({ stats, clock }, { from: '2026-03-09', to: '2026-03-10' });

    expect(report.slots.map((slot) => slot.slotId)).toEqual([
      'dashboard-primary',
      'dashboard-secondary',
      'dashboard-community',
      'dashboard-footer',
      'knowledge-list',
      'article-footer',
    ]);
    expect(report.slots[0]).toEqual({
      slotId: 'dashboard-primary',
      days: [
        { day: '2026-03-09', impressions: 0, clicks: 0, filtered: 0, ctr: 0 },
        // 4 impressions (3 + 1), 1 click: 25 %.
        { day: '2026-03-10', impressions: 4, clicks: 1, filtered: 1, ctr: 25 },
      ],
      totals: { impressions: 4, clicks: 1, filtered: 1, ctr: 25 },
    });
    expect(report.slots[1]!.totals).toEqual({ impressions: 0, clicks: 0, filtered: 0, ctr: 0 });
    await expect(
      slotReport({ stats, clock }, { from: '2026-03-10', to: '2026-03-01' }),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
    });
  });
});
