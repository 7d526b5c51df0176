import { describe, expect, it } from 'vitest';
import { isEligible, type AdCampaign, type AdRequest } from './ad-campaign.ts';
import { eligibleCampaigns } from './eligible-campaigns.ts';
import { aCampaign } from './testing/campaign-builder.ts';

const at = (iso: string) => new Date(iso);
const ids = (campaigns: readonly AdCampaign[]) => campaigns.map((campaign) => campaign.id);
const slot = 'dashboard-primary';

describe('eligibleCampaigns', () => {
  const list = [
    aCampaign({ tiers: ['builder'] }),
    aCampaign({ sectors: ['Finance'] }),
    aCampaign({ countries: ['NG', 'GH'] }),
    aCampaign({ frequencyCap: 2 }),
    aCampaign({ impressionCap: 10, impressions: 10 }),
    aCampaign({ slotId: 'dashboard-footer' }),
  ];
  const requests: AdRequest[] = [
    { slotId: slot },
    { slotId: slot, tier: 'builder', sector: 'finance', country: 'ng' },
    { slotId: slot, tier: 'explorer', country: 'ke' },
    { slotId: 'dashboard-footer', tier: 'builder' },
  ];

  it('answers what filtering the list with isEligible answers, asked again and again in any order', () => {
    const now = at('2026-06-15T12:00:00Z');
    for (const request of [...requests, ...requests.toReversed(), ...requests]) {
      const expected = list.filter((campaign) => isEligible(campaign, request, now));
      const answer = eligibleCampaigns(list, request, now);
      expect(ids(answer.campaigns)).toEqual(ids(expected));
      expect(ids(answer.capped)).toEqual(ids(expected.filter((campaign) => campaign.frequencyCap !== null)));
    }
  });

  it('answers the same request object from memory, and an equal new one alike', () => {
    const now = at('2026-06-15T12:00:00Z');
    const request: AdRequest = { slotId: slot, country: 'ng' };
    const first = eligibleCampaigns(list, request, now);

    expect(eligibleCampaigns(list, request, now)).toBe(first);
    expect(eligibleCampaigns(list, { ...request }, now)).toEqual(first);
  });

  it('tells apart targeting values that would read alike if joined', () => {
    const both = [aCampaign({ sectors: ['a|b'] }), aCampaign({ countries: ['b|c'] })];
    const now = at('2026-06-15T12:00:00Z');
    const first = eligibleCampaigns(both, { slotId: slot, sector: 'a|b', country: 'c' }, now);
    const second = eligibleCampaigns(both, { slotId: slot, sector: 'a', country: 'b|c' }, now);
    expect(ids(first.campaigns)).toEqual([both[0]!.id]);
    expect(ids(second.campaigns)).toEqual([both[1]!.id]);
  });

  it('follows a campaign starting and ending while the same list is asked, forwards and back in time', () => {
    const timed = [
      aCampaign({ startAt: at('2026-06-15T12:00:10Z'), endAt: at('2026-06-15T12:00:20Z') }),
      aCampaign(),
    ];
    const request = { slotId: slot } as const;
    const timeline = [
      ['2026-06-15T12:00:00Z', 1],
      ['2026-06-15T12:00:09.999Z', 1],
      ['2026-06-15T12:00:10Z', 2],
      ['2026-06-15T12:00:19Z', 2],
      ['2026-06-15T12:00:20Z', 1],
      ['2026-06-15T12:00:15Z', 2],
      ['2026-06-15T12:00:05Z', 1],
    ] as const;
    for (const [time, count] of timeline) {
      expect(eligibleCampaigns(timed, request, at(time)).campaigns, time).toHaveLength(count);
    }
  });

  it('answers rightly for many distinct requests, made anew or kept', () => {
    const targeted = [aCampaign({ countries: ['c7', 'c400'] }), aCampaign()];
    const now = at('2026-06-15T12:00:00Z');
    const kept = Array.from({ length: 500 }, (_, index): AdRequest => ({
      slotId: slot,
      country: `c${index}`,
    }));
    for (let round = 0; round < 2; round += 1) {
      for (let index = 0; index < 500; index += 1) {
        for (const request of [kept[index]!, { slotId: slot, country: `c${index}` } as AdRequest]) {
          expect(eligibleCampaigns(targeted, request, now).campaigns).toHaveLength(
            index === 7 || index === 400 ? 2 : 1,
          );
        }
      }
    }
  });

  it('answers a new list for what is in it, not for what an earlier list held', () => {
    const now = at('2026-06-15T12:00:00Z');
    const campaign = aCampaign({ impressionCap: 5, impressions: 4 });
    expect(eligibleCampaigns([campaign], { slotId: slot }, now).campaigns).toHaveLength(1);
    const counted = [{ ...campaign, impressions: 5 }];
    expect(eligibleCampaigns(counted, { slotId: slot }, now).campaigns).toHaveLength(0);
  });
});
