import type { Clock } from '../shared/clock.ts';
import type { RateLimit, RateLimiter } from '../shared/rate-limiter.ts';
import { parseInput } from '../shared/validation.ts';
import { countedEvent, type AdEventCount } from './ad-stats.ts';
import type { AdViewTokens } from './ad-view-tokens.ts';
import { adEventSchema } from './campaign-schema.ts';

/**
 * Bare posts (the spec's call, without a view token) that count per client IP and minute, per kind
 * of event: a page shows at most four ads, so a person reloading stays well within it.
 */
export const bareAdEventLimit: RateLimit = { points: 30, windowSeconds: 60 };

export interface AdEventCommand {
  campaignId: string;
  /** The request body: `{ viewToken }`, or nothing for a bare post. */
  input: unknown;
  clientIp: string;
}

export interface AdEventDeps {
  tokens: Pick<AdViewTokens, 'read'>;
  limiter: Pick<RateLimiter, 'consume'>;
  clock: Clock;
}

/**
 * Decides how one impression or click counts: a genuine, unexpired token of this campaign counts
 * once under its view id; a forged, expired or foreign token is filtered; a bare post counts while
 * its IP has budget left this minute (shared by every instance), and is filtered past it.
 */
export async function countAdEvent(
  deps: AdEventDeps,
  kind: 'impression' | 'click',
  command: AdEventCommand,
): Promise<AdEventCount> {
  const { viewToken } = parseInput(adEventSchema, command.input ?? {});
  if (viewToken !== undefined) {
    const claims = deps.tokens.read(viewToken, deps.clock.now());
    if (!claims || claims.campaignId !== command.campaignId) return { as: 'filtered' };
    return {
      as: 'view',
      view: { key: `${kind}:${claims.viewId}`, expiresAt: claims.expiresAt, viewerId: claims.viewerId },
    };
  }
  const decision = await deps.limiter.consume(`ad-${kind}:${command.clientIp}`, bareAdEventLimit);
  return decision.allowed ? countedEvent : { as: 'filtered' };
}
