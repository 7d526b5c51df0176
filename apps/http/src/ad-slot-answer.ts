import type { AdView } from '@commons/core/ads/ad-campaign';

/** Beyond this many campaigns, new ones are serialised whole for each answer. */
const campaignsKept = 1_000;

/** A campaign's part of the answer: its fields, and the JSON text up to the view token's value. */
type KeptPart = Omit<AdView, 'viewToken'> & { json: string };

const emptySlot = JSON.stringify({ ad: null });

function partOf({ id, imageUrl, clickUrl, alt }: AdView): KeptPart {
  const whole = JSON.stringify({ ad: { id, imageUrl, clickUrl, alt, viewToken: '' } });
  return { id, imageUrl, clickUrl, alt, json: whole.slice(0, -'""}}'.length) };
}

/**
 * The ad-slot answer, `{ ad }`, as JSON text: the text `JSON.stringify` gives (tested). All of it
 * but the view token comes from the campaign, which is answered thousands of times a second: its
 * part is serialised once, kept by campaign id and checked against the view's fields (a changed
 * campaign is serialised again), and only the token is serialised for each answer.
 */
export function adSlotAnswer(): (ad: AdView | null) => string {
  const kept = new Map<string, KeptPart>();
  return (ad) => {
    if (!ad) return emptySlot;
    let part = kept.get(ad.id);
    if (!part || part.imageUrl !== ad.imageUrl || part.clickUrl !== ad.clickUrl || part.alt !== ad.alt) {
      part = partOf(ad);
      if (kept.size < campaignsKept || kept.has(ad.id)) kept.set(ad.id, part);
    }
    return `${part.json}${JSON.stringify(ad.viewToken)}}}`;
  };
}
