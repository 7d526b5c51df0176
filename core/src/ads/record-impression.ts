import type { RateLimit, RateLimiter } from '../shared/rate-limiter.ts';
import { countedEvent, type AdImpressionCount, type AdStats } from './ad-stats.ts';
import { postedView, type AdEventCommand, type AdEventDeps } from './count-ad-event.ts';

/**
 * Bare impression posts (the spec's call, without a view token) that count per client IP and
 * minute: a page shows at most four ads, so a person reloading stays well within it.
 */
export const bareImpressionLimit: RateLimit = { points: 30, windowSeconds: 60 };

async function countImpression(
  deps: AdEventDeps & { limiter: Pick<RateLimiter, 'consume'> },
  command: AdEventCommand,
): Promise<AdImpressionCount> {
  const view = postedView(deps, command);
  if (command.automated || view === null) return { as: 'filtered' };
  if (view) return { as: 'view', view };
  // Shared by every instance through the rate-limit table.
  const decision = await deps.limiter.consume(`ad-impression:${command.clientIp}`, bareImpressionLimit);
  return decision.allowed ? countedEvent : { as: 'filtered' };
}

/**
 * Counts one impression, in the total and today's bucket: a genuine token of this campaign once
 * (and within its viewer's frequency cap), a bare post while its IP has budget left this minute.
 * Bots and forged, expired or foreign tokens are answered the same way but filtered. NOT_FOUND,
 * counting nothing, for an unknown, paused or ended campaign.
 */
export async function recordImpression(
  deps: AdEventDeps & { limiter: Pick<RateLimiter, 'consume'>; stats: Pick<AdStats, 'recordImpression'> },
  command: AdEventCommand,
): Promise<{ counted: boolean }> {
  const count = await countImpression(deps, command);
  return { counted: await deps.stats.recordImpression(command.campaignId, deps.clock.now(), count) };
}
