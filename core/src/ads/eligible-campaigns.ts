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

/** Beyond this many distinct requests per list, answers are computed and not kept. */
const requestsRememberedPerList = 256;

const rememberedByList = new WeakMap<readonly AdCampaign[], Map<string, Remembered>>();

const part = (value: string | undefined) => (value === undefined ? '-' : `${value.length}:${value}`);

/** Unambiguous for any values: each is length-prefixed, and a missing one is `-`. */
function requestKey({ slotId, tier, sector, country }: AdRequest): string {
  return `${slotId}|${part(tier)}|${part(sector)}|${part(country)}`;
}

function compute(candidates: readonly AdCampaign[], request: AdRequest, now: Date): Remembered {
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
 * the same list and request while no campaign of the list starts or ends. A cached slot list is
 * the same array for seconds while thousands of requests ask it the same few questions: filtering
 * and matching the targeting again for each cost as much as signing the answer. Campaign objects
 * are treated as values (a changed campaign arrives in a new list), so the answers stay true; a
 * list made anew for each call is simply never matched.
 */
export function eligibleCampaigns(
  candidates: readonly AdCampaign[],
  request: AdRequest,
  now: Date,
): EligibleCampaigns {
  let remembered = rememberedByList.get(candidates);
  if (!remembered) rememberedByList.set(candidates, (remembered = new Map()));
  const key = requestKey(request);
  const time = now.getTime();
  const known = remembered.get(key);
  if (known && known.from <= time && time < known.until) return known;
  const answer = compute(candidates, request, now);
  if (known || remembered.size < requestsRememberedPerList) remembered.set(key, answer);
  return answer;
}
