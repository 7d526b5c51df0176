import { describe, expect, it } from 'vitest';
import { createMetrics } from './metrics.ts';

const servedIn = (text: string) => Number(/^commons_ads_served_total (\d+)$/m.exec(text)?.[1]);

describe('createMetrics', () => {
  it('counts every ad served, across scrapes, and only once each', async () => {
    const metrics = createMetrics();
    expect(servedIn(await metrics.registry.metrics())).toBe(0);

    for (let served = 0; served < 3; served += 1) metrics.events.adServed();
    expect(servedIn(await metrics.registry.metrics())).toBe(3);
    expect(servedIn(await metrics.registry.metrics())).toBe(3);

    for (let served = 0; served < 2; served += 1) metrics.events.adServed();
    expect(servedIn(await metrics.registry.metrics())).toBe(5);
  });

  it('counts impressions and clicks as they happen', async () => {
    const metrics = createMetrics();
    metrics.events.adImpression();
    metrics.events.adImpression();
    metrics.events.adClick();
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/^commons_ad_impressions_total 2$/m);
    expect(text).toMatch(/^commons_ad_clicks_total 1$/m);
  });
});
