import { type Clock } from '../../shared/clock.ts';
import { FixedClock } from '../../shared/testing/fixed-clock.ts';
import type { AdCampaign, AdCampaignFields, AdCreative, AdCreativeFields, AdSlotId } from '../ad-campaign.ts';
import type { AdCampaignRepository } from '../ad-campaign-repository.ts';
import { adCampaignNotFound } from '../campaign-not-found.ts';

function copy(campaign: AdCampaign): AdCampaign {
  return {
    ...campaign,
    tiers: [...campaign.tiers],
    sectors: [...campaign.sectors],
    countries: [...campaign.countries],
    categories: [...campaign.categories],
    creatives: campaign.creatives.map((creative) => ({ ...creative })),
  };
}

export class InMemoryAdCampaignRepository implements AdCampaignRepository {
  readonly #byId = new Map<string, AdCampaign>();
  readonly #clock: Clock;
  #sequence = 0;
  #creativeSequence = 0;
  /** How many times the slot list was read: lets cache tests see the misses. */
  slotReads = 0;

  constructor(clock: Clock = new FixedClock()) {
    this.#clock = clock;
  }

  /** The creatives as stored: one sent with an id keeps it, a new one gets one. */
  #stored(creatives: readonly AdCreativeFields[], existing: readonly AdCreative[] = []): AdCreative[] {
    return creatives.map(({ id, ...creative }) => {
      // A kept creative keeps its counts.
      const kept = existing.find((candidate) => candidate.id === id);
      if (kept) return { ...kept, ...creative };
      this.#creativeSequence += 1;
      return {
        ...creative,
        id: `00000000-0000-4000-a000-${String(this.#creativeSequence).padStart(12, '0')}`,
        impressions: 0,
        clicks: 0,
      };
    });
  }

  async create(fields: AdCampaignFields): Promise<AdCampaign> {
    this.#sequence += 1;
    const now = this.#clock.now();
    const campaign: AdCampaign = {
      ...fields,
      creatives: this.#stored(fields.creatives),
      id: `00000000-0000-4000-b000-${String(this.#sequence).padStart(12, '0')}`,
      impressions: 0,
      clicks: 0,
      createdAt: now,
      updatedAt: now,
    };
    this.#byId.set(campaign.id, copy(campaign));
    return copy(campaign);
  }

  async findById(id: string): Promise<AdCampaign | null> {
    const campaign = this.#byId.get(id);
    return campaign ? copy(campaign) : null;
  }

  async list(): Promise<AdCampaign[]> {
    return [...this.#byId.values()]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id))
      .map(copy);
  }

  async listActiveInSlot(slotId: AdSlotId): Promise<AdCampaign[]> {
    this.slotReads += 1;
    return [...this.#byId.values()]
      .filter((campaign) => campaign.status === 'active' && campaign.slotId === slotId)
      .map(copy);
  }

  async update(id: string, changes: Partial<AdCampaignFields>): Promise<AdCampaign> {
    const existing = this.#byId.get(id);
    if (!existing) throw adCampaignNotFound();
    const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    const creatives = changes.creatives
      ? this.#stored(changes.creatives, existing.creatives)
      : existing.creatives;
    const updated = { ...existing, ...defined, creatives, updatedAt: this.#clock.now() };
    this.#byId.set(id, copy(updated));
    return copy(updated);
  }

  async delete(id: string): Promise<void> {
    if (!this.#byId.delete(id)) throw adCampaignNotFound();
  }

  /** For InMemoryAdStats: the stored campaign, whose counters it changes in place. */
  stored(id: string): AdCampaign | undefined {
    return this.#byId.get(id);
  }
}
