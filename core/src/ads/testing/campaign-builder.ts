import type { AdCampaign, AdCampaignFields, AdCreativeFields } from '../ad-campaign.ts';

let sequence = 0;

/**
 * The sponsor of built campaigns unless a test names one: a database test stores it first (see
 * `builderSponsor`), the in-memory repositories need nothing.
 */
export const builderSponsorId = '00000000-0000-4000-d000-000000000001';
export const builderSponsor = { id: builderSponsorId, name: 'Builder sponsor' } as const;

/** Valid admin fields for an untargeted, always-on, active campaign; override what the test is about. */
export function campaignFields(overrides: Partial<AdCampaignFields> = {}): AdCampaignFields {
  sequence += 1;
  const fields = {
    name: `Campaign ${sequence}`,
    sponsorId: builderSponsorId,
    slotId: 'dashboard-primary' as const,
    imageUrl: `https://ads.example.com/${sequence}.png`,
    alt: `Sponsor ${sequence}`,
    clickUrl: `https://sponsor.example.com/${sequence}`,
    status: 'active' as const,
    weight: 1,
    startAt: null,
    endAt: null,
    impressionCap: null,
    frequencyCap: null,
    tiers: [],
    sectors: [],
    countries: [],
    categories: [],
    ...overrides,
  };
  // One creative of the single-banner fields unless the test gives its own; those fields then mirror the first.
  const creatives = overrides.creatives ?? [
    { imageUrl: fields.imageUrl, altText: fields.alt, clickUrl: fields.clickUrl, weight: 1 },
  ];
  const [first] = creatives;
  return { ...fields, creatives, imageUrl: first!.imageUrl, alt: first!.altText, clickUrl: first!.clickUrl };
}

/** A stored campaign, for tests of pure rules that need no repository. */
export function aCampaign(overrides: Partial<AdCampaign> = {}): AdCampaign {
  const { creatives, ...fields } = campaignFields();
  sequence += 1;
  const id = `00000000-0000-4000-a000-${String(sequence).padStart(12, '0')}`;
  return {
    id,
    ...fields,
    creatives: creatives.map((creative, index) => ({
      ...creative,
      id: `${id.slice(0, -2)}c${index}`,
      impressions: 0,
      clicks: 0,
    })),
    impressions: 0,
    clicks: 0,
    createdAt: new Date('2026-01-01T00:00:00.000Z'),
    updatedAt: new Date('2026-01-01T00:00:00.000Z'),
    ...overrides,
  };
}

/** Valid fields of one creative, its alt text "<name> banner". */
export function creativeFields(name: string, weight = 1): AdCreativeFields {
  return {
    imageUrl: `https://ads.example.com/${name}.png`,
    altText: `${name} banner`,
    clickUrl: `https://sponsor.example.com/${name}`,
    weight,
  };
}

/** An impression or click posted with its view token, by a viewer of its own unless the test names one. */
export function viewed(
  viewId: string,
  { expiresAt, creativeId, viewerId = viewId }: { expiresAt: Date; creativeId?: string; viewerId?: string },
) {
  return { as: 'view', view: { viewId, viewerId, expiresAt, creativeId } } as const;
}
