import { describe, expect, it } from 'vitest';
import { toAdView } from '@commons/core/ads/ad-campaign';
import { aCampaign } from '@commons/core/ads/testing/campaign-builder';
import { adSlotAnswer } from './ad-slot-answer.ts';

describe('adSlotAnswer', () => {
  it('gives the text JSON.stringify gives, for an empty slot and for ads with any characters', () => {
    const answer = adSlotAnswer();
    expect(answer(null)).toBe(JSON.stringify({ ad: null }));
    const campaigns = [
      aCampaign(),
      aCampaign({ alt: 'Quotes " and \\ backslashes, </script>, ünïcødé ✓ 中文, \u2028 and a tab\t' }),
      aCampaign({ clickUrl: 'https://sponsor.example.com/?a=1&b="2"' }),
    ];
    for (let round = 0; round < 2; round += 1) {
      for (const [index, campaign] of campaigns.entries()) {
        const ad = toAdView(campaign, `token.${round}.${index}.with-"quote"`);
        expect(answer(ad)).toBe(JSON.stringify({ ad }));
      }
    }
  });

  it('answers a campaign changed under the same id with its new fields', () => {
    const answer = adSlotAnswer();
    const campaign = aCampaign({ alt: 'Before' });
    answer(toAdView(campaign, 'first'));
    for (const change of [
      { alt: 'After' },
      { imageUrl: 'https://ads.example.com/new.png' },
      { clickUrl: 'https://new.example.com' },
    ]) {
      const ad = toAdView({ ...campaign, ...change }, 'second');
      expect(answer(ad)).toBe(JSON.stringify({ ad }));
    }
  });

  it('still answers rightly for more campaigns than it keeps', () => {
    const answer = adSlotAnswer();
    const campaigns = Array.from({ length: 1_100 }, (_, index) => aCampaign({ alt: `Sponsor ${index}` }));
    for (const campaign of [...campaigns, ...campaigns.slice(990)]) {
      const ad = toAdView(campaign, 'token');
      expect(JSON.parse(answer(ad))).toEqual({ ad });
    }
  });
});
