import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import type { AdViewTokens } from '@commons/core/ads/ad-view-tokens';
import { InMemoryAdViewTokens } from '@commons/core/ads/testing/in-memory-ad-view-tokens';
import { observeBusinessEvents, type BusinessEvents } from './business-events.ts';
import { AdTokens } from './modules/ads.ts';

function observed() {
  const counts = { served: 0 };
  const events: BusinessEvents = {
    adServed: () => (counts.served += 1),
    adImpression: () => {},
    adClick: () => {},
    paymentEvent: () => {},
    mail: () => {},
  };
  const container = new Container();
  container.bind(AdTokens.AdViewTokens).toConstantValue(new InMemoryAdViewTokens());
  observeBusinessEvents(container, events);
  return { counts, tokens: container.get<AdViewTokens>(AdTokens.AdViewTokens) };
}

describe('observeBusinessEvents', () => {
  it('counts an ad served for each view token issued, and none for a token read back', () => {
    const { counts, tokens } = observed();
    const now = new Date('2026-11-26T12:00:00Z');

    const token = tokens.issue({ campaignId: 'c1', slotId: 'dashboard-primary', viewerId: 'v1' }, now);
    tokens.issue({ campaignId: 'c2', slotId: 'dashboard-footer', viewerId: 'v1' }, now);

    expect(counts.served).toBe(2);
    expect(tokens.read(token, now)).toMatchObject({ campaignId: 'c1', viewerId: 'v1' });
    expect(counts.served).toBe(2);
  });
});
