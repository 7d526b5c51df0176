import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { observeBusinessEvents, type BusinessEvents } from './business-events.ts';
import type { AdRequest, AdView } from '@commons/core/ads/ad-campaign';
import type { selectAd as selectAdUseCase } from '@commons/core/ads/select-ad';
import { AdTokens } from './modules/ads.ts';
import type { Bound } from './tokens.ts';

type SelectAd = Bound<typeof selectAdUseCase>;

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
  // A slot with a campaign fills; one without stays empty.
  const selectAd: SelectAd = async (request) =>
    request.slotId === 'dashboard-primary'
      ? ({
          id: 'c1',
          imageUrl: '/a.png',
          clickUrl: 'https://example.org',
          alt: 'Ad',
          viewToken: 't',
        } as AdView)
      : null;
  container.bind(AdTokens.selectAd).toConstantValue(selectAd);
  observeBusinessEvents(container, events);
  return { counts, selectAd: container.get<SelectAd>(AdTokens.selectAd) };
}

describe('observeBusinessEvents', () => {
  it('counts an ad served for each slot filled, and none for a slot left empty', async () => {
    const { counts, selectAd } = observed();

    const viewer = (viewerId: string) => ({ viewerId, clientIp: '203.0.113.7', automated: false });
    await selectAd({ slotId: 'dashboard-primary' } as AdRequest, viewer('v1'));
    await selectAd({ slotId: 'dashboard-footer' } as AdRequest, viewer('v1'));
    await selectAd({ slotId: 'dashboard-primary' } as AdRequest, viewer('v2'));

    expect(counts.served).toBe(2);
  });
});
