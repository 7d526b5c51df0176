import type { AdView } from '@commons/core/ads/ad-campaign';
import { setWithin } from './bounded-map.ts';

/** Campaigns whose answer text is kept: far more than a site runs at once. */
const rememberedCampaigns = 1024;

interface Remembered {
  ad: AdView;
  /** The answer's JSON up to the view token's value. */
  head: string;
}

const sameCreative = (a: AdView, b: AdView) =>
  a.imageUrl === b.imageUrl && a.clickUrl === b.clickUrl && a.alt === b.alt;

/**
 * The ad-slot answer's JSON text, `{"ad":{...}}` or `{"ad":null}`, as `JSON.stringify({ ad })`
 * gives it. Only the view token differs from one showing of a campaign to the next, so the rest is
 * serialised once per campaign and kept while its picture, link and text stay the same: escaping and
 * measuring the same four strings on every answer was the largest part of what serialising cost.
 */
export function adSlotAnswers(): (ad: AdView | null) => string {
  const remembered = new Map<string, Remembered>();
  return (ad) => {
    if (!ad) return '{"ad":null}';
    let known = remembered.get(ad.id);
    if (!known || !sameCreative(known.ad, ad)) {
      // The token written last, whatever the view's order, so that the head ends where it begins.
      const { viewToken: _token, ...creative } = ad;
      const whole = JSON.stringify({ ad: { ...creative, viewToken: '' } });
      known = { ad, head: whole.slice(0, whole.length - '""}}'.length) };
      setWithin(remembered, ad.id, known, rememberedCampaigns);
    }
    return `${known.head}${JSON.stringify(ad.viewToken)}}}`;
  };
}
