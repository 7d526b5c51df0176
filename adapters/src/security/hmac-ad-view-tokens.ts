import { randomUUID, timingSafeEqual } from 'node:crypto';
import { isAdSlotId } from '@commons/core/ads/ad-campaign';
import {
  adViewTokenLifetimeMs,
  type AdViewClaims,
  type AdViewTokens,
} from '@commons/core/ads/ad-view-tokens';
import { hmacSha256 } from './hmac-sha256.ts';

const signatureBytes = 16;
const base64url = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** How many characters the signature's base64url takes, and the bits its last one carries. */
const signatureChars = Math.ceil((signatureBytes * 8) / 6);
const lastCharBits = signatureBytes * 8 - (signatureChars - 1) * 6;
const lastCharMask = ((1 << lastCharBits) - 1) << (6 - lastCharBits);

/**
 * The base64url of a digest's first `signatureBytes`, from the whole digest's base64url: the same
 * leading characters, and the last one with the bits beyond the cut set to zero. Converting the
 * string spares a Buffer per signature (see hmac-sha256.ts).
 */
function truncated(digest: string): string {
  const last = base64url.indexOf(digest[signatureChars - 1]!) & lastCharMask;
  return digest.slice(0, signatureChars - 1) + base64url[last]!;
}

/**
 * View tokens as `campaign.slot.viewer.expirySeconds.viewId.signature`: the claims in clear (none
 * is secret) and a truncated HMAC-SHA256 of them under the server's secret, so any instance holding
 * the secret can check a token without storage. Viewer ids must not contain a dot.
 */
export class HmacAdViewTokens implements AdViewTokens {
  readonly #hmac: (message: string) => string;

  constructor(secret: string) {
    if (secret.length < 16) throw new Error('The ad token secret must be at least 16 characters');
    this.#hmac = hmacSha256(Buffer.from(secret));
  }

  issue(showing: Pick<AdViewClaims, 'campaignId' | 'slotId' | 'viewerId'>, now: Date): string {
    const expires = Math.floor((now.getTime() + adViewTokenLifetimeMs) / 1000);
    const claims = `${showing.campaignId}.${showing.slotId}.${showing.viewerId}.${expires}.${randomUUID()}`;
    return `${claims}.${this.#sign(claims)}`;
  }

  read(token: string, now: Date): AdViewClaims | null {
    const cut = token.lastIndexOf('.');
    if (cut < 0) return null;
    const claims = token.slice(0, cut);
    const signature = Buffer.from(token.slice(cut + 1), 'base64url');
    if (signature.length !== signatureBytes) return null;
    if (!timingSafeEqual(signature, Buffer.from(this.#sign(claims), 'base64url'))) return null;
    const [campaignId, slotId, viewerId, expires, viewId, ...rest] = claims.split('.');
    if (rest.length > 0 || !campaignId || !slotId || !isAdSlotId(slotId) || !viewerId || !viewId) return null;
    const expiresAt = new Date(Number(expires) * 1000);
    if (Number.isNaN(expiresAt.getTime()) || now.getTime() >= expiresAt.getTime()) return null;
    return { campaignId, slotId, viewerId, viewId, expiresAt };
  }

  /** The claims' signature in base64url: the first `signatureBytes` of their HMAC-SHA256. */
  #sign(claims: string): string {
    return truncated(this.#hmac(claims));
  }
}
