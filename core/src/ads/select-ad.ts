import type { Clock } from '../shared/clock.ts';
import type { Random } from '../shared/random.ts';
import type { RateLimiter } from '../shared/rate-limiter.ts';
import { isEligible, toAdView, type AdCampaign, type AdRequest, type AdView } from './ad-campaign.ts';
import type { AdCampaignRepository } from './ad-campaign-repository.ts';
import { utcDay, type AdStats } from './ad-stats.ts';
import { viewTokensPerAddress, type AdViewTokens } from './ad-view-tokens.ts';
import { selectWeightedCampaign } from './select-weighted-campaign.ts';

/** Who asks for a slot, as the driver tells. */
export interface AdViewer {
  /** Whose daily frequency caps apply; also written into the view token. */
  viewerId: string;
  /** Whose view tokens are limited per minute (`viewTokensPerAddress`). */
  clientIp: string;
  /** A known bot, or a client that names no user agent: it is shown no ad. */
  automated: boolean;
}

export interface SelectAdDeps {
  campaigns: Pick<AdCampaignRepository, 'listActiveInSlot'>;
  clock: Clock;
  random: Random;
  tokens: Pick<AdViewTokens, 'issue'>;
  viewers: Pick<AdStats, 'viewerImpressions'>;
  limiter: Pick<RateLimiter, 'consume'>;
}

/** Drops the capped campaigns this viewer has seen as often today as their cap allows. */
async function underFrequencyCaps(
  deps: SelectAdDeps,
  eligible: readonly AdCampaign[],
  capped: readonly AdCampaign[],
  viewerId: string,
  now: Date,
): Promise<readonly AdCampaign[]> {
  const seen = await deps.viewers.viewerImpressions(
    viewerId,
    capped.map((campaign) => campaign.id),
    utcDay(now),
  );
  return eligible.filter(
    (campaign) => campaign.frequencyCap === null || (seen.get(campaign.id) ?? 0) < campaign.frequencyCap,
  );
}

/**
 * Fills a slot: among the slot's active campaigns that are within their schedule and caps and whose
 * targeting admits the request's tier, sector and country, one weighted draw, then one among the
 * drawn campaign's creatives. The request comes
 * from `parseAdRequest`. The answer carries a view token for this showing to the viewer. Null when
 * none is eligible, for a bot, and past the address's tokens for the minute: then there is nothing
 * to count.
 */
export async function selectAd(
  deps: SelectAdDeps,
  request: Readonly<AdRequest>,
  viewer: Readonly<AdViewer>,
): Promise<AdView | null> {
  if (viewer.automated) return null;
  const now = deps.clock.now();
  const candidates = await deps.campaigns.listActiveInSlot(request.slotId);
  const eligible = candidates.filter((campaign) => isEligible(campaign, request, now));
  const capped = eligible.filter((campaign) => campaign.frequencyCap !== null);
  // Most campaigns have no cap: then the draw asks the database nothing and waits for nothing.
  const pool =
    capped.length === 0 ? eligible : await underFrequencyCaps(deps, eligible, capped, viewer.viewerId, now);
  const chosen = selectWeightedCampaign(pool, deps.random);
  if (!chosen) return null;
  // Revive's rule: the campaign's share is its weight whatever its creatives; they split it by
  // theirs. A single creative needs no second draw.
  const creative =
    chosen.creatives.length === 1
      ? chosen.creatives[0]
      : selectWeightedCampaign(chosen.creatives, deps.random);
  if (!creative) return null;
  // Counted only for an answer that carries a token: a slot with nothing to show spends nothing.
  const budget = await deps.limiter.consume(`ad-view-token:${viewer.clientIp}`, viewTokensPerAddress);
  if (!budget.allowed) return null;
  return toAdView(
    chosen,
    creative,
    deps.tokens.issue(
      { campaignId: chosen.id, slotId: request.slotId, viewerId: viewer.viewerId, creativeId: creative.id },
      now,
    ),
  );
}
