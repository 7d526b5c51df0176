import { describe, expect, it } from 'vitest';
import { FixedClock } from '../shared/testing/fixed-clock.ts';
import { SequenceRandom } from '../shared/testing/sequence-random.ts';
import type { AdCampaignFields } from './ad-campaign.ts';
import { selectAd } from './select-ad.ts';
import { campaignFields } from './testing/campaign-builder.ts';
import { InMemoryAdCampaignRepository } from './testing/in-memory-ad-campaign-repository.ts';
import { SeededRandom } from './testing/seeded-random.ts';

const now = '2026-06-15T12:00:00.000Z';

async function arrange(...campaigns: Partial<AdCampaignFields>[]) {
  const clock = new FixedClock(now);
  const repository = new InMemoryAdCampaignRepository(clock);
  const stored = [];
  for (const overrides of campaigns) stored.push(await repository.create(campaignFields(overrides)));
  return { repository, clock, stored };
}

/** Every campaign id the request can ever draw, over many seeded draws. */
async function drawable(
  repository: InMemoryAdCampaignRepository,
  clock: FixedClock,
  query: Record<string, string>,
): Promise<Set<string | null>> {
  const random = new SeededRandom(7);
  const seen = new Set<string | null>();
  for (let draw = 0; draw < 300; draw += 1) {
    const ad = await selectAd({ campaigns: repository, clock, random }, query);
    seen.add(ad?.id ?? null);
  }
  return seen;
}

describe('selectAd', () => {
  it('answers the public view of the drawn campaign', async () => {
    const { repository, clock, stored } = await arrange({ slotId: 'dashboard-secondary' });

    const ad = await selectAd(
      { campaigns: repository, clock, random: new SequenceRandom([0.5]) },
      { slot: 'dashboard-secondary' },
    );

    const [campaign] = stored;
    expect(ad).toEqual({
      id: campaign!.id,
      imageUrl: campaign!.imageUrl,
      clickUrl: campaign!.clickUrl,
      alt: campaign!.alt,
    });
  });

  it('answers null when nothing is eligible', async () => {
    const { repository, clock } = await arrange({ slotId: 'dashboard-footer' });

    expect(
      await selectAd(
        { campaigns: repository, clock, random: new SequenceRandom([0]) },
        { slot: 'dashboard-primary' },
      ),
    ).toBeNull();
  });

  it('never draws paused, expired, not-yet-started or mistargeted campaigns', async () => {
    const { repository, clock, stored } = await arrange(
      { name: 'eligible', weight: 1 },
      { name: 'paused', status: 'paused', weight: 100 },
      { name: 'expired', endAt: new Date('2026-06-15T12:00:00.000Z'), weight: 100 },
      { name: 'not yet', startAt: new Date('2026-06-15T12:00:00.001Z'), weight: 100 },
      { name: 'other tier', tiers: ['leader'], weight: 100 },
      { name: 'other sector', sectors: ['Energy'], weight: 100 },
      { name: 'other country', countries: ['GH'], weight: 100 },
      { name: 'other slot', slotId: 'dashboard-footer', weight: 100 },
    );

    const seen = await drawable(repository, clock, {
      slot: 'dashboard-primary',
      tier: 'builder',
      sector: 'Technology',
      country: 'NG',
    });

    expect(seen).toEqual(new Set([stored[0]!.id]));
  });

  it('draws a campaign from its start instant and until just before its end', async () => {
    const { repository, clock, stored } = await arrange({
      startAt: new Date('2026-06-15T12:00:00.000Z'),
      endAt: new Date('2026-06-15T12:00:00.001Z'),
    });

    expect(await drawable(repository, clock, { slot: 'dashboard-primary' })).toEqual(
      new Set([stored[0]!.id]),
    );
  });

  it('matches an empty targeting list to any request, with or without a value', async () => {
    const { repository, clock, stored } = await arrange({});

    expect(await drawable(repository, clock, { slot: 'dashboard-primary' })).toEqual(
      new Set([stored[0]!.id]),
    );
    expect(
      await drawable(repository, clock, {
        slot: 'dashboard-primary',
        tier: 'f100',
        sector: 'x',
        country: 'KE',
      }),
    ).toEqual(new Set([stored[0]!.id]));
  });

  it('matches a request without a value only to campaigns that do not target that dimension', async () => {
    const { repository, clock, stored } = await arrange(
      { name: 'untargeted' },
      { name: 'tier', tiers: ['builder'] },
      { name: 'sector', sectors: ['Technology'] },
      { name: 'country', countries: ['NG'] },
    );
    const [untargeted, tier, sector, country] = stored.map((campaign) => campaign.id);

    expect(await drawable(repository, clock, { slot: 'dashboard-primary' })).toEqual(new Set([untargeted]));
    expect(await drawable(repository, clock, { slot: 'dashboard-primary', tier: 'builder' })).toEqual(
      new Set([untargeted, tier]),
    );
    expect(await drawable(repository, clock, { slot: 'dashboard-primary', sector: 'Technology' })).toEqual(
      new Set([untargeted, sector]),
    );
    expect(await drawable(repository, clock, { slot: 'dashboard-primary', country: 'NG' })).toEqual(
      new Set([untargeted, country]),
    );
  });

  it('treats a blank targeting value as not given', async () => {
    const { repository, clock, stored } = await arrange(
      { name: 'untargeted' },
      { name: 'tier', tiers: ['builder'] },
    );

    expect(await drawable(repository, clock, { slot: 'dashboard-primary', tier: '  ', country: '' })).toEqual(
      new Set([stored[0]!.id]),
    );
  });

  it('compares sectors and countries without regard to case', async () => {
    const { repository, clock, stored } = await arrange({ sectors: ['Technology'], countries: ['ng'] });

    expect(
      await drawable(repository, clock, { slot: 'dashboard-primary', sector: 'TECHNOLOGY', country: 'NG' }),
    ).toEqual(new Set([stored[0]!.id]));
    expect(
      await drawable(repository, clock, { slot: 'dashboard-primary', sector: ' technology ', country: 'Ng' }),
    ).toEqual(new Set([stored[0]!.id]));
  });

  it('requires one of the four slots', async () => {
    const { repository, clock } = await arrange();
    const deps = { campaigns: repository, clock, random: new SequenceRandom([0]) };

    await expect(selectAd(deps, {})).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'Ad slot is required',
    });
    await expect(selectAd(deps, { slot: 'sidebar' })).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'Unknown ad slot',
    });
  });
});
