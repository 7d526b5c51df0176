import { describe, expect, it } from 'vitest';
import type { AdCampaignRepository } from '../ad-campaign-repository.ts';
import type { AdStats } from '../ad-stats.ts';
import { campaignFields, creativeFields, viewed } from './campaign-builder.ts';

const unknownId = '00000000-0000-4000-8000-0000000000ff';
const monday = new Date('2026-03-02T10:00:00.000Z');
const tuesday = new Date('2026-03-03T23:59:59.000Z');
const later = new Date('2026-03-02T10:30:00.000Z');

function view(viewId: string, viewerId = 'viewer-1', expiresAt = later) {
  return { as: 'view', view: { viewId, expiresAt, viewerId } } as const;
}

const filtered = { as: 'filtered' } as const;

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
      await stats.recordImpression(campaign.id, monday, view('a'));
      await stats.recordClick(campaign.id, monday, view('a'));
      await stats.recordImpression(campaign.id, tuesday);
      await stats.recordImpression(other.id, tuesday);

      expect(await campaigns.findById(campaign.id)).toMatchObject({ impressions: 3, clicks: 1 });
      expect(await campaigns.findById(other.id)).toMatchObject({ impressions: 1, clicks: 0 });
      expect(await stats.daily(campaign.id, { from: '2026-03-01', to: '2026-03-31' })).toEqual([
        { day: '2026-03-02', impressions: 2, clicks: 1, filtered: 0 },
        { day: '2026-03-03', impressions: 1, clicks: 0, filtered: 0 },
      ]);
    });

    it("counts a view's impression and click on its creative too; a bare post only on the campaign", async () => {
      const { campaigns, stats } = await create();
      const campaign = await campaigns.create(
        campaignFields({ creatives: [creativeFields('a'), creativeFields('b')] }),
      );
      const [a, b] = campaign.creatives;
      const shown = (viewId: string, creativeId: string) => viewed(viewId, { expiresAt: later, creativeId });

      await Promise.all([
        stats.recordImpression(campaign.id, monday, shown('1', a!.id)),
        stats.recordImpression(campaign.id, monday, shown('2', a!.id)),
        stats.recordImpression(campaign.id, monday, shown('3', b!.id)),
        stats.recordImpression(campaign.id, monday, shown('3', b!.id)),
        stats.recordImpression(campaign.id, monday),
      ]);
      await stats.recordClick(campaign.id, monday, shown('1', a!.id));

      const counted = await campaigns.findById(campaign.id);
      expect(counted).toMatchObject({ impressions: 4, clicks: 1 });
      expect(counted!.creatives.map(({ impressions, clicks }) => [impressions, clicks])).toEqual([
        [2, 1],
        [1, 0],
      ]);
      expect(await stats.creativeDaily(campaign.id, { from: '2026-03-02', to: '2026-03-02' })).toEqual([
        { creativeId: a!.id, day: '2026-03-02', impressions: 2, clicks: 1 },
        { creativeId: b!.id, day: '2026-03-02', impressions: 1, clicks: 0 },
      ]);
      expect(await stats.creativeDaily(campaign.id, { from: '2026-03-03', to: '2026-03-09' })).toEqual([]);
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
        await expect(stats.recordClick(id, monday, view('a'))).rejects.toMatchObject({ code: 'NOT_FOUND' });
      }
    });

    it('forgets the buckets of a deleted campaign', async () => {
      const { campaigns, stats } = await create();
      const campaign = await campaigns.create(campaignFields());
      await stats.recordImpression(campaign.id, monday, view('a'));
      await stats.recordClick(campaign.id, monday, view('a'));

      await campaigns.delete(campaign.id);

      expect(await stats.daily(campaign.id, { from: '2026-01-01', to: '2026-12-31' })).toEqual([]);
    });

    it('counts every one of 1,000 concurrent impressions and 250 concurrent clicks exactly', async () => {
      const { campaigns, stats } = await create();
      const campaign = await campaigns.create(campaignFields());

      await Promise.all([
        ...Array.from({ length: 500 }, () => stats.recordImpression(campaign.id, monday)),
        ...Array.from({ length: 500 }, (_, index) =>
          stats.recordImpression(campaign.id, monday, view(`v${index}`, `viewer-${index}`)),
        ),
      ]);
      await Promise.all(
        Array.from({ length: 250 }, (_, index) => stats.recordClick(campaign.id, monday, view(`v${index}`))),
      );

      expect(await campaigns.findById(campaign.id)).toMatchObject({ impressions: 1000, clicks: 250 });
      expect(await stats.daily(campaign.id, { from: '2026-03-02', to: '2026-03-02' })).toEqual([
        { day: '2026-03-02', impressions: 1000, clicks: 250, filtered: 0 },
      ]);
    });

    it('counts a view once, however often and however concurrently it is posted', async () => {
      const { campaigns, stats } = await create();
      const campaign = await campaigns.create(campaignFields());

      const first = await Promise.all(
        Array.from({ length: 20 }, () => stats.recordImpression(campaign.id, monday, view('a'))),
      );
      const again = await stats.recordImpression(campaign.id, monday, view('a'));
      await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          stats.recordImpression(campaign.id, monday, view(`${index}`, `viewer-${index}`)),
        ),
      );

      expect(first.filter(Boolean)).toHaveLength(1);
      expect(again).toBe(false);
      expect(await campaigns.findById(campaign.id)).toMatchObject({ impressions: 51 });
    });

    it('counts the click of a view once, however often and however concurrently it is posted', async () => {
      const { campaigns, stats } = await create();
      const campaign = await campaigns.create(campaignFields());
      await stats.recordImpression(campaign.id, monday, view('a'));

      const clicks = await Promise.all(
        Array.from({ length: 20 }, () => stats.recordClick(campaign.id, monday, view('a'))),
      );
      const again = await stats.recordClick(campaign.id, monday, view('a'));

      expect(clicks.filter(Boolean)).toHaveLength(1);
      expect(again).toBe(false);
      expect(await campaigns.findById(campaign.id)).toMatchObject({ impressions: 1, clicks: 1 });
      expect(await stats.daily(campaign.id, { from: '2026-03-02', to: '2026-03-02' })).toEqual([
        { day: '2026-03-02', impressions: 1, clicks: 1, filtered: 0 },
      ]);
    });

    it('filters the click of a view whose impression did not count, and counts nothing for it', async () => {
      const { campaigns, stats } = await create();
      const campaign = await campaigns.create(campaignFields());
      await stats.recordImpression(campaign.id, monday);

      expect(await stats.recordClick(campaign.id, monday, view('never-shown'))).toBe(false);
      expect(await stats.recordClick(campaign.id, monday, filtered)).toBe(false);

      expect(await campaigns.findById(campaign.id)).toMatchObject({ impressions: 1, clicks: 0 });
      expect(await stats.daily(campaign.id, { from: '2026-03-02', to: '2026-03-02' })).toEqual([
        { day: '2026-03-02', impressions: 1, clicks: 0, filtered: 2 },
      ]);
    });

    it('counts a click on the day its impression counted on, so no day has more clicks than impressions', async () => {
      const { campaigns, stats } = await create();
      const campaign = await campaigns.create(campaignFields());
      const lateMonday = new Date('2026-03-02T23:50:00.000Z');
      const earlyTuesday = new Date('2026-03-03T00:10:00.000Z');
      const expiry = new Date('2026-03-03T00:20:00.000Z');
      await stats.recordImpression(campaign.id, lateMonday, view('a', 'ann', expiry));

      expect(await stats.recordClick(campaign.id, earlyTuesday, view('a', 'ann', expiry))).toBe(true);

      expect(await stats.daily(campaign.id, { from: '2026-03-01', to: '2026-03-31' })).toEqual([
        { day: '2026-03-02', impressions: 1, clicks: 1, filtered: 0 },
      ]);
    });

    it('adds filtered events to the day only', async () => {
      const { campaigns, stats } = await create();
      const campaign = await campaigns.create(campaignFields());

      expect(await stats.recordImpression(campaign.id, monday, filtered)).toBe(false);
      await stats.recordClick(campaign.id, monday, filtered);
      await stats.recordImpression(campaign.id, monday);

      expect(await campaigns.findById(campaign.id)).toMatchObject({ impressions: 1, clicks: 0 });
      expect(await stats.daily(campaign.id, { from: '2026-03-02', to: '2026-03-02' })).toEqual([
        { day: '2026-03-02', impressions: 1, clicks: 0, filtered: 2 },
      ]);
    });

    it('answers NOT_FOUND and counts nothing for a paused campaign or one outside its dates', async () => {
      const { campaigns, stats } = await create();
      const paused = await campaigns.create(campaignFields({ status: 'paused' }));
      const ended = await campaigns.create(campaignFields({ endAt: monday }));
      const early = await campaigns.create(campaignFields({ startAt: tuesday }));

      for (const campaign of [paused, ended, early]) {
        for (const count of [undefined, view(campaign.id), filtered]) {
          await expect(stats.recordImpression(campaign.id, monday, count)).rejects.toMatchObject({
            code: 'NOT_FOUND',
          });
          await expect(stats.recordClick(campaign.id, monday, count ?? filtered)).rejects.toMatchObject({
            code: 'NOT_FOUND',
          });
        }
        expect(await campaigns.findById(campaign.id)).toMatchObject({ impressions: 0, clicks: 0 });
        expect(await stats.daily(campaign.id, { from: '2026-03-01', to: '2026-03-31' })).toEqual([]);
      }
      // The view of a refused event was not spent.
      await campaigns.update(paused.id, { status: 'active' });
      expect(await stats.recordImpression(paused.id, monday, view(paused.id))).toBe(true);
    });

    it("counts a viewer's impressions per day for campaigns with a frequency cap", async () => {
      const { campaigns, stats } = await create();
      const capped = await campaigns.create(campaignFields({ frequencyCap: 3 }));
      const open = await campaigns.create(campaignFields());

      await stats.recordImpression(capped.id, monday, view('1', 'ann'));
      await stats.recordImpression(capped.id, monday, view('2', 'ann'));
      await stats.recordImpression(capped.id, monday, view('2', 'ann'));
      await stats.recordImpression(capped.id, monday, view('3', 'bob'));
      await stats.recordImpression(capped.id, tuesday, view('4', 'ann'));
      await stats.recordImpression(open.id, monday, view('5', 'ann'));

      expect(await stats.viewerImpressions('ann', [capped.id, open.id], '2026-03-02')).toEqual(
        new Map([[capped.id, 2]]),
      );
      expect(await stats.viewerImpressions('bob', [capped.id], '2026-03-02')).toEqual(
        new Map([[capped.id, 1]]),
      );
      expect(await stats.viewerImpressions('cid', [capped.id], '2026-03-02')).toEqual(new Map());
    });

    it("filters a viewer's impressions past the frequency cap, and the clicks of those views", async () => {
      const { campaigns, stats } = await create();
      const capped = await campaigns.create(campaignFields({ frequencyCap: 2 }));

      const shown = [];
      for (const viewId of ['1', '2', '3'])
        shown.push(await stats.recordImpression(capped.id, monday, view(viewId, 'ann')));
      expect(await stats.recordImpression(capped.id, monday, view('4', 'bob'))).toBe(true);
      expect(await stats.recordImpression(capped.id, tuesday, view('5', 'ann'))).toBe(true);
      const clicks = [];
      for (const viewId of ['1', '2', '3'])
        clicks.push(await stats.recordClick(capped.id, monday, view(viewId, 'ann')));

      expect(shown).toEqual([true, true, false]);
      expect(clicks).toEqual([true, true, false]);
      expect(await campaigns.findById(capped.id)).toMatchObject({ impressions: 4, clicks: 2 });
      expect(await stats.daily(capped.id, { from: '2026-03-02', to: '2026-03-02' })).toEqual([
        { day: '2026-03-02', impressions: 3, clicks: 2, filtered: 2 },
      ]);
    });

    it('never passes a frequency cap, however many views of one viewer arrive at once', async () => {
      const { campaigns, stats } = await create();
      const capped = await campaigns.create(campaignFields({ frequencyCap: 3 }));

      const counted = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          stats.recordImpression(capped.id, monday, view(`${index}`, 'ann')),
        ),
      );

      expect(counted.filter(Boolean)).toHaveLength(3);
      expect(await campaigns.findById(capped.id)).toMatchObject({ impressions: 3 });
      expect(await stats.viewerImpressions('ann', [capped.id], '2026-03-02')).toEqual(
        new Map([[capped.id, 3]]),
      );
    });

    it('forgets expired views and past viewer days, so a purged view counts again', async () => {
      const { campaigns, stats } = await create();
      const campaign = await campaigns.create(campaignFields({ frequencyCap: 5 }));
      await stats.recordImpression(campaign.id, monday, view('old', 'ann', monday));
      await stats.recordImpression(campaign.id, monday, view('new', 'ann', tuesday));

      expect(await stats.purgeExpired(new Date('2026-03-03T00:00:00.000Z'))).toBe(2);

      expect(await stats.recordImpression(campaign.id, monday, view('new', 'ann', tuesday))).toBe(false);
      expect(await stats.recordImpression(campaign.id, monday, view('old', 'ann', monday))).toBe(true);
      expect(await stats.viewerImpressions('ann', [campaign.id], '2026-03-02')).toEqual(
        new Map([[campaign.id, 1]]),
      );
    });

    it("counts in the UTC hour's bucket too, a click in its impression's hour, and forgets hours past 48", async () => {
      const { campaigns, stats } = await create();
      const campaign = await campaigns.create(campaignFields());
      const ten = new Date('2026-03-02T10:15:00.000Z');
      const eleven = new Date('2026-03-02T11:05:00.000Z');
      const expires = new Date('2026-03-02T12:00:00.000Z');

      await stats.recordImpression(campaign.id, ten, view('a', 'ann', expires));
      await stats.recordImpression(campaign.id, ten, view('b', 'bob', expires));
      await stats.recordImpression(campaign.id, eleven);
      await stats.recordImpression(campaign.id, eleven, filtered);
      await stats.recordClick(campaign.id, eleven, view('a', 'ann', expires));

      const range = { from: new Date('2026-03-02T00:00:00.000Z'), to: new Date('2026-03-02T23:00:00.000Z') };
      expect(await stats.hourly(campaign.id, range)).toEqual([
        { hour: '2026-03-02T10:00:00.000Z', impressions: 2, clicks: 1, filtered: 0 },
        { hour: '2026-03-02T11:00:00.000Z', impressions: 1, clicks: 0, filtered: 1 },
      ]);
      expect(
        await stats.hourly(campaign.id, { from: eleven, to: new Date('2026-03-02T11:00:00.000Z') }),
      ).toEqual([{ hour: '2026-03-02T11:00:00.000Z', impressions: 1, clicks: 0, filtered: 1 }]);

      // 48 hours after 11:05 the 10 o'clock hour is past the report; the 11 o'clock one is not yet.
      await stats.purgeExpired(new Date('2026-03-04T11:30:00.000Z'));
      expect((await stats.hourly(campaign.id, range)).map((stat) => stat.hour)).toEqual([
        '2026-03-02T11:00:00.000Z',
      ]);
    });

    it("counts a creative in its hour too, a click in its impression's hour, and forgets its hours past 48", async () => {
      const { campaigns, stats } = await create();
      const campaign = await campaigns.create(
        campaignFields({ creatives: [creativeFields('a'), creativeFields('b')] }),
      );
      const other = await campaigns.create(campaignFields({ creatives: [creativeFields('c')] }));
      const [a, b] = campaign.creatives;
      const ten = new Date('2026-03-02T10:15:00.000Z');
      const eleven = new Date('2026-03-02T11:05:00.000Z');
      const shown = (viewId: string, creativeId: string) => viewed(viewId, { expiresAt: eleven, creativeId });

      await Promise.all([
        stats.recordImpression(campaign.id, ten, shown('1', a!.id)),
        stats.recordImpression(campaign.id, ten, shown('2', a!.id)),
        stats.recordImpression(campaign.id, ten, shown('2', a!.id)),
        stats.recordImpression(campaign.id, ten),
        stats.recordImpression(other.id, ten, shown('4', other.creatives[0]!.id)),
      ]);
      await stats.recordImpression(campaign.id, eleven, shown('3', b!.id));
      await stats.recordClick(campaign.id, eleven, shown('1', a!.id));

      const range = { from: new Date('2026-03-02T00:00:00.000Z'), to: new Date('2026-03-02T23:00:00.000Z') };
      expect(await stats.creativeHourly(campaign.id, range)).toEqual([
        { creativeId: a!.id, hour: '2026-03-02T10:00:00.000Z', impressions: 2, clicks: 1 },
        { creativeId: b!.id, hour: '2026-03-02T11:00:00.000Z', impressions: 1, clicks: 0 },
      ]);
      expect(
        await stats.creativeHourly(campaign.id, { from: eleven, to: new Date('2026-03-02T11:00:00.000Z') }),
      ).toEqual([{ creativeId: b!.id, hour: '2026-03-02T11:00:00.000Z', impressions: 1, clicks: 0 }]);
      expect(await stats.creativeHourly(unknownId, range)).toEqual([]);

      await stats.purgeExpired(new Date('2026-03-04T11:30:00.000Z'));
      expect((await stats.creativeHourly(campaign.id, range)).map((stat) => stat.hour)).toEqual([
        '2026-03-02T11:00:00.000Z',
      ]);
    });

    it("adds up the campaigns of each slot per hour, and forgets a deleted campaign's", async () => {
      const { campaigns, stats } = await create();
      const primary = await campaigns.create(campaignFields({ slotId: 'dashboard-primary' }));
      const other = await campaigns.create(campaignFields({ slotId: 'dashboard-primary' }));
      const secondary = await campaigns.create(campaignFields({ slotId: 'dashboard-secondary' }));
      const gone = await campaigns.create(campaignFields({ slotId: 'dashboard-secondary' }));
      const ten = new Date('2026-03-02T10:15:00.000Z');
      const eleven = new Date('2026-03-02T11:05:00.000Z');
      await stats.recordImpression(primary.id, ten);
      await stats.recordImpression(other.id, ten);
      await stats.recordImpression(other.id, ten, filtered);
      await stats.recordImpression(secondary.id, eleven);
      await stats.recordImpression(gone.id, eleven);
      await campaigns.delete(gone.id);

      const range = { from: new Date('2026-03-02T00:00:00.000Z'), to: new Date('2026-03-02T23:00:00.000Z') };
      expect(await stats.slotHourly(range)).toEqual([
        {
          slotId: 'dashboard-primary',
          hour: '2026-03-02T10:00:00.000Z',
          impressions: 2,
          clicks: 0,
          filtered: 1,
        },
        {
          slotId: 'dashboard-secondary',
          hour: '2026-03-02T11:00:00.000Z',
          impressions: 1,
          clicks: 0,
          filtered: 0,
        },
      ]);
      expect(await stats.slotHourly({ from: eleven, to: eleven })).toHaveLength(1);
    });

    it('adds up the campaigns of each slot per day', async () => {
      const { campaigns, stats } = await create();
      const primary = await campaigns.create(campaignFields({ slotId: 'dashboard-primary' }));
      const other = await campaigns.create(campaignFields({ slotId: 'dashboard-primary' }));
      const secondary = await campaigns.create(campaignFields({ slotId: 'dashboard-secondary' }));
      await stats.recordImpression(primary.id, monday);
      await stats.recordImpression(other.id, monday);
      await stats.recordImpression(other.id, monday, filtered);
      await stats.recordImpression(secondary.id, tuesday);

      expect(await stats.slotDaily({ from: '2026-03-02', to: '2026-03-03' })).toEqual([
        { slotId: 'dashboard-primary', day: '2026-03-02', impressions: 2, clicks: 0, filtered: 1 },
        { slotId: 'dashboard-secondary', day: '2026-03-03', impressions: 1, clicks: 0, filtered: 0 },
      ]);
      expect(await stats.slotDaily({ from: '2026-03-03', to: '2026-03-03' })).toHaveLength(1);
    });
  });
}
