import { describe, expect, it } from 'vitest';
import type { AdView } from '@commons/core/ads/ad-campaign';
import { adSlotAnswers } from './ad-slot-answers.ts';

const anAd = (overrides: Partial<AdView> = {}): AdView => ({
  id: 'c1',
  imageUrl: 'https://ads.example.com/c1.png',
  clickUrl: 'https://sponsor.example.com/?a=1&b="2"',
  alt: 'Sponsor « Ṡ » \u2028 \\ </script>',
  viewToken: 'c1.dashboard-primary.v1.1795713779.view-1.sig',
  ...overrides,
});

describe('adSlotAnswers', () => {
  it('answers the text JSON.stringify gives, for an ad and for an empty slot', () => {
    const answer = adSlotAnswers();

    expect(answer(null)).toBe(JSON.stringify({ ad: null }));
    expect(answer(anAd())).toBe(JSON.stringify({ ad: anAd() }));
    expect(answer(anAd({ viewToken: 'other"token\\' }))).toBe(
      JSON.stringify({ ad: anAd({ viewToken: 'other"token\\' }) }),
    );
  });

  it('answers a campaign changed since it was last shown with its new picture, link and text', () => {
    const answer = adSlotAnswers();
    answer(anAd());

    for (const change of [
      { imageUrl: 'https://ads.example.com/c1-v2.png' },
      { clickUrl: 'https://sponsor.example.com/new' },
      { alt: 'New sponsor text' },
    ]) {
      expect(JSON.parse(answer(anAd(change)))).toEqual({ ad: anAd(change) });
    }
  });

  it('keeps answering right after more campaigns than it keeps', () => {
    const answer = adSlotAnswers();
    for (let index = 0; index < 1100; index += 1) answer(anAd({ id: `c${index}` }));

    expect(JSON.parse(answer(anAd({ id: 'c0', alt: 'Back again' })))).toEqual({
      ad: anAd({ id: 'c0', alt: 'Back again' }),
    });
  });
});
