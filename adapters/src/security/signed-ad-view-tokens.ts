import { createHmac, randomUUID } from 'node:crypto';
import { isAdSlotId } from '@commons/core/ads/ad-campaign';
import {
  adViewTokenLifetimeMs,
  type AdViewClaims,
  type AdViewTokens,
} from '@commons/core/ads/ad-view-tokens';
import { sameText } from './same-text.ts';

/** The HMAC's first 16 bytes: forging one still takes 2^128 guesses, and the token stays short. */
const signatureBytes = 16;
const minimumSecretLength = 16;

/** The first `signatureBytes` of the claims' HMAC-SHA256 under `secret`, in base64url. */
function sign(secret: string, claims: string): string {
  return createHmac('sha256', secret)
    .update(claims)
    .digest()
    .subarray(0, signatureBytes)
    .toString('base64url');
}

/**
 * View tokens as `campaign.slot.viewer.expirySeconds.viewId.creative.signature` (tokens issued
 * before creatives, without `.creative`, still read until they expire): the claims in clear (none
 * is secret) and their HMAC-SHA256 under the server's secret, so any instance holding the secret
 * can check a token without storage. Viewer ids must not contain a dot.
 *
 * New tokens are always signed with the current secret. A previous secret, when given, is accepted
 * for reading only: after the secret is rotated, the tokens already handed out still count until
 * they expire (one token lifetime), and then the previous secret can be dropped.
 */
export class SignedAdViewTokens implements AdViewTokens {
  readonly #secret: string;
  readonly #readableWith: readonly string[];

  constructor(secret: string, previousSecret?: string) {
    this.#secret = secret;
    this.#readableWith = previousSecret === undefined ? [secret] : [secret, previousSecret];
    if (this.#readableWith.some((key) => key.length < minimumSecretLength)) {
      throw new Error(`The ad token secret must be at least ${minimumSecretLength} characters`);
    }
  }

  issue(showing: Pick<AdViewClaims, 'campaignId' | 'slotId' | 'viewerId' | 'creativeId'>, now: Date): string {
    const expires = Math.floor((now.getTime() + adViewTokenLifetimeMs) / 1000);
    const creative = showing.creativeId === undefined ? '' : `.${showing.creativeId}`;
    const claims = `${showing.campaignId}.${showing.slotId}.${showing.viewerId}.${expires}.${randomUUID()}${creative}`;
    return `${claims}.${sign(this.#secret, claims)}`;
  }

  read(token: string, now: Date): AdViewClaims | null {
    const cut = token.lastIndexOf('.');
    if (cut < 0) return null;
    const claims = token.slice(0, cut);
    const signature = token.slice(cut + 1);
    if (!this.#readableWith.some((secret) => sameText(signature, sign(secret, claims)))) return null;
    const [campaignId, slotId, viewerId, expires, viewId, creativeId, ...rest] = claims.split('.');
    if (rest.length > 0 || !campaignId || !slotId || !isAdSlotId(slotId) || !viewerId || !viewId) return null;
    if (creativeId === '') return null;
    const expiresAt = new Date(Number(expires) * 1000);
    if (Number.isNaN(expiresAt.getTime()) || now.getTime() >= expiresAt.getTime()) return null;
    return { campaignId, slotId, viewerId, viewId, expiresAt, creativeId };
  }
}
