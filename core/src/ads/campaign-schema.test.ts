import { describe, expect, it } from 'vitest';
import { parseInput } from '../shared/validation.ts';
import { adCampaignMessages, createAdCampaignSchema, updateAdCampaignSchema } from './campaign-schema.ts';

const valid = {
  name: 'Spring launch',
  imageUrl: 'https://ads.example.com/spring.png',
  alt: 'Spring launch banner',
  clickUrl: 'https://sponsor.example.com/spring',
};

function messageFor(input: Record<string, unknown>): string {
  const result = createAdCampaignSchema.safeParse(input);
  if (result.success) throw new Error('expected a validation failure');
  return result.error.issues[0]!.message;
}

describe('createAdCampaignSchema', () => {
  it('targets article categories as the hub writes them, and refuses an unknown one', () => {
    const targeted = { ...valid, slotId: 'knowledge-list', categories: 'research, case study' };
    expect(parseInput(createAdCampaignSchema, targeted).categories).toEqual(['Research', 'Case Study']);
    expect(() => parseInput(createAdCampaignSchema, { ...targeted, categories: ['Gossip'] })).toThrow(
      expect.objectContaining({ message: expect.stringContaining('Categories must be among') }),
    );
  });

  it('applies the defaults: active, weight 1, dashboard-primary, no schedule, no targeting', () => {
    expect(parseInput(createAdCampaignSchema, valid)).toEqual({
      ...valid,
      slotId: 'dashboard-primary',
      status: 'active',
      weight: 1,
      tiers: [],
      sectors: [],
      countries: [],
      categories: [],
    });
  });

  it('takes creatives, whose first gives the single-banner fields, and refuses an empty list', () => {
    const creatives = [
      {
        imageUrl: 'https://ads.example.com/a.png',
        altText: 'A',
        clickUrl: 'https://sponsor.example.com/a',
        weight: 3,
      },
      { imageUrl: 'https://ads.example.com/b.png', altText: 'B', clickUrl: 'https://sponsor.example.com/b' },
    ];

    expect(parseInput(createAdCampaignSchema, { name: 'Two banners', creatives })).toMatchObject({
      imageUrl: 'https://ads.example.com/a.png',
      alt: 'A',
      clickUrl: 'https://sponsor.example.com/a',
      creatives: [creatives[0], { ...creatives[1], weight: 1 }],
    });
    expect(() => parseInput(createAdCampaignSchema, { ...valid, creatives: [] })).toThrow(
      adCampaignMessages.creatives,
    );
  });

  it.each([
    [{ weight: 0 }, adCampaignMessages.weightRange],
    [{ weight: 101 }, adCampaignMessages.weightRange],
    [{ weight: 2.5 }, adCampaignMessages.weightNumber],
    [{ weight: 'heavy' }, adCampaignMessages.weightNumber],
    [{ slotId: 'sidebar' }, adCampaignMessages.slot],
    [{ status: 'deleted' }, adCampaignMessages.status],
    [{ clickUrl: 'javascript:alert(1)' }, adCampaignMessages.url('Click URL')],
    [{ clickUrl: 'data:text/html,hi' }, adCampaignMessages.url('Click URL')],
    [{ imageUrl: 'ftp://ads.example.com/a.png' }, adCampaignMessages.url('Image URL')],
    [{ imageUrl: '/relative.png' }, adCampaignMessages.url('Image URL')],
    [{ name: '  ' }, adCampaignMessages.nameRequired],
    [{ name: undefined }, adCampaignMessages.nameRequired],
    [{ alt: undefined }, adCampaignMessages.altRequired],
    [{ tiers: ['enterprise'] }, adCampaignMessages.tier],
    [{ tiers: ['platinum'] }, adCampaignMessages.tier],
    [{ startAt: 'someday' }, adCampaignMessages.date],
    [{ impressionCap: 0 }, adCampaignMessages.cap],
    [{ frequencyCap: '2.5' }, adCampaignMessages.cap],
    [{ frequencyCap: 'often' }, adCampaignMessages.cap],
    [{ startAt: '2026-05-01T00:00:00Z', endAt: '2026-05-01T00:00:00Z' }, adCampaignMessages.schedule],
  ])('refuses %o', (overrides, message) => {
    expect(messageFor({ ...valid, ...overrides })).toBe(message);
  });

  it('accepts the bounds of the stored weight rule and numeric strings from forms', () => {
    expect(parseInput(createAdCampaignSchema, { ...valid, weight: 1 }).weight).toBe(1);
    expect(parseInput(createAdCampaignSchema, { ...valid, weight: 100 }).weight).toBe(100);
    expect(parseInput(createAdCampaignSchema, { ...valid, weight: '7' }).weight).toBe(7);
  });

  it('reads tiers from the six account tiers, lists from arrays or comma-separated text', () => {
    const parsed = parseInput(createAdCampaignSchema, {
      ...valid,
      tiers: ['Builder', 'f100', 'builder'],
      sectors: 'Technology, Energy, ,technology',
      countries: ['NG', ' GH '],
    });

    expect(parsed.tiers).toEqual(['builder', 'f100']);
    expect(parsed.sectors).toEqual(['Technology', 'Energy']);
    expect(parsed.countries).toEqual(['NG', 'GH']);
  });

  it('reads caps from numbers or form text, with blank or null meaning no cap', () => {
    const parsed = parseInput(createAdCampaignSchema, { ...valid, impressionCap: '10000', frequencyCap: '' });

    expect(parsed.impressionCap).toBe(10_000);
    expect(parsed.frequencyCap).toBeNull();
    expect(parseInput(updateAdCampaignSchema, { frequencyCap: 3, impressionCap: null })).toEqual({
      frequencyCap: 3,
      impressionCap: null,
    });
  });

  it('reads dates, with blank or null meaning none', () => {
    const parsed = parseInput(createAdCampaignSchema, {
      ...valid,
      startAt: '2026-05-01T00:00:00.000Z',
      endAt: '',
    });

    expect(parsed.startAt).toEqual(new Date('2026-05-01T00:00:00.000Z'));
    expect(parsed.endAt).toBeNull();
  });

  it('never takes server-managed fields (or anything unknown) from the input', () => {
    const parsed = parseInput(createAdCampaignSchema, {
      ...valid,
      id: '00000000-0000-4000-8000-000000000001',
      impressions: 1_000_000,
      clicks: 5,
      createdAt: '2020-01-01T00:00:00Z',
      updatedAt: '2020-01-01T00:00:00Z',
      adminUserId: 'someone',
    });

    for (const key of ['id', 'impressions', 'clicks', 'createdAt', 'updatedAt', 'adminUserId']) {
      expect(parsed).not.toHaveProperty(key);
    }
  });
});

describe('updateAdCampaignSchema', () => {
  it('keeps only the fields sent, without defaults', () => {
    expect(parseInput(updateAdCampaignSchema, { weight: 5, impressions: 9 })).toEqual({ weight: 5 });
  });

  it('applies the same rules to the fields sent', () => {
    expect(() => parseInput(updateAdCampaignSchema, { status: 'deleted' })).toThrow(
      adCampaignMessages.status,
    );
    expect(() => parseInput(updateAdCampaignSchema, { clickUrl: 'javascript:alert(1)' })).toThrow(
      adCampaignMessages.url('Click URL'),
    );
  });

  it('lets null clear a date', () => {
    expect(parseInput(updateAdCampaignSchema, { endAt: null })).toEqual({ endAt: null });
  });
});
