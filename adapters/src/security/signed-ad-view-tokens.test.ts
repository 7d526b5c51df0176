import { createHash, createHmac } from 'node:crypto';
import { adViewTokensContract } from '@commons/core/ads/testing/ad-view-tokens.contract';
import { describe, expect, it } from 'vitest';
import { SignedAdViewTokens } from './signed-ad-view-tokens.ts';

const secret = 'a-test-secret-of-enough-length';

adViewTokensContract('signed', () => new SignedAdViewTokens(secret));

describe('SignedAdViewTokens', () => {
  const showing = {
    campaignId: '00000000-0000-4000-8000-000000000001',
    slotId: 'dashboard-primary',
    viewerId: 'v1',
  } as const;
  const now = new Date('2026-03-02T10:00:00.000Z');
  const claimsOf = (token: string) => token.slice(0, token.lastIndexOf('.'));
  const signatureOf = (token: string) => token.slice(token.lastIndexOf('.') + 1);
  /** A token as the previous release issued it: its claims and 16 bytes of their HMAC-SHA256. */
  const legacyToken = (claims: string, key = secret) =>
    `${claims}.${createHmac('sha256', key).update(claims).digest().subarray(0, 16).toString('base64url')}`;

  it('is read by every instance with the same secret and by none with another', () => {
    const token = new SignedAdViewTokens(secret).issue(showing, now);

    expect(new SignedAdViewTokens(secret).read(token, now)).toMatchObject(showing);
    expect(new SignedAdViewTokens('another-secret-of-enough-length').read(token, now)).toBeNull();
  });

  it('signs with the first 18 bytes of SHA-512/256 over the secret, the purpose and the claims', () => {
    for (let index = 0; index < 64; index += 1) {
      const token = new SignedAdViewTokens(secret).issue({ ...showing, viewerId: `viewer-${index}` }, now);
      const expected = createHash('sha512-256')
        .update(`${secret}\u0000commons ad view token v2\u0000${claimsOf(token)}`)
        .digest()
        .subarray(0, 18);
      expect(signatureOf(token)).toBe(expected.toString('base64url'));
    }
  });

  it('still reads a token of the previous format (HMAC-SHA256) until it expires, so an upgrade loses no impressions', () => {
    const tokens = new SignedAdViewTokens(secret);
    const claims = claimsOf(tokens.issue(showing, now));
    const token = legacyToken(claims);

    expect(tokens.read(token, now)).toMatchObject({ ...showing, viewId: claims.split('.')[4] });
    expect(tokens.read(token, new Date(now.getTime() + 30 * 60 * 1000))).toBeNull();
    expect(tokens.read(legacyToken(claims, 'another-secret-of-enough-length'), now)).toBeNull();
  });

  it('refuses a signature made for other claims, in either format', () => {
    const tokens = new SignedAdViewTokens(secret);
    const token = tokens.issue(showing, now);
    const otherClaims = claimsOf(tokens.issue({ ...showing, viewerId: 'v2' }, now));

    expect(tokens.read(`${otherClaims}.${signatureOf(token)}`, now)).toBeNull();
    expect(tokens.read(`${otherClaims}.${signatureOf(legacyToken(claimsOf(token)))}`, now)).toBeNull();
  });

  it('refuses a signature of another length, or with characters outside base64url', () => {
    const tokens = new SignedAdViewTokens(secret);
    const token = tokens.issue(showing, now);
    const signature = signatureOf(token);

    for (const forged of [signature.slice(0, 23), `${signature}A`, `${signature.slice(0, 23)}é`, '']) {
      expect(tokens.read(`${claimsOf(token)}.${forged}`, now)).toBeNull();
    }
  });

  it('refuses a short secret', () => {
    expect(() => new SignedAdViewTokens('short')).toThrow(/at least 16/);
  });
});
