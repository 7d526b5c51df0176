import type { RateLimit } from '../shared/rate-limiter.ts';
import type { AdSlotId } from './ad-campaign.ts';

/** How long an ad's view token counts: long enough for a slow page, short enough to be worthless to hoard. */
export const adViewTokenLifetimeMs = 30 * 60 * 1000;

/**
 * View tokens one client address is given per minute, across instances; past it the slot is
 * answered without an ad. A dashboard shows at most four slots and the web app keeps each answer
 * five minutes, so a person asks a handful of times a minute: 120 leaves room for some thirty
 * people behind one address (an office, a carrier's NAT) opening the dashboard in the same minute,
 * while a script can no longer mint hundreds of countable showings a second from one address.
 */
export const viewTokensPerAddress: RateLimit = { points: 120, windowSeconds: 60 };

/** What a view token says: one showing of a campaign in a slot to a viewer. */
export interface AdViewClaims {
  campaignId: string;
  slotId: AdSlotId;
  viewerId: string;
  /** Unique per token: the key under which its impression and its click are counted once. */
  viewId: string;
  expiresAt: Date;
  /** The creative shown; absent in tokens issued before creatives. */
  creativeId?: string | undefined;
}

/** Issues and reads tamper-proof view tokens (signed with a server secret in the adapter). */
export interface AdViewTokens {
  /** A new token for one showing, valid for `adViewTokenLifetimeMs` from `now`. */
  issue(showing: Pick<AdViewClaims, 'campaignId' | 'slotId' | 'viewerId' | 'creativeId'>, now: Date): string;
  /** The claims of a genuine token still valid at `now`; null for a forged, malformed or expired one. */
  read(token: string, now: Date): AdViewClaims | null;
}
