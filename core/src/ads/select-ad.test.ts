import { describe, expect, it } from 'vitest';
import { FixedClock } from '../shared/testing/fixed-clock.ts';
import { InMemoryRateLimiter } from '../shared/testing/in-memory-rate-limiter.ts';
import { SequenceRandom } from '../shared/testing/sequence-random.ts';
import type { AdCampaignFields } from './ad-campaign.ts';
import { parseAdRequest } from './ad-request.ts';
import { viewTokensPerAddress } from './ad-view-tokens.ts';
import { selectAd, type AdViewer } from './select-ad.ts';
import { campaignFields } from './testing/campaign-builder.ts';
import type { Random } from '../shared/random.ts';
import { InMemoryAdCampaignRepository } from './testing/in-memory-ad-campaign-repository.ts';
import { InMemoryAdStats } from './testing/in-memory-ad-stats.ts';
import { InMemoryAdViewTokens } from './testing/in-memory-ad-view-tokens.ts';
import { SeededRandom } from './testing/seeded-random.ts';

const now = '2026-06-15T12:00:00.000Z';

async function arrange(...campaigns: Partial<AdCampaignFields>[]) {
  const clock = new FixedClock(now);
  const repository = new InMemoryAdCampaignRepository(clock);
  const stored = [];
  for (const overrides of campaigns) stored.push(await repository.create(campaignFields(overrides)));
  return { repository, clock, stored };
}

const tokens = new InMemoryAdViewTokens();

function depsOf(repository: InMemoryAdCampaignRepository, clock: FixedClock, random: Random) {
  return {
    campaigns: repository,
    clock,
    random,
    tokens,
    viewers: new InMemoryAdStats(repository),
    limiter: new InMemoryRateLimiter(clock),
  };
}

/** A person's browser at one address. */
function viewer(viewerId: string, clientIp = '203.0.113.7'): AdViewer {
  return { viewerId, clientIp, automated: false };
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
    const ad = await selectAd(depsOf(repository, clock, random), parseAdRequest(query), viewer('viewer'));
    seen.add(ad?.id ?? null);
  }
  return seen;
}

describe('selectAd', () => {
  it("keeps a campaign's share whatever its creatives, which split it by their weights (Revive's rule)", async () => {
    const banner = (name: string, weight: number) => ({
      imageUrl: `https://ads.example.com/${name}.png`,
      altText: name,
      clickUrl: `https://sponsor.example.com/${name}`,
      weight,
    });
    const { repository, clock, stored } = await arrange(
      { creatives: [banner('three', 3), banner('one', 1)] },
      { creatives: [banner('alone', 1)] },
    );
    const [twoBanners, oneBanner] = stored;
    const deps = depsOf(repository, clock, new SeededRandom(35));
    const draws = 2_000;
    const counts = new Map<string, number>();
    for (let draw = 0; draw < draws; draw += 1) {
      const address = `10.0.${draw >> 8}.${draw & 255}`;
      const ad = await selectAd(
        deps,
        parseAdRequest({ slot: 'dashboard-primary' }),
        viewer(`v${draw}`, address),
      );
      counts.set(ad!.creativeId, (counts.get(ad!.creativeId) ?? 0) + 1);
    }

    // Within 4 sigma of each expected share: 3/8 and 1/8 of all draws for the two creatives of the
    // first campaign (75/25 of its half), 1/2 for the second campaign's only creative.
    const expected: [string, number][] = [
      [twoBanners!.creatives[0]!.id, 3 / 8],
      [twoBanners!.creatives[1]!.id, 1 / 8],
      [oneBanner!.creatives[0]!.id, 1 / 2],
    ];
    for (const [creativeId, share] of expected) {
      const sigma = Math.sqrt(draws * share * (1 - share));
      expect(Math.abs((counts.get(creativeId) ?? 0) - draws * share)).toBeLessThanOrEqual(4 * sigma);
    }
    const first = counts.get(expected[0]![0])!;
    const firstCampaign = first + counts.get(expected[1]![0])!;
    const splitSigma = Math.sqrt(firstCampaign * 0.75 * 0.25);
    expect(Math.abs(first - firstCampaign * 0.75)).toBeLessThanOrEqual(4 * splitSigma);
  });

  it('answers the public view of the drawn campaign', async () => {
    const { repository, clock, stored } = await arrange({ slotId: 'dashboard-secondary' });

    const ad = await selectAd(
      depsOf(repository, clock, new SequenceRandom([0.5])),
      parseAdRequest({ slot: 'dashboard-secondary' }),
      viewer('viewer-1'),
    );

    const [campaign] = stored;
    expect(ad).toEqual({
      id: campaign!.id,
      creativeId: campaign!.creatives[0]!.id,
      imageUrl: campaign!.imageUrl,
      clickUrl: campaign!.clickUrl,
      alt: campaign!.alt,
      viewToken: expect.any(String),
    });
    expect(tokens.read(ad!.viewToken, clock.now())).toMatchObject({
      campaignId: campaign!.id,
      slotId: 'dashboard-secondary',
      viewerId: 'viewer-1',
    });
  });

  it('answers null when nothing is eligible', async () => {
    const { repository, clock } = await arrange({ slotId: 'dashboard-footer' });

    expect(
      await selectAd(
        depsOf(repository, clock, new SequenceRandom([0])),
        parseAdRequest({ slot: 'dashboard-primary' }),
        viewer('v'),
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

  it("targets a public zone by the article's category, for a visitor with no tier", async () => {
    const { repository, clock, stored } = await arrange(
      { name: 'any page', slotId: 'article-footer' },
      { name: 'research', slotId: 'article-footer', categories: ['Research'] },
      { name: 'members', slotId: 'article-footer', categories: ['Research'], tiers: ['builder'] },
      { name: 'dashboard', slotId: 'dashboard-primary', categories: ['Research'] },
    );
    const [anyPage, research] = stored.map((campaign) => campaign.id);

    expect(await drawable(repository, clock, { slot: 'article-footer', category: 'research' })).toEqual(
      new Set([anyPage, research]),
    );
    expect(await drawable(repository, clock, { slot: 'article-footer', category: 'Policy' })).toEqual(
      new Set([anyPage]),
    );
    expect(await drawable(repository, clock, { slot: 'article-footer' })).toEqual(new Set([anyPage]));
  });

  it('stops drawing a campaign once its lifetime impression cap is reached', async () => {
    const { repository, clock, stored } = await arrange(
      { name: 'capped', impressionCap: 2, weight: 100 },
      { name: 'open' },
    );
    const stats = new InMemoryAdStats(repository);
    await stats.recordImpression(stored[0]!.id, clock.now());
    expect(await drawable(repository, clock, { slot: 'dashboard-primary' })).toContain(stored[0]!.id);

    await stats.recordImpression(stored[0]!.id, clock.now());

    expect(await drawable(repository, clock, { slot: 'dashboard-primary' })).toEqual(
      new Set([stored[1]!.id]),
    );
  });

  it('stops drawing a campaign for a viewer who saw it as often today as its frequency cap allows', async () => {
    const { repository, clock, stored } = await arrange({ name: 'capped', frequencyCap: 2 });
    const [capped] = stored;
    const viewers = new InMemoryAdStats(repository);
    const deps = { ...depsOf(repository, clock, new SequenceRandom([0.5])), viewers };
    const see = async (viewerId: string) => {
      const ad = await selectAd(deps, parseAdRequest({ slot: 'dashboard-primary' }), viewer(viewerId));
      if (ad) {
        const claims = tokens.read(ad.viewToken, clock.now())!;
        await viewers.recordImpression(ad.id, clock.now(), {
          as: 'view',
          view: { viewId: claims.viewId, expiresAt: claims.expiresAt, viewerId },
        });
      }
      return ad?.id ?? null;
    };

    expect([await see('ann'), await see('ann'), await see('ann')]).toEqual([capped!.id, capped!.id, null]);
    expect(await see('bob')).toBe(capped!.id);

    clock.advanceSeconds(24 * 60 * 60);
    expect(await see('ann')).toBe(capped!.id);
  });

  it('shows a bot no ad, and spends nothing of its address', async () => {
    const { repository, clock } = await arrange({});
    const deps = depsOf(repository, clock, new SequenceRandom([0.5]));
    const request = parseAdRequest({ slot: 'dashboard-primary' });

    expect(await selectAd(deps, request, { ...viewer('crawler'), automated: true })).toBeNull();

    expect(await deps.limiter.peek('ad-view-token:203.0.113.7', viewTokensPerAddress)).toEqual({
      allowed: true,
      remaining: viewTokensPerAddress.points,
    });
  });

  it('gives one address its view tokens per minute, then no ad until the minute has passed', async () => {
    const { repository, clock } = await arrange({});
    const deps = depsOf(repository, clock, new SeededRandom(3));
    const request = parseAdRequest({ slot: 'dashboard-primary' });
    const fill = async (viewerId: string, clientIp?: string) =>
      (await selectAd(deps, request, viewer(viewerId, clientIp)))?.viewToken ?? null;

    const answers = [];
    // A fresh viewer id each time, as a script that drops its cookie would look.
    for (let request = 0; request < viewTokensPerAddress.points + 20; request += 1) {
      answers.push(await fill(`viewer-${request}`));
    }

    expect(answers.filter(Boolean)).toHaveLength(viewTokensPerAddress.points);
    expect(answers.slice(viewTokensPerAddress.points)).toEqual(Array(20).fill(null));
    expect(await fill('someone-else', '198.51.100.20')).toEqual(expect.any(String));
    clock.advanceSeconds(viewTokensPerAddress.windowSeconds);
    expect(await fill('viewer-again')).toEqual(expect.any(String));
  });

  it('spends nothing of an address when the slot has nothing to show', async () => {
    const { repository, clock } = await arrange({ slotId: 'dashboard-footer' });
    const deps = depsOf(repository, clock, new SequenceRandom([0.5]));

    for (let request = 0; request < viewTokensPerAddress.points + 1; request += 1) {
      await selectAd(deps, parseAdRequest({ slot: 'dashboard-primary' }), viewer('v'));
    }

    expect(await selectAd(deps, parseAdRequest({ slot: 'dashboard-footer' }), viewer('v'))).not.toBeNull();
  });
});
