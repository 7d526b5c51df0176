import { createHmac } from 'node:crypto';
import { adViewTokensContract } from '@commons/core/ads/testing/ad-view-tokens.contract';
import { describe, expect, it } from 'vitest';
import { SignedAdViewTokens } from './signed-ad-view-tokens.ts';

const secret = 'a-test-secret-of-enough-length';
const previousSecret = 'the-secret-before-the-rotation';
const unknownSecret = 'another-secret-of-enough-length';

adViewTokensContract('signed', () => new SignedAdViewTokens(secret));
adViewTokensContract('signed, with a previous secret', () => new SignedAdViewTokens(secret, previousSecret));

describe('SignedAdViewTokens', () => {
  const showing = {
    campaignId: '00000000-0000-4000-8000-000000000001',
    slotId: 'dashboard-primary',
    viewerId: 'v1',
  } as const;
  const now = new Date('2026-03-02T10:00:00.000Z');
  const claimsOf = (token: string) => token.slice(0, token.lastIndexOf('.'));
  const signatureOf = (token: string) => token.slice(token.lastIndexOf('.') + 1);
  const hmacTag = (key: string, claims: string) =>
    createHmac('sha256', key).update(claims).digest().subarray(0, 16).toString('base64url');

  it('is read by every instance with the same secret and by none with another', () => {
    const token = new SignedAdViewTokens(secret).issue(showing, now);

    expect(new SignedAdViewTokens(secret).read(token, now)).toMatchObject(showing);
    expect(new SignedAdViewTokens(unknownSecret).read(token, now)).toBeNull();
  });

  it('still reads a token issued before creatives, which names none', () => {
    const claims = `${showing.campaignId}.${showing.slotId}.${showing.viewerId}.${now.getTime() / 1000 + 60}.view-1`;

    expect(new SignedAdViewTokens(secret).read(`${claims}.${hmacTag(secret, claims)}`, now)).toEqual({
      ...showing,
      viewId: 'view-1',
      expiresAt: new Date(now.getTime() + 60_000),
      creativeId: undefined,
    });
  });

  it('signs with the first 16 bytes of the claims’ HMAC-SHA256, in base64url', () => {
    const token = new SignedAdViewTokens(secret).issue(showing, now);

    expect(signatureOf(token)).toBe(hmacTag(secret, claimsOf(token)));
    expect(signatureOf(token)).toHaveLength(22);
  });

  it('reads a token signed with the previous secret until it expires, after the secret is rotated', () => {
    const beforeRotation = new SignedAdViewTokens(previousSecret).issue(showing, now);
    const afterRotation = new SignedAdViewTokens(secret, previousSecret);

    expect(afterRotation.read(beforeRotation, now)).toMatchObject(showing);
    expect(afterRotation.read(beforeRotation, new Date(now.getTime() + 30 * 60 * 1000))).toBeNull();
  });

  it('refuses a token signed with a secret that is neither the current nor the previous one', () => {
    const token = new SignedAdViewTokens(unknownSecret).issue(showing, now);

    expect(new SignedAdViewTokens(secret, previousSecret).read(token, now)).toBeNull();
  });

  it('signs new tokens with the current secret only, whatever previous secret it is given', () => {
    const token = new SignedAdViewTokens(secret, previousSecret).issue(showing, now);

    expect(signatureOf(token)).toBe(hmacTag(secret, claimsOf(token)));
    expect(new SignedAdViewTokens(secret).read(token, now)).toMatchObject(showing);
    expect(new SignedAdViewTokens(previousSecret).read(token, now)).toBeNull();
  });

  it('refuses a signature made for other claims', () => {
    const tokens = new SignedAdViewTokens(secret);
    const token = tokens.issue(showing, now);
    const otherClaims = claimsOf(tokens.issue({ ...showing, viewerId: 'v2' }, now));

    expect(tokens.read(`${otherClaims}.${signatureOf(token)}`, now)).toBeNull();
  });

  it('refuses a signature of another length, or with characters outside base64url', () => {
    const tokens = new SignedAdViewTokens(secret);
    const token = tokens.issue(showing, now);
    const signature = signatureOf(token);

    for (const forged of [signature.slice(0, 21), `${signature}A`, `${signature.slice(0, 21)}é`, '']) {
      expect(tokens.read(`${claimsOf(token)}.${forged}`, now)).toBeNull();
    }
  });

  it('refuses a short secret, current or previous', () => {
    expect(() => new SignedAdViewTokens('short')).toThrow(/at least 16/);
    expect(() => new SignedAdViewTokens(secret, 'short')).toThrow(/at least 16/);
  });
});
