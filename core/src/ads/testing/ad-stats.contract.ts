import { describe, expect, it } from 'vitest';
import type { AdCampaignRepository } from '../ad-campaign-repository.ts';
import type { AdStats } from '../ad-stats.ts';
import { campaignFields } from './campaign-builder.ts';

const unknownId = '00000000-0000-4000-8000-0000000000ff';
const monday = new Date('2026-03-02T10:00:00.000Z');
const tuesday = new Date('2026-03-03T23:59:59.000Z');

/** The behaviour every AdStats must have; `campaigns` is the store whose counters it increments. */
export function adStatsContract(
  name: string,
  create: () => Promise<{ campaigns: AdCampaignRepository; stats: AdStats }>,
): void {
  describe(`AdStats contract: ${name}`, () => {
    it('counts impressions and clicks on the campaign and in its bucket for the UTC day', async () => {
      const { campaigns, stats } = await create();
      const campaign = await campaigns.create(campaignFields());
      const other = await campaigns.create(campaignFields());

      await stats.recordImpression(campaign.id, monday);
      await stats.recordImpression(campaign.id, monday);
      await stats.recordClick(campaign.id, monday);
      await stats.recordImpression(campaign.id, tuesday);
      await stats.recordImpression(other.id, tuesday);

      expect(await campaigns.findById(campaign.id)).toMatchObject({ impressions: 3, clicks: 1 });
      expect(await campaigns.findById(other.id)).toMatchObject({ impressions: 1, clicks: 0 });
      expect(await stats.daily(campaign.id, { from: '2026-03-01', to: '2026-03-31' })).toEqual([
        { day: '2026-03-02', impressions: 2, clicks: 1 },
        { day: '2026-03-03', impressions: 1, clicks: 0 },
      ]);
    });

    it('returns only the buckets within the range, both ends included', async () => {
      const { campaigns, stats } = await create();
      const campaign = await campaigns.create(campaignFields());
      for (const day of ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04']) {
        await stats.recordImpression(campaign.id, new Date(`${day}T12:00:00Z`));
      }

      const days = await stats.daily(campaign.id, { from: '2026-03-02', to: '2026-03-03' });

      expect(days.map((stat) => stat.day)).toEqual(['2026-03-02', '2026-03-03']);
    });

    it('answers NOT_FOUND for an unknown or malformed campaign id', async () => {
      const { stats } = await create();
      for (const id of [unknownId, 'not-a-uuid']) {
        await expect(stats.recordImpression(id, monday)).rejects.toMatchObject({ code: 'NOT_FOUND' });
        await expect(stats.recordClick(id, monday)).rejects.toMatchObject({ code: 'NOT_FOUND' });
      }
    });

    it('forgets the buckets of a deleted campaign', async () => {
      const { campaigns, stats } = await create();
      const campaign = await campaigns.create(campaignFields());
      await stats.recordClick(campaign.id, monday);

      await campaigns.delete(campaign.id);

      expect(await stats.daily(campaign.id, { from: '2026-01-01', to: '2026-12-31' })).toEqual([]);
    });

    it('counts every one of 1,000 concurrent impressions and clicks exactly', async () => {
      const { campaigns, stats } = await create();
      const campaign = await campaigns.create(campaignFields());

      await Promise.all([
        ...Array.from({ length: 1000 }, () => stats.recordImpression(campaign.id, monday)),
        ...Array.from({ length: 250 }, () => stats.recordClick(campaign.id, monday)),
      ]);

      expect(await campaigns.findById(campaign.id)).toMatchObject({ impressions: 1000, clicks: 250 });
      expect(await stats.daily(campaign.id, { from: '2026-03-02', to: '2026-03-02' })).toEqual([
        { day: '2026-03-02', impressions: 1000, clicks: 250 },
      ]);
    });
  });
}
