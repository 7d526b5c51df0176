import { isEligible, type AdCampaign, type AdRequest } from './ad-campaign.ts';

/** The campaigns of a list that may fill one request, and those among them with a per-viewer cap. */
export interface EligibleCampaigns {
  campaigns: readonly AdCampaign[];
  capped: readonly AdCampaign[];
}

interface Remembered extends EligibleCampaigns {
  /** The span of time in which no campaign of the list starts or ends: the answer holds within it. */
  from: number;
  until: number;
}

/** Per cached list, per request object: a WeakMap, so both go with the last reference to them. */
const rememberedByList = new WeakMap<readonly AdCampaign[], WeakMap<Readonly<AdRequest>, Remembered>>();

function compute(candidates: readonly AdCampaign[], request: Readonly<AdRequest>, now: Date): Remembered {
  const time = now.getTime();
  let from = -Infinity;
  let until = Infinity;
  for (const { startAt, endAt } of candidates) {
    for (const edge of [startAt, endAt]) {
      if (!edge) continue;
      const at = edge.getTime();
      if (at <= time) from = Math.max(from, at);
      else until = Math.min(until, at);
    }
  }
  const campaigns = candidates.filter((campaign) => isEligible(campaign, request, now));
  const capped = campaigns.filter((campaign) => campaign.frequencyCap !== null);
  return { campaigns, capped, from, until };
}

/**
 * The campaigns of `candidates` that may fill `request` at `now` (`isEligible`), remembered for
 * the same list and the same request object while no campaign of the list starts or ends. A cached
 * slot list is the same array for seconds, and the HTTP driver hands the same frozen request for
 * the same query string (`parseAdRequest`, apps/http's `adSlotRequests`): thousands of requests ask
 * the same few questions, and filtering and matching the targeting again for each cost as much as
 * signing the answer. Keyed by identity, not by a text built from the request: building and hashing
 * that text for each request cost 3 to 4 µs of the slot's CPU in two runs (docs/scaling.md, seventh
 * round). Campaigns and requests are treated as values (a changed campaign arrives in a new list; a
 * request is not changed once made), so the answers stay true; a list or a request made anew for
 * each call is simply never matched.
 */
export function eligibleCampaigns(
  candidates: readonly AdCampaign[],
  request: Readonly<AdRequest>,
  now: Date,
): EligibleCampaigns {
  let remembered = rememberedByList.get(candidates);
  if (!remembered) rememberedByList.set(candidates, (remembered = new WeakMap()));
  const time = now.getTime();
  const known = remembered.get(request);
  if (known && known.from <= time && time < known.until) return known;
  const answer = compute(candidates, request, now);
  remembered.set(request, answer);
  return answer;
}
