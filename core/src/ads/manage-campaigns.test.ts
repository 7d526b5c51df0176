import { describe, expect, it } from 'vitest';
import { FixedClock } from '../shared/testing/fixed-clock.ts';
import { createCampaign } from './create-campaign.ts';
import { deleteCampaign } from './delete-campaign.ts';
import { listCampaignsWithStats } from './list-campaigns-with-stats.ts';
import { InMemoryAdCampaignRepository } from './testing/in-memory-ad-campaign-repository.ts';
import { InMemoryAdStats } from './testing/in-memory-ad-stats.ts';
import { updateCampaign } from './update-campaign.ts';

const input = {
  name: 'Launch',
  imageUrl: 'https://ads.example.com/launch.png',
  alt: 'Launch banner',
  clickUrl: 'https://sponsor.example.com/launch',
};

function setup() {
  const clock = new FixedClock('2026-04-01T00:00:00.000Z');
  const campaigns = new InMemoryAdCampaignRepository(clock);
  return { clock, campaigns, stats: new InMemoryAdStats(campaigns) };
}

describe('createCampaign', () => {
  it('stores a valid campaign with zero counters and no schedule by default', async () => {
    const { campaigns } = setup();

    const created = await createCampaign({ campaigns }, { ...input, impressions: 50 });

    expect(created).toMatchObject({ ...input, status: 'active', weight: 1, startAt: null, endAt: null });
    expect(created.impressions).toBe(0);
    expect(await campaigns.findById(created.id)).toEqual(created);
  });

  it('refuses an invalid campaign with a VALIDATION error naming the field', async () => {
    const { campaigns } = setup();

    await expect(createCampaign({ campaigns }, { ...input, weight: 101 })).rejects.toMatchObject({
      code: 'VALIDATION',
      details: { fields: { weight: 'Weight must be between 1 and 100' } },
    });
    expect(await campaigns.list()).toEqual([]);
  });
});

describe('updateCampaign', () => {
  it('changes only the fields sent', async () => {
    const { campaigns } = setup();
    const created = await createCampaign({ campaigns }, { ...input, weight: 4 });

    const updated = await updateCampaign({ campaigns }, created.id, { status: 'paused', clicks: 99 });

    expect(updated).toMatchObject({ status: 'paused', weight: 4, clicks: 0, name: 'Launch' });
  });

  it('checks the schedule against the stored dates too', async () => {
    const { campaigns } = setup();
    const created = await createCampaign({ campaigns }, { ...input, endAt: '2026-05-01T00:00:00Z' });

    await expect(
      updateCampaign({ campaigns }, created.id, { startAt: '2026-06-01T00:00:00Z' }),
    ).rejects.toMatchObject({ code: 'VALIDATION', message: 'End date must be after start date' });
    expect(
      (await updateCampaign({ campaigns }, created.id, { startAt: '2026-06-01T00:00:00Z', endAt: null }))
        .startAt,
    ).toEqual(new Date('2026-06-01T00:00:00Z'));
  });

  it('fails with NOT_FOUND for an unknown campaign', async () => {
    const { campaigns } = setup();

    await expect(updateCampaign({ campaigns }, 'nope', { weight: 2 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('deleteCampaign', () => {
  it('removes the campaign, then answers NOT_FOUND', async () => {
    const { campaigns } = setup();
    const created = await createCampaign({ campaigns }, input);

    await deleteCampaign({ campaigns }, created.id);

    expect(await campaigns.list()).toEqual([]);
    await expect(deleteCampaign({ campaigns }, created.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('listCampaignsWithStats', () => {
  it('carries impressions, clicks and the CTR in percent with two decimals', async () => {
    const { campaigns, stats, clock } = setup();
    const seen = await createCampaign({ campaigns }, input);
    const unseen = await createCampaign({ campaigns }, input);
    for (let impression = 0; impression < 3; impression += 1)
      await stats.recordImpression(seen.id, clock.now());
    await stats.recordClick(seen.id, clock.now());

    const listed = await listCampaignsWithStats({ campaigns });

    expect(listed.find((campaign) => campaign.id === seen.id)).toMatchObject({
      impressions: 3,
      clicks: 1,
      ctr: 33.33,
    });
    expect(listed.find((campaign) => campaign.id === unseen.id)).toMatchObject({
      impressions: 0,
      clicks: 0,
      ctr: 0,
    });
  });
});
