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

  it('refuses a short secret', () => {
    expect(() => new HmacAdViewTokens('short')).toThrow(/at least 16/);
  });
});
