import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, timestamp, updatedAt, uuidPrimaryKey } from './columns.ts';

export const AdSlotEntity = defineEntity({
  name: 'AdSlot',
  tableName: 'ad_slots',
  properties: {
    id: p.string().columnType('text').primary(),
    description: p.string().columnType('text'),
    allowedSizes: p.array().columnType('text[]').defaultRaw("'{}'"),
    createdAt: createdAt(),
  },
});

/** Sponsors (Revive's advertisers): a campaign belongs to one; names are unique whatever their case. */
export const SponsorEntity = defineEntity({
  name: 'Sponsor',
  tableName: 'sponsors',
  properties: {
    id: uuidPrimaryKey(),
    name: p.string().columnType('text'),
    contactName: p.string().columnType('text').nullable(),
    contactEmail: p.string().columnType('text').nullable(),
    weeklyReport: p.boolean().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  indexes: [
    {
      name: 'sponsors_name_lower_unique',
      expression: 'create unique index "sponsors_name_lower_unique" on "sponsors" (lower("name"))',
    },
  ],
});

export const AdCampaignEntity = defineEntity({
  name: 'AdCampaign',
  tableName: 'ad_campaigns',
  properties: {
    id: uuidPrimaryKey(),
    name: p.string().columnType('text'),
    // Restrict: deleting a sponsor never takes its campaigns and their figures with it.
    sponsor: () =>
      p
        .manyToOne(SponsorEntity)
        .mapToPk()
        .fieldName('sponsor_id')
        .deleteRule('restrict')
        .index('ad_campaigns_sponsor_id_index'),
    slot: () => p.manyToOne(AdSlotEntity).mapToPk().fieldName('slot_id').deleteRule('restrict'),
    imageUrl: p.string().columnType('text'),
    alt: p.string().columnType('text'),
    clickUrl: p.string().columnType('text'),
    status: p.enum(['active', 'paused'] as const).default('active'),
    weight: p.integer().default(1).check('weight >= 1 and weight <= 100'),
    startAt: timestamp().nullable(),
    endAt: timestamp().nullable(),
    impressionCap: p.integer().nullable().check('impression_cap >= 1'),
    frequencyCap: p.integer().nullable().check('frequency_cap >= 1'),
    tiers: p.array().columnType('text[]').defaultRaw("'{}'"),
    sectors: p.array().columnType('text[]').defaultRaw("'{}'"),
    countries: p.array().columnType('text[]').defaultRaw("'{}'"),
    categories: p.array().columnType('text[]').defaultRaw("'{}'"),
    impressions: p.bigint('number').default(0),
    clicks: p.bigint('number').default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  indexes: [{ name: 'ad_campaigns_slot_status_idx', properties: ['slot', 'status'] }],
  checks: [
    {
      name: 'ad_campaigns_schedule_check',
      expression: 'end_at is null or start_at is null or end_at > start_at',
    },
  ],
});

/** A campaign's creatives (banners), in order; the first mirrors the campaign's single-banner columns. */
export const AdCreativeEntity = defineEntity({
  name: 'AdCreative',
  tableName: 'ad_creatives',
  properties: {
    id: uuidPrimaryKey(),
    campaign: () => p.manyToOne(AdCampaignEntity).mapToPk().deleteRule('cascade'),
    position: p.integer(),
    imageUrl: p.string().columnType('text'),
    altText: p.string().columnType('text'),
    clickUrl: p.string().columnType('text'),
    weight: p.integer().default(1).check('weight >= 1 and weight <= 100'),
    createdAt: createdAt(),
  },
  indexes: [{ name: 'ad_creatives_campaign_id_position_index', properties: ['campaign', 'position'] }],
});

/** One row per creative and UTC day: what view tokens naming the creative counted, incremented in place. */
export const AdCreativeDailyStatEntity = defineEntity({
  name: 'AdCreativeDailyStat',
  tableName: 'ad_creative_daily_stats',
  properties: {
    creative: () => p.manyToOne(AdCreativeEntity).mapToPk().primary().deleteRule('cascade'),
    day: p.string().columnType('date').primary(),
    impressions: p.bigint('number').default(0),
    clicks: p.bigint('number').default(0),
  },
});

/** One row per creative and UTC hour, counted with its campaign's hour; kept for the last 48 hours' report. */
export const AdCreativeHourlyStatEntity = defineEntity({
  name: 'AdCreativeHourlyStat',
  tableName: 'ad_creative_hourly_stats',
  properties: {
    creative: () => p.manyToOne(AdCreativeEntity).mapToPk().primary().deleteRule('cascade'),
    hour: timestamp().primary().index('ad_creative_hourly_stats_hour_index'),
    impressions: p.bigint('number').default(0),
    clicks: p.bigint('number').default(0),
  },
});

/** One row per campaign and UTC day, incremented in place; the admin charts read these. */
export const AdDailyStatEntity = defineEntity({
  name: 'AdDailyStat',
  tableName: 'ad_daily_stats',
  properties: {
    campaign: () => p.manyToOne(AdCampaignEntity).mapToPk().primary().deleteRule('cascade'),
    day: p.string().columnType('date').primary(),
    impressions: p.bigint('number').default(0),
    clicks: p.bigint('number').default(0),
    /** Events answered but not counted (bare posts past their budget, bots, bad tokens). */
    filtered: p.bigint('number').default(0),
  },
});

/** One row per campaign and UTC hour, incremented in place; kept for the last 48 hours' report. */
export const AdHourlyStatEntity = defineEntity({
  name: 'AdHourlyStat',
  tableName: 'ad_hourly_stats',
  properties: {
    campaign: () => p.manyToOne(AdCampaignEntity).mapToPk().primary().deleteRule('cascade'),
    hour: timestamp().primary().index('ad_hourly_stats_hour_index'),
    impressions: p.bigint('number').default(0),
    clicks: p.bigint('number').default(0),
    filtered: p.bigint('number').default(0),
  },
});

/**
 * The view tokens already counted (`impression:<id>`, `click:<id>`), kept until they expire: the
 * unique key makes "counts once" hold across every instance, and a click counts only where its
 * view's impression row is; housekeeping purges expired rows.
 */
export const AdCountedViewEntity = defineEntity({
  name: 'AdCountedView',
  tableName: 'ad_counted_views',
  properties: {
    viewKey: p.string().columnType('text').primary(),
    expiresAt: timestamp().index('ad_counted_views_expires_at_idx'),
    /** The UTC day the view's impression counted on: its click counts on that day too. */
    day: p.string().columnType('date'),
    /** The UTC hour the impression counted in (none for views counted before hours were). */
    hour: timestamp().nullable(),
  },
});

/** Impressions per viewer and UTC day of the campaigns with a frequency cap. */
export const AdViewerDayEntity = defineEntity({
  name: 'AdViewerDay',
  tableName: 'ad_viewer_days',
  properties: {
    campaign: () => p.manyToOne(AdCampaignEntity).mapToPk().primary().deleteRule('cascade'),
    viewer: p.string().columnType('text').primary(),
    day: p.string().columnType('date').primary(),
    impressions: p.integer().default(0),
  },
  indexes: [{ name: 'ad_viewer_days_day_idx', properties: ['day'] }],
});
