import { describe, expect, it } from 'vitest';
import type { FixedClock } from '../../shared/testing/fixed-clock.ts';
import type { AdCampaignRepository } from '../ad-campaign-repository.ts';
import { campaignFields } from './campaign-builder.ts';

const unknownId = '00000000-0000-4000-8000-0000000000ff';

/** The behaviour every AdCampaignRepository must have; `clock` is the one it stamps times with. */
export function adCampaignRepositoryContract(
  name: string,
  create: () => Promise<{ campaigns: AdCampaignRepository; clock: FixedClock }>,
): void {
  describe(`AdCampaignRepository contract: ${name}`, () => {
    it('stores a campaign with zero counters and round-trips every field', async () => {
      const { campaigns, clock } = await create();
      const fields = campaignFields({
        slotId: 'dashboard-community',
        status: 'paused',
        weight: 37,
        startAt: new Date('2026-02-01T08:30:00.000Z'),
        endAt: new Date('2026-03-01T00:00:00.000Z'),
        impressionCap: 50_000,
        frequencyCap: 3,
        tiers: ['builder', 'f100'],
        sectors: ['Technology', 'community'],
        countries: ['NG', 'gh'],
        categories: ['Research'],
      });

      const created = await campaigns.create(fields);

      expect(created).toEqual({
        ...fields,
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        creatives: fields.creatives.map((creative) => ({
          ...creative,
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          impressions: 0,
          clicks: 0,
        })),
        impressions: 0,
        clicks: 0,
        createdAt: clock.now(),
        updatedAt: clock.now(),
      });
      expect(await campaigns.findById(created.id)).toEqual(created);
    });

    it('keeps creatives in order, keeps the rows of those sent with their id and drops the others', async () => {
      const { campaigns } = await create();
      const banner = (name: string, weight: number) => ({
        imageUrl: `https://ads.example.com/${name}.png`,
        altText: name,
        clickUrl: `https://sponsor.example.com/${name}`,
        weight,
      });
      const created = await campaigns.create(campaignFields({ creatives: [banner('a', 3), banner('b', 1)] }));
      const [a, b] = created.creatives;

      const updated = await campaigns.update(created.id, {
        creatives: [banner('c', 2), { ...banner('b', 5), id: b!.id }],
      });

      expect(updated.creatives).toEqual([
        { ...banner('c', 2), id: expect.stringMatching(/^[0-9a-f-]{36}$/), impressions: 0, clicks: 0 },
        { ...b!, weight: 5 },
      ]);
      expect(updated.creatives.map((creative) => creative.id)).not.toContain(a!.id);
      expect(await campaigns.findById(created.id)).toEqual(updated);
      expect((await campaigns.list())[0]?.creatives).toEqual(updated.creatives);
      expect((await campaigns.listActiveInSlot(updated.slotId))[0]?.creatives).toEqual(updated.creatives);
    });

    it('lists every campaign newest first', async () => {
      const { campaigns, clock } = await create();
      const older = await campaigns.create(campaignFields({ name: 'Older' }));
      clock.advanceSeconds(60);
      const newer = await campaigns.create(campaignFields({ name: 'Newer', status: 'paused' }));

      expect((await campaigns.list()).map((campaign) => campaign.id)).toEqual([newer.id, older.id]);
    });

    it('lists the active campaigns of one slot, whatever their schedule', async () => {
      const { campaigns } = await create();
      const current = await campaigns.create(campaignFields({ slotId: 'dashboard-footer' }));
      const future = await campaigns.create(
        campaignFields({ slotId: 'dashboard-footer', startAt: new Date('2030-01-01T00:00:00Z') }),
      );
      await campaigns.create(campaignFields({ slotId: 'dashboard-footer', status: 'paused' }));
      await campaigns.create(campaignFields({ slotId: 'dashboard-primary' }));

      const ids = (await campaigns.listActiveInSlot('dashboard-footer')).map((campaign) => campaign.id);

      expect(ids.sort()).toEqual([current.id, future.id].sort());
    });

    it('updates only the fields given, clears dates with null and bumps updatedAt', async () => {
      const { campaigns, clock } = await create();
      const created = await campaigns.create(
        campaignFields({ weight: 3, startAt: new Date('2026-01-01T00:00:00Z'), sectors: ['Energy'] }),
      );
      clock.advanceSeconds(30);

      const updated = await campaigns.update(created.id, {
        weight: 9,
        startAt: null,
        countries: ['NG'],
        frequencyCap: 2,
      });

      expect(updated).toEqual({
        ...created,
        weight: 9,
        frequencyCap: 2,
        startAt: null,
        countries: ['NG'],
        updatedAt: clock.now(),
      });
      expect(await campaigns.findById(created.id)).toEqual(updated);
    });

    it('deletes a campaign', async () => {
      const { campaigns } = await create();
      const created = await campaigns.create(campaignFields());

      await campaigns.delete(created.id);

      expect(await campaigns.findById(created.id)).toBeNull();
      expect(await campaigns.list()).toEqual([]);
    });

    it('answers NOT_FOUND for unknown and malformed ids', async () => {
      const { campaigns } = await create();
      for (const id of [unknownId, 'not-a-uuid']) {
        expect(await campaigns.findById(id)).toBeNull();
        await expect(campaigns.update(id, { weight: 2 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
        await expect(campaigns.delete(id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
      }
    });
  });
}
