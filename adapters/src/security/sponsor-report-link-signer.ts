import { createHmac, hkdfSync } from 'node:crypto';
import { sameText } from './same-text.ts';

/** The HMAC's first 16 bytes: forging a tag still takes 2^128 guesses, and the address stays short. */
const tagBytes = 16;
/** HKDF's info: the report-link key differs from the view-token key made from the same secret. */
const keyInfo = 'commons sponsor report links';
/** Prefixed to what is signed, so this tag can never stand for another message under the key. */
const messagePrefix = 'sponsor-report-link\n';

/**
 * The tokens of sponsors' report links, `<linkId>.<tag>`: the tag is HMAC-SHA256 over the link id
 * under a key derived from the server's secret (AD_TOKEN_SECRET) with HKDF. The store keeps the
 * link id only, so a copy of the database opens no report, yet the current token is recomputed
 * for every weekly mail. Another secret makes other tags: rotating it changes every link.
 */
export class SponsorReportLinkSigner {
  readonly #key: Buffer;

  constructor(secret: string) {
    this.#key = Buffer.from(hkdfSync('sha256', secret, '', keyInfo, 32));
  }

  #tag(linkId: string): string {
    return createHmac('sha256', this.#key)
      .update(`${messagePrefix}${linkId}`)
      .digest()
      .subarray(0, tagBytes)
      .toString('base64url');
  }

  tokenOf(linkId: string): string {
    return `${linkId}.${this.#tag(linkId)}`;
  }

  /** The link id the token names when its tag is this key's; null for any other token. */
  linkIdOf(token: string): string | null {
    const parts = token.split('.');
    if (parts.length !== 2) return null;
    const [linkId, tag] = parts as [string, string];
    return linkId !== '' && sameText(tag, this.#tag(linkId)) ? linkId : null;
  }
}
