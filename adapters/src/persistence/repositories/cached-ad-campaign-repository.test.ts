import { describe, expect, it } from 'vitest';
import type { AdSlotId } from '@commons/core/ads/ad-campaign';
import { adCampaignRepositoryContract } from '@commons/core/ads/testing/ad-campaign-repository.contract';
import { campaignFields } from '@commons/core/ads/testing/campaign-builder';
import { InMemoryAdCampaignRepository } from '@commons/core/ads/testing/in-memory-ad-campaign-repository';
import { FixedClock } from '@commons/core/shared/testing/fixed-clock';
import { CachedAdCampaignRepository } from './cached-ad-campaign-repository.ts';

function setup() {
  const clock = new FixedClock('2026-01-01T00:00:00.000Z');
  const inner = new InMemoryAdCampaignRepository(clock);
  return { clock, inner, cached: new CachedAdCampaignRepository(inner, clock, 5_000) };
}

adCampaignRepositoryContract('cached in memory', async () => {
  const { cached, clock } = setup();
  return { campaigns: cached, clock };
});

describe('CachedAdCampaignRepository', () => {
  it('reads a slot from the store once per TTL, and concurrent misses share the read', async () => {
    const { inner, cached, clock } = setup();
    await inner.create(campaignFields({ slotId: 'dashboard-primary' }));

    await Promise.all([
      cached.listActiveInSlot('dashboard-primary'),
      cached.listActiveInSlot('dashboard-primary'),
    ]);
    clock.advanceSeconds(4.9);
    await cached.listActiveInSlot('dashboard-primary');
    expect(inner.slotReads).toBe(1);

    clock.advanceSeconds(0.2);
    await cached.listActiveInSlot('dashboard-primary');
    expect(inner.slotReads).toBe(2);
  });

  it('keeps slots apart', async () => {
    const { inner, cached } = setup();
    const footer = await inner.create(campaignFields({ slotId: 'dashboard-footer' }));

    expect(await cached.listActiveInSlot('dashboard-primary')).toEqual([]);
    expect((await cached.listActiveInSlot('dashboard-footer')).map((campaign) => campaign.id)).toEqual([
      footer.id,
    ]);
  });

  it('sees its own creates, updates and deletes at once', async () => {
    const { cached } = setup();
    expect(await cached.listActiveInSlot('dashboard-primary')).toEqual([]);

    const created = await cached.create(campaignFields());
    expect(await cached.listActiveInSlot('dashboard-primary')).toHaveLength(1);

    await cached.update(created.id, { status: 'paused' });
    expect(await cached.listActiveInSlot('dashboard-primary')).toEqual([]);

    await cached.update(created.id, { status: 'active' });
    expect(await cached.listActiveInSlot('dashboard-primary')).toHaveLength(1);
    await cached.delete(created.id);
    expect(await cached.listActiveInSlot('dashboard-primary')).toEqual([]);
  });

  it('sees writes of other processes once the TTL has passed', async () => {
    const { inner, cached, clock } = setup();
    expect(await cached.listActiveInSlot('dashboard-primary')).toEqual([]);

    await inner.create(campaignFields());
    expect(await cached.listActiveInSlot('dashboard-primary')).toEqual([]);

    clock.advanceSeconds(5);
    expect(await cached.listActiveInSlot('dashboard-primary')).toHaveLength(1);
  });

  it('does not remember a failed read', async () => {
    class FlakyRepository extends InMemoryAdCampaignRepository {
      failing = true;
      override async listActiveInSlot(slotId: AdSlotId) {
        if (this.failing) throw new Error('database down');
        return super.listActiveInSlot(slotId);
      }
    }
    const flaky = new FlakyRepository();
    const cached = new CachedAdCampaignRepository(flaky, new FixedClock());

    await expect(cached.listActiveInSlot('dashboard-primary')).rejects.toThrow('database down');
    flaky.failing = false;
    expect(await cached.listActiveInSlot('dashboard-primary')).toEqual([]);
  });
});
