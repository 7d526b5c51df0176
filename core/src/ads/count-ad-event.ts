import type { Clock } from '../shared/clock.ts';
import { parseInput } from '../shared/validation.ts';
import type { CountedView } from './ad-stats.ts';
import type { AdViewTokens } from './ad-view-tokens.ts';
import { adEventSchema } from './campaign-schema.ts';

export interface AdEventCommand {
  campaignId: string;
  /** The request body: `{ viewToken }`, or nothing for a bare post. */
  input: unknown;
  clientIp: string;
  /** A known bot, or a client that names no user agent (the driver tells): its events count nothing. */
  automated: boolean;
}

export interface AdEventDeps {
  tokens: Pick<AdViewTokens, 'read'>;
  clock: Clock;
}

/**
 * The view an impression or click post names: that of a genuine, unexpired token of this campaign;
 * null for any other token (forged, expired, another campaign's); undefined for a bare post. A body
 * whose token is not text is a VALIDATION error.
 */
export function postedView(deps: AdEventDeps, command: AdEventCommand): CountedView | null | undefined {
  const { viewToken } = parseInput(adEventSchema, command.input ?? {});
  if (viewToken === undefined) return undefined;
  const claims = deps.tokens.read(viewToken, deps.clock.now());
  if (!claims || claims.campaignId !== command.campaignId) return null;
  return {
    viewId: claims.viewId,
    expiresAt: claims.expiresAt,
    viewerId: claims.viewerId,
    creativeId: claims.creativeId,
  };
}
