import type { EntityData, InferEntity } from '@mikro-orm/core';
import type {
  AdCampaign,
  AdCampaignFields,
  AdCreative,
  AdCreativeFields,
  AdSlotId,
} from '@commons/core/ads/ad-campaign';
import type { AdCampaignRepository } from '@commons/core/ads/ad-campaign-repository';
import { adCampaignNotFound } from '@commons/core/ads/campaign-not-found';
import type { AccountTier } from '@commons/core/members/tiers';
import type { Clock } from '@commons/core/shared/clock';
import { isUuid } from '@commons/core/shared/ids';
import { AdCampaignEntity, AdCreativeEntity } from '../entities/ads.ts';
import type { EntityManager } from '../orm.ts';

type AdCampaignRow = InferEntity<typeof AdCampaignEntity>;

function toCampaign(row: AdCampaignRow, creatives: AdCreative[]): AdCampaign {
  return {
    id: row.id,
    creatives,
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
    categories: [...(row.categories as string[])],
    impressions: Number(row.impressions),
    clicks: Number(row.clicks),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function toRow(fields: Partial<AdCampaignFields>): EntityData<AdCampaignRow> {
  const { slotId, sponsorId, creatives: _creatives, ...rest } = fields;
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
    await this.#writeCreatives(String(id), fields.creatives);
    const created = await this.findById(String(id));
    if (!created) throw new Error('The inserted campaign could not be read back');
    return created;
  }

  async findById(id: string): Promise<AdCampaign | null> {
    if (!isUuid(id)) return null;
    const row = await this.#em.findOne(AdCampaignEntity, { id }, { disableIdentityMap: true });
    return row ? (await this.#withCreatives([row]))[0]! : null;
  }

  async list(): Promise<AdCampaign[]> {
    const rows = await this.#em.find(
      AdCampaignEntity,
      {},
      { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], disableIdentityMap: true },
    );
    return this.#withCreatives(rows);
  }

  async listActiveInSlot(slotId: AdSlotId): Promise<AdCampaign[]> {
    const rows = await this.#em.find(
      AdCampaignEntity,
      { slot: slotId, status: 'active' },
      { orderBy: { id: 'asc' }, disableIdentityMap: true },
    );
    return this.#withCreatives(rows);
  }

  async update(id: string, changes: Partial<AdCampaignFields>): Promise<AdCampaign> {
    if (!isUuid(id)) throw adCampaignNotFound();
    const affected = await this.#em.nativeUpdate(
      AdCampaignEntity,
      { id },
      { ...toRow(changes), updatedAt: this.#clock.now() },
    );
    if (affected > 0 && changes.creatives) await this.#writeCreatives(id, changes.creatives);
    const updated = affected > 0 ? await this.findById(id) : null;
    if (!updated) throw adCampaignNotFound();
    return updated;
  }

  async delete(id: string): Promise<void> {
    if (!isUuid(id)) throw adCampaignNotFound();
    const affected = await this.#em.nativeDelete(AdCampaignEntity, { id });
    if (affected === 0) throw adCampaignNotFound();
  }

  /** The campaigns with their creatives in order and each creative's counts: one query for all of them. */
  async #withCreatives(rows: AdCampaignRow[]): Promise<AdCampaign[]> {
    if (rows.length === 0) return [];
    const creativeRows = await this.#em.execute<
      (Omit<AdCreative, 'impressions' | 'clicks'> & {
        campaignId: string;
        impressions: string;
        clicks: string;
      })[]
    >(
      `select c.id, c.campaign_id as "campaignId", c.image_url as "imageUrl", c.alt_text as "altText",
         c.click_url as "clickUrl", c.weight,
         coalesce(sum(s.impressions), 0) as impressions, coalesce(sum(s.clicks), 0) as clicks
       from ad_creatives c left join ad_creative_daily_stats s on s.creative_id = c.id
       where c.campaign_id in (select cast(value as uuid) from json_array_elements_text(cast(? as json)))
       group by c.id order by c.position, c.id`,
      [JSON.stringify(rows.map((row) => row.id))],
    );
    const byCampaign = new Map<string, AdCreative[]>();
    for (const { campaignId, impressions, clicks, ...creative } of creativeRows) {
      const list = byCampaign.get(campaignId) ?? [];
      list.push({ ...creative, impressions: Number(impressions), clicks: Number(clicks) });
      byCampaign.set(campaignId, list);
    }
    return rows.map((row) => toCampaign(row, byCampaign.get(row.id) ?? []));
  }

  /**
   * Stores the campaign's creatives as given, in order: one sent with the id of one of its rows
   * keeps that row, others are added, and rows not sent are removed. In the caller's transaction.
   */
  async #writeCreatives(campaignId: string, creatives: readonly AdCreativeFields[]): Promise<void> {
    const kept = creatives.flatMap((creative) => (creative.id && isUuid(creative.id) ? [creative.id] : []));
    await this.#em.nativeDelete(AdCreativeEntity, { campaign: campaignId, id: { $nin: kept } });
    for (const [position, { id, imageUrl, altText, clickUrl, weight }] of creatives.entries()) {
      const creative = { imageUrl, altText, clickUrl, weight };
      if (id && kept.includes(id)) {
        await this.#em.nativeUpdate(
          AdCreativeEntity,
          { id, campaign: campaignId },
          { ...creative, position },
        );
      } else {
        await this.#em.insert(AdCreativeEntity, {
          ...creative,
          campaign: campaignId,
          position,
          createdAt: this.#clock.now(),
        } as InferEntity<typeof AdCreativeEntity>);
      }
    }
  }
}
