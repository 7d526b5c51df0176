import type { AdminCampaign } from '../api/ad-campaigns.ts';

/** A row of the console's campaign list; override what the test is about. */
export const aCampaign = (overrides: Partial<AdminCampaign> = {}): AdminCampaign => ({
  id: 'c-1',
  name: 'Launch Week',
  sponsorId: 's-1',
  slotId: 'dashboard-primary',
  imageUrl: 'https://ads.example.org/a.png',
  alt: 'Launch',
  clickUrl: 'https://example.org',
  creatives: [
    {
      id: 'cr-1',
      imageUrl: 'https://ads.example.org/a.png',
      altText: 'Launch',
      clickUrl: 'https://example.org',
      weight: 1,
      impressions: 0,
      clicks: 0,
    },
  ],
  status: 'active',
  state: 'active',
  weight: 3,
  startAt: null,
  endAt: null,
  impressionCap: null,
  frequencyCap: null,
  tiers: [],
  sectors: [],
  countries: [],
  impressions: 1200,
  clicks: 41,
  ctr: 3.42,
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
  ...overrides,
});
