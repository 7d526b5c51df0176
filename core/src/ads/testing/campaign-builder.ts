import type { AdCampaign, AdCampaignFields } from '../ad-campaign.ts';

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
  return {
    name: `Campaign ${sequence}`,
    sponsorId: builderSponsorId,
    slotId: 'dashboard-primary',
    imageUrl: `https://ads.example.com/${sequence}.png`,
    alt: `Sponsor ${sequence}`,
    clickUrl: `https://sponsor.example.com/${sequence}`,
    status: 'active',
    weight: 1,
    startAt: null,
    endAt: null,
    impressionCap: null,
    frequencyCap: null,
    tiers: [],
    sectors: [],
    countries: [],
    ...overrides,
  };
}

/** A stored campaign, for tests of pure rules that need no repository. */
export function aCampaign(overrides: Partial<AdCampaign> = {}): AdCampaign {
  const fields = campaignFields();
  sequence += 1;
  return {
    id: `00000000-0000-4000-a000-${String(sequence).padStart(12, '0')}`,
    ...fields,
    impressions: 0,
    clicks: 0,
    createdAt: new Date('2026-01-01T00:00:00.000Z'),
    updatedAt: new Date('2026-01-01T00:00:00.000Z'),
    ...overrides,
  };
}
