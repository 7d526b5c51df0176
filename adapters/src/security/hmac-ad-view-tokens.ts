import { createHmac, createSecretKey, randomUUID, timingSafeEqual, type KeyObject } from 'node:crypto';
import { isAdSlotId } from '@commons/core/ads/ad-campaign';
import {
  adViewTokenLifetimeMs,
  type AdViewClaims,
  type AdViewTokens,
} from '@commons/core/ads/ad-view-tokens';

const signatureBytes = 16;

/**
 * View tokens as `campaign.slot.viewer.expirySeconds.viewId.signature`: the claims in clear (none
 * is secret) and a truncated HMAC-SHA256 of them under the server's secret, so any instance holding
 * the secret can check a token without storage. Viewer ids must not contain a dot.
 */
export class HmacAdViewTokens implements AdViewTokens {
  /**
   * A key object made once: given a Buffer, every createHmac would check and wrap the key again
   * (about a tenth of an ad-slot request's CPU time in a profile).
   */
  readonly #key: KeyObject;

  constructor(secret: string) {
    if (secret.length < 16) throw new Error('The ad token secret must be at least 16 characters');
    this.#key = createSecretKey(Buffer.from(secret));
  }

  issue(showing: Pick<AdViewClaims, 'campaignId' | 'slotId' | 'viewerId'>, now: Date): string {
    const expires = Math.floor((now.getTime() + adViewTokenLifetimeMs) / 1000);
    const claims = `${showing.campaignId}.${showing.slotId}.${showing.viewerId}.${expires}.${randomUUID()}`;
    return `${claims}.${this.#sign(claims).toString('base64url')}`;
  }

  read(token: string, now: Date): AdViewClaims | null {
    const cut = token.lastIndexOf('.');
    if (cut < 0) return null;
    const claims = token.slice(0, cut);
    const signature = Buffer.from(token.slice(cut + 1), 'base64url');
    if (signature.length !== signatureBytes || !timingSafeEqual(signature, this.#sign(claims))) return null;
    const [campaignId, slotId, viewerId, expires, viewId, ...rest] = claims.split('.');
    if (rest.length > 0 || !campaignId || !slotId || !isAdSlotId(slotId) || !viewerId || !viewId) return null;
    const expiresAt = new Date(Number(expires) * 1000);
    if (Number.isNaN(expiresAt.getTime()) || now.getTime() >= expiresAt.getTime()) return null;
    return { campaignId, slotId, viewerId, viewId, expiresAt };
  }

  #sign(claims: string): Buffer {
    return createHmac('sha256', this.#key).update(claims).digest().subarray(0, signatureBytes);
  }
}
