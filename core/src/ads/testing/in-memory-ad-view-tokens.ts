import { adViewTokenLifetimeMs, type AdViewClaims, type AdViewTokens } from '../ad-view-tokens.ts';

/** Tokens that are only keys into a table of the ones issued: any other string is "forged". */
export class InMemoryAdViewTokens implements AdViewTokens {
  readonly #issued = new Map<string, AdViewClaims>();
  #sequence = 0;

  issue(showing: Pick<AdViewClaims, 'campaignId' | 'slotId' | 'viewerId' | 'creativeId'>, now: Date): string {
    this.#sequence += 1;
    const viewId = `view-${this.#sequence}`;
    this.#issued.set(viewId, {
      ...showing,
      viewId,
      expiresAt: new Date(now.getTime() + adViewTokenLifetimeMs),
    });
    return viewId;
  }

  read(token: string, now: Date): AdViewClaims | null {
    const claims = this.#issued.get(token);
    if (!claims || now.getTime() >= claims.expiresAt.getTime()) return null;
    return { ...claims };
  }
}
