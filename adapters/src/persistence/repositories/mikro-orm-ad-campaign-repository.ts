import type { EntityData, InferEntity } from '@mikro-orm/core';
import type { AdCampaign, AdCampaignFields, AdSlotId } from '@commons/core/ads/ad-campaign';
import type { AdCampaignRepository } from '@commons/core/ads/ad-campaign-repository';
import { adCampaignNotFound } from '@commons/core/ads/campaign-not-found';
import type { AccountTier } from '@commons/core/members/tiers';
import type { Clock } from '@commons/core/shared/clock';
import { isUuid } from '@commons/core/shared/ids';
import { AdCampaignEntity } from '../entities/ads.ts';
import type { EntityManager } from '../orm.ts';

type AdCampaignRow = InferEntity<typeof AdCampaignEntity>;

function toCampaign(row: AdCampaignRow): AdCampaign {
  return {
    id: row.id,
    name: row.name,
    sponsorId: row.sponsor,
    slotId: row.slot as AdSlotId,
    imageUrl: row.imageUrl,
    alt: row.alt,
    clickUrl: row.clickUrl,
    status: row.status,
    weight: row.weight,
    startAt: row.startAt ?? null,
    endAt: row.endAt ?? null,
    impressionCap: row.impressionCap ?? null,
    frequencyCap: row.frequencyCap ?? null,
    tiers: [...(row.tiers as AccountTier[])],
    sectors: [...(row.sectors as string[])],
    countries: [...(row.countries as string[])],
    impressions: Number(row.impressions),
    clicks: Number(row.clicks),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function toRow(fields: Partial<AdCampaignFields>): EntityData<AdCampaignRow> {
  const { slotId, sponsorId, ...rest } = fields;
  const row: Record<string, unknown> = { ...rest };
  if (slotId !== undefined) row.slot = slotId;
  if (sponsorId !== undefined) row.sponsor = sponsorId;
  for (const key of Object.keys(row)) if (row[key] === undefined) delete row[key];
  return row as EntityData<AdCampaignRow>;
}

/**
 * Campaigns in `ad_campaigns`. Reads bypass the identity map, so a read after a write in the same
 * request sees the row as stored; times come from the Clock, like everywhere else.
 */
export class MikroOrmAdCampaignRepository implements AdCampaignRepository {
  readonly #em: EntityManager;
  readonly #clock: Clock;

  constructor(em: EntityManager, clock: Clock) {
    this.#em = em;
    this.#clock = clock;
  }

  async create(fields: AdCampaignFields): Promise<AdCampaign> {
    const now = this.#clock.now();
    const id = await this.#em.insert(AdCampaignEntity, {
      ...toRow(fields),
      impressions: 0,
      clicks: 0,
      createdAt: now,
      updatedAt: now,
    } as AdCampaignRow);
    const created = await this.findById(String(id));
    if (!created) throw new Error('The inserted campaign could not be read back');
    return created;
  }

  async findById(id: string): Promise<AdCampaign | null> {
    if (!isUuid(id)) return null;
    const row = await this.#em.findOne(AdCampaignEntity, { id }, { disableIdentityMap: true });
    return row ? toCampaign(row) : null;
  }

  async list(): Promise<AdCampaign[]> {
    const rows = await this.#em.find(
      AdCampaignEntity,
      {},
      { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], disableIdentityMap: true },
    );
    return rows.map(toCampaign);
  }

  async listActiveInSlot(slotId: AdSlotId): Promise<AdCampaign[]> {
    const rows = await this.#em.find(
      AdCampaignEntity,
      { slot: slotId, status: 'active' },
      { orderBy: { id: 'asc' }, disableIdentityMap: true },
    );
    return rows.map(toCampaign);
  }

  async update(id: string, changes: Partial<AdCampaignFields>): Promise<AdCampaign> {
    if (!isUuid(id)) throw adCampaignNotFound();
    const affected = await this.#em.nativeUpdate(
      AdCampaignEntity,
      { id },
      { ...toRow(changes), updatedAt: this.#clock.now() },
    );
    const updated = affected > 0 ? await this.findById(id) : null;
    if (!updated) throw adCampaignNotFound();
    return updated;
  }

  async delete(id: string): Promise<void> {
    if (!isUuid(id)) throw adCampaignNotFound();
    const affected = await this.#em.nativeDelete(AdCampaignEntity, { id });
    if (affected === 0) throw adCampaignNotFound();
  }
}
