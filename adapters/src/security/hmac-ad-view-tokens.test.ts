import { createHmac } from 'node:crypto';
import { adViewTokensContract } from '@commons/core/ads/testing/ad-view-tokens.contract';
import { describe, expect, it } from 'vitest';
import { HmacAdViewTokens } from './hmac-ad-view-tokens.ts';

const secret = 'a-test-secret-of-enough-length';

adViewTokensContract('HMAC', () => new HmacAdViewTokens(secret));

describe('HmacAdViewTokens', () => {
  const showing = {
    campaignId: '00000000-0000-4000-8000-000000000001',
    slotId: 'dashboard-primary',
    viewerId: 'v1',
  } as const;
  const now = new Date('2026-03-02T10:00:00.000Z');

  it('is read by every instance with the same secret and by none with another', () => {
    const token = new HmacAdViewTokens(secret).issue(showing, now);

    expect(new HmacAdViewTokens(secret).read(token, now)).toMatchObject(showing);
    expect(new HmacAdViewTokens('another-secret-of-enough-length').read(token, now)).toBeNull();
  });

  it("signs with the first 16 bytes of the claims' HMAC-SHA256, so tokens issued before a restart or by an older release still read", () => {
    for (let index = 0; index < 64; index += 1) {
      const token = new HmacAdViewTokens(secret).issue({ ...showing, viewerId: `viewer-${index}` }, now);
      const cut = token.lastIndexOf('.');
      const expected = createHmac('sha256', secret).update(token.slice(0, cut)).digest().subarray(0, 16);
      expect(token.slice(cut + 1)).toBe(expected.toString('base64url'));
    }
  });

  it('refuses a short secret', () => {
    expect(() => new HmacAdViewTokens('short')).toThrow(/at least 16/);
  });
});
