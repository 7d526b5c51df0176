import { describe, expect, it } from 'vitest';
import { adViewTokenLifetimeMs, type AdViewTokens } from '../ad-view-tokens.ts';

const now = new Date('2026-03-02T10:00:00.000Z');
const showing = {
  campaignId: '00000000-0000-4000-8000-000000000001',
  slotId: 'dashboard-footer',
  viewerId: 'viewer-1',
} as const;

/** The behaviour every AdViewTokens must have. */
export function adViewTokensContract(name: string, create: () => AdViewTokens): void {
  describe(`AdViewTokens contract: ${name}`, () => {
    it('reads back what it issued, with a view id of its own and the expiry', () => {
      const tokens = create();

      const first = tokens.read(tokens.issue(showing, now), now);
      const second = tokens.read(tokens.issue(showing, now), now);

      expect(first).toEqual({
        ...showing,
        viewId: expect.any(String),
        expiresAt: new Date(now.getTime() + adViewTokenLifetimeMs),
      });
      expect(second!.viewId).not.toBe(first!.viewId);
    });

    it('reads back the creative shown', () => {
      const tokens = create();
      const creativeId = '00000000-0000-4000-8000-0000000000c1';

      expect(tokens.read(tokens.issue({ ...showing, creativeId }, now), now)).toMatchObject({ creativeId });
    });

    it('refuses an expired token', () => {
      const tokens = create();
      const token = tokens.issue(showing, now);

      expect(tokens.read(token, new Date(now.getTime() + adViewTokenLifetimeMs - 1000))).not.toBeNull();
      expect(tokens.read(token, new Date(now.getTime() + adViewTokenLifetimeMs))).toBeNull();
    });

    it('refuses altered and made-up tokens', () => {
      const tokens = create();
      const token = tokens.issue(showing, now);
      const otherCampaign = token.replace(showing.campaignId, '00000000-0000-4000-8000-000000000002');

      for (const forged of [
        '',
        'x',
        `${token}x`,
        token.slice(0, -2),
        otherCampaign,
        token.replace('viewer-1', 'viewer-2'),
      ].filter((forged) => forged !== token)) {
        expect(tokens.read(forged, now)).toBeNull();
      }
    });
  });
}
