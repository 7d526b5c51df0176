import { createHmac, hash, randomUUID } from 'node:crypto';
import { isAdSlotId } from '@commons/core/ads/ad-campaign';
import {
  adViewTokenLifetimeMs,
  type AdViewClaims,
  type AdViewTokens,
} from '@commons/core/ads/ad-view-tokens';
import { sameText } from './same-text.ts';

/** The base64url characters (unpadded) that `bytes` bytes take. */
const base64urlLength = (bytes: number) => Math.ceil((bytes * 8) / 6);
/**
 * 18 bytes of SHA-512/256 make 24 base64url characters, with no bits left over to mask. The
 * signatures of the previous format (16 bytes of HMAC-SHA256) take 22, so the length tells the two
 * apart.
 */
const signatureChars = base64urlLength(18);
const legacySignatureBytes = 16;
const legacySignatureChars = base64urlLength(legacySignatureBytes);
/** Keeps these signatures apart from any other use of the same secret. */
const purpose = '\u0000commons ad view token v2\u0000';

/**
 * View tokens as `campaign.slot.viewer.expirySeconds.viewId.signature`: the claims in clear (none
 * is secret) and a signature of them under the server's secret, so any instance holding the secret
 * can check a token without storage. Viewer ids must not contain a dot.
 *
 * The signature is SHA-512/256 over the secret, a purpose label and the claims, cut to 18 bytes: one
 * native call on the ad-slot path, where HMAC-SHA256 took two (Node keeps no keyed state between
 * calls, so HMAC hashes its key pads every time) plus a buffer to join their inputs (docs/scaling.md,
 * eighth round). A secret prefix is a sound MAC for SHA-512/256, unlike SHA-256: its output is
 * truncated, so no one can extend a signed message without the secret (NIST SP 800-107 §5.3.4 on
 * truncation; the same reason KMAC is a prefix construction).
 *
 * Tokens of the previous format (HMAC-SHA256, 16 bytes) still read until they expire, so that the
 * half hour after an upgrade loses no impressions; `createHmac` serves them, off the hot path.
 */
export class SignedAdViewTokens implements AdViewTokens {
  readonly #secret: string;
  readonly #prefix: string;

  constructor(secret: string) {
    if (secret.length < 16) throw new Error('The ad token secret must be at least 16 characters');
    this.#secret = secret;
    this.#prefix = secret + purpose;
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
    const signature = token.slice(cut + 1);
    const expected =
      signature.length === signatureChars
        ? this.#sign(claims)
        : signature.length === legacySignatureChars
          ? this.#legacySign(claims)
          : undefined;
    if (!expected || !sameText(signature, expected)) return null;
    const [campaignId, slotId, viewerId, expires, viewId, ...rest] = claims.split('.');
    if (rest.length > 0 || !campaignId || !slotId || !isAdSlotId(slotId) || !viewerId || !viewId) return null;
    const expiresAt = new Date(Number(expires) * 1000);
    if (Number.isNaN(expiresAt.getTime()) || now.getTime() >= expiresAt.getTime()) return null;
    return { campaignId, slotId, viewerId, viewId, expiresAt };
  }

  #sign(claims: string): string {
    return hash('sha512-256', this.#prefix + claims, 'base64url').slice(0, signatureChars);
  }

  /** The previous format's signature: the first 16 bytes of the claims' HMAC-SHA256. */
  #legacySign(claims: string): string {
    return createHmac('sha256', this.#secret)
      .update(claims)
      .digest()
      .subarray(0, legacySignatureBytes)
      .toString('base64url');
  }
}
