import type { AccountTier } from '../members/tiers.ts';

/**
 * The sponsored slots: the four of the member dashboard (spec section 5, ad slot options), then the
 * public zones of the knowledge hub's list and of an article's end.
 */
export const adSlotIds = [
  'dashboard-primary',
  'dashboard-secondary',
  'dashboard-community',
  'dashboard-footer',
  'knowledge-list',
  'article-footer',
] as const;
export type AdSlotId = (typeof adSlotIds)[number];

/** A slot's creative size in pixels: uploads are made this size, pages reserve this shape. */
export interface AdSlotSize {
  width: number;
  height: number;
}

/**
 * Each slot's size (Revive's zone sizes). The dashboard's are the spec's default 300x250 (its
 * sidebar shows them at 280x200); the hub's list takes a leaderboard, an article's end a rectangle.
 */
export const adSlotSizes: Record<AdSlotId, AdSlotSize> = {
  'dashboard-primary': { width: 300, height: 250 },
  'dashboard-secondary': { width: 300, height: 250 },
  'dashboard-community': { width: 300, height: 250 },
  'dashboard-footer': { width: 300, height: 250 },
  'knowledge-list': { width: 728, height: 90 },
  'article-footer': { width: 300, height: 250 },
};

/** "300×250", as messages and the console name a size. */
export function sizeLabel({ width, height }: AdSlotSize): string {
  return `${width}×${height}`;
}
export const defaultAdSlotId: AdSlotId = 'dashboard-primary';

export function isAdSlotId(value: string): value is AdSlotId {
  return (adSlotIds as readonly string[]).includes(value);
}

export const adCampaignStatuses = ['active', 'paused'] as const;
export type AdCampaignStatus = (typeof adCampaignStatuses)[number];

/** Spec section 9: the stored rule is 1 to 100 (the admin form may offer 1 to 10); default 1. */
export const adWeightLimits = { min: 1, max: 100, formMax: 10, default: 1 } as const;

/** Display sizes of an ad (spec section 9): 300x250 by default, 280x200 in the sidebar. */
export const adSizes = {
  default: { width: 300, height: 250 },
  sidebar: { width: 280, height: 200 },
} as const;
export type AdSize = keyof typeof adSizes;

/** The most creatives one campaign rotates. */
export const maxCreativesPerCampaign = 10;

/** One banner of a campaign (table `ad_creatives`): within its campaign, shown in proportion to its weight. */
export interface AdCreative {
  id: string;
  imageUrl: string;
  altText: string;
  clickUrl: string;
  weight: number;
  /** Counted through view tokens that name this creative (a bare post names none: its campaign only). */
  impressions: number;
  clicks: number;
}

/** A creative as staff send it: with the id of a stored one to keep it, without to add one. */
export type AdCreativeFields = Omit<AdCreative, 'id' | 'impressions' | 'clicks'> & {
  id?: string | undefined;
};

/** A sponsored campaign (table `ad_campaigns`). */
export interface AdCampaign {
  id: string;
  name: string;
  /** Whose campaign it is. */
  sponsorId: string;
  slotId: AdSlotId;
  /** The first creative's image, alt text and click URL: the spec's single-banner fields. */
  imageUrl: string;
  alt: string;
  clickUrl: string;
  /** One or more, in order; the first is the one the spec's fields describe. */
  creatives: AdCreative[];
  status: AdCampaignStatus;
  /** Relative chance of being drawn among the eligible campaigns of a slot. */
  weight: number;
  /** Shown from this instant (inclusive) when set. */
  startAt: Date | null;
  /** Shown until this instant (exclusive) when set. */
  endAt: Date | null;
  /** No longer selected once this many impressions are counted (lifetime); null for no cap. */
  impressionCap: number | null;
  /** Selected at most this many counted impressions per viewer and UTC day (Revive's capping); null for no cap. */
  frequencyCap: number | null;
  /** Each list: empty means any; otherwise the request's value must be in it. */
  tiers: AccountTier[];
  sectors: string[];
  countries: string[];
  /** Article categories, for the public zones: a dashboard request names none. */
  categories: string[];
  impressions: number;
  clicks: number;
  createdAt: Date;
  updatedAt: Date;
}

/** What an admin may set; id, counters and timestamps are the server's. */
export type AdCampaignFields = Omit<
  AdCampaign,
  'id' | 'creatives' | 'impressions' | 'clicks' | 'createdAt' | 'updatedAt'
> & { creatives: AdCreativeFields[] };

/** What the public ad-slot call answers (spec section 7), with the token its events send back. */
export interface AdView {
  /** The campaign's: impressions and clicks are posted to it. */
  id: string;
  /** The creative shown, and its image, click URL and alt text. */
  creativeId: string;
  imageUrl: string;
  clickUrl: string;
  alt: string;
  /** Signed, bound to the campaign, the slot and the viewer, short-lived: counts one impression and one click. */
  viewToken: string;
}

export function toAdView(campaign: AdCampaign, creative: AdCreative, viewToken: string): AdView {
  return {
    id: campaign.id,
    creativeId: creative.id,
    imageUrl: creative.imageUrl,
    clickUrl: creative.clickUrl,
    alt: creative.altText,
    viewToken,
  };
}

/** A request for one slot; targeting values trimmed and lower-cased, absent when not given. */
export interface AdRequest {
  slotId: AdSlotId;
  tier?: string | undefined;
  sector?: string | undefined;
  country?: string | undefined;
  /** The category of the article (or listing) the slot is on; anonymous visitors name no tier. */
  category?: string | undefined;
}

/** An empty list targets everyone; a request without a value matches only untargeted lists. */
function targets(list: readonly string[], value: string | undefined): boolean {
  if (list.length === 0) return true;
  if (value === undefined) return false;
  return list.some((item) => item.toLowerCase() === value);
}

/** Whether a campaign's events count at `now`: active and within its dates. */
export function isRunning(campaign: Pick<AdCampaign, 'status' | 'startAt' | 'endAt'>, now: Date): boolean {
  return campaignState(campaign, now) === 'active';
}

/**
 * What a campaign is doing at `now`, as the console shows and counts it: paused by staff, waiting
 * for its start, past its end, or active (running). Only an active one counts as active.
 */
export type CampaignState = 'active' | 'scheduled' | 'ended' | 'paused';

export function campaignState(
  campaign: Pick<AdCampaign, 'status' | 'startAt' | 'endAt'>,
  now: Date,
): CampaignState {
  if (campaign.status === 'paused') return 'paused';
  if (campaign.startAt && now.getTime() < campaign.startAt.getTime()) return 'scheduled';
  if (campaign.endAt && now.getTime() >= campaign.endAt.getTime()) return 'ended';
  return 'active';
}

/**
 * Whether a campaign may fill the request at `now`: running, in the slot, under its lifetime cap,
 * targeted. The per-viewer cap needs the viewer's counts and is checked by the selection.
 */
export function isEligible(campaign: AdCampaign, request: AdRequest, now: Date): boolean {
  if (campaign.slotId !== request.slotId || !isRunning(campaign, now)) return false;
  if (campaign.impressionCap !== null && campaign.impressions >= campaign.impressionCap) return false;
  return (
    targets(campaign.tiers, request.tier) &&
    targets(campaign.sectors, request.sector) &&
    targets(campaign.countries, request.country) &&
    targets(campaign.categories, request.category)
  );
}

/** Click-through rate in percent, two decimals; 0 before the first impression. */
export function clickThroughRate(impressions: number, clicks: number): number {
  if (impressions <= 0) return 0;
  return Math.round((clicks / impressions) * 10_000) / 100;
}
