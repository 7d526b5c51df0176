import { describe, expect, it } from 'vitest';
import { FixedClock } from '../shared/testing/fixed-clock.ts';
import { InMemoryRateLimiter } from '../shared/testing/in-memory-rate-limiter.ts';
import type { AdCampaignFields } from './ad-campaign.ts';
import { campaignDailyStats } from './campaign-daily-stats.ts';
import { campaignReport } from './campaign-report.ts';
import { bareAdEventLimit } from './count-ad-event.ts';
import { recordClick } from './record-click.ts';
import { recordImpression } from './record-impression.ts';
import { campaignFields } from './testing/campaign-builder.ts';
import { InMemoryAdCampaignRepository } from './testing/in-memory-ad-campaign-repository.ts';
import { InMemoryAdStats } from './testing/in-memory-ad-stats.ts';
import { InMemoryAdViewTokens } from './testing/in-memory-ad-view-tokens.ts';

const browser =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const clientIp = '203.0.113.7';

async function setup(overrides: Partial<AdCampaignFields> = {}) {
  const clock = new FixedClock('2026-03-10T09:00:00.000Z');
  const campaigns = new InMemoryAdCampaignRepository(clock);
  const stats = new InMemoryAdStats(campaigns);
  const tokens = new InMemoryAdViewTokens();
  const limiter = new InMemoryRateLimiter(clock);
  const campaign = await campaigns.create(campaignFields(overrides));
  const viewToken = tokens.issue(
    { campaignId: campaign.id, slotId: campaign.slotId, viewerId: 'v1' },
    clock.now(),
  );
  return {
    clock,
    campaigns,
    stats,
    tokens,
    campaign,
    viewToken,
    deps: { campaigns, stats, clock, tokens, limiter },
    bare: { campaignId: campaign.id, input: undefined, clientIp },
  };
}

describe('recordImpression', () => {
  it("counts a bare post on the campaign and in today's bucket", async () => {
    const { deps, campaign, campaigns, bare } = await setup();

    expect(await recordImpression(deps, bare)).toEqual({ counted: true });

    expect(await campaigns.findById(campaign.id)).toMatchObject({ impressions: 1 });
    expect(
      (await campaignDailyStats(deps, campaign.id, { from: '2026-03-10', to: '2026-03-10' })).days,
    ).toEqual([{ day: '2026-03-10', impressions: 1, clicks: 0, filtered: 0 }]);
  });

  it('counts a view token once: a replay is answered and counts nothing', async () => {
    const { deps, campaign, campaigns, viewToken } = await setup();
    const command = { campaignId: campaign.id, input: { viewToken }, clientIp };

    expect(await recordImpression(deps, command)).toEqual({ counted: true });
    expect(await recordImpression(deps, command)).toEqual({ counted: false });

    expect(await campaigns.findById(campaign.id)).toMatchObject({ impressions: 1 });
  });

  it("filters forged, expired and other campaigns' tokens", async () => {
    const { deps, campaign, campaigns, tokens, clock } = await setup();
    const other = await campaigns.create(campaignFields());
    const foreign = tokens.issue({ campaignId: other.id, slotId: other.slotId, viewerId: 'v1' }, clock.now());
    const expiring = tokens.issue(
      { campaignId: campaign.id, slotId: campaign.slotId, viewerId: 'v1' },
      clock.now(),
    );

    for (const viewToken of ['forged', foreign]) {
      expect(
        await recordImpression(deps, { campaignId: campaign.id, input: { viewToken }, clientIp }),
      ).toEqual({
        counted: false,
      });
    }
    clock.advanceSeconds(31 * 60);
    expect(
      await recordImpression(deps, { campaignId: campaign.id, input: { viewToken: expiring }, clientIp }),
    ).toEqual({ counted: false });

    expect(await campaigns.findById(campaign.id)).toMatchObject({ impressions: 0 });
    const report = await campaignReport(deps, campaign.id, { from: '2026-03-10', to: '2026-03-10' });
    expect(report.totals).toMatchObject({ impressions: 0, filtered: 3 });
  });

  it('counts bare posts of one IP up to its budget per minute and filters the rest', async () => {
    const { deps, campaign, campaigns, bare, clock } = await setup();

    for (let post = 0; post < 500; post += 1) await recordImpression(deps, bare);
    await recordImpression(deps, { ...bare, clientIp: '198.51.100.1' });

    expect(await campaigns.findById(campaign.id)).toMatchObject({ impressions: bareAdEventLimit.points + 1 });
    const report = await campaignReport(deps, campaign.id, { from: '2026-03-10', to: '2026-03-10' });
    expect(report.totals).toMatchObject({ filtered: 500 - bareAdEventLimit.points });

    clock.advanceSeconds(60);
    expect(await recordImpression(deps, bare)).toEqual({ counted: true });
  });

  it.each([
    ['paused', { status: 'paused' as const }],
    ['ended', { endAt: new Date('2026-03-10T08:00:00.000Z'), startAt: null }],
    ['not yet started', { startAt: new Date('2026-03-11T00:00:00.000Z') }],
  ])('fails with NOT_FOUND and counts nothing for a %s campaign', async (_name, overrides) => {
    const { deps, campaign, campaigns, viewToken, bare } = await setup(overrides);

    await expect(recordImpression(deps, bare)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(recordImpression(deps, { ...bare, input: { viewToken } })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(recordClick(deps, { ...bare, userAgent: browser })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });

    expect(await campaigns.findById(campaign.id)).toMatchObject({ impressions: 0, clicks: 0 });
    expect(await deps.stats.daily(campaign.id, { from: '2026-03-01', to: '2026-03-31' })).toEqual([]);
  });

  it('fails with NOT_FOUND for an unknown or deleted campaign', async () => {
    const { deps, campaign, campaigns, bare } = await setup();
    await campaigns.delete(campaign.id);

    await expect(recordImpression(deps, { ...bare, campaignId: 'unknown' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(recordImpression(deps, bare)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses a body whose view token is not text', async () => {
    const { deps, bare } = await setup();

    await expect(recordImpression(deps, { ...bare, input: { viewToken: 42 } })).rejects.toMatchObject({
      code: 'VALIDATION',
    });
  });
});

describe('recordClick', () => {
  it('counts a click from a browser, once per view token', async () => {
    const { deps, campaign, campaigns, bare, viewToken } = await setup();

    expect(await recordClick(deps, { ...bare, userAgent: browser })).toEqual({ counted: true });
    expect(await recordClick(deps, { ...bare, input: { viewToken }, userAgent: browser })).toEqual({
      counted: true,
    });
    expect(await recordClick(deps, { ...bare, input: { viewToken }, userAgent: browser })).toEqual({
      counted: false,
    });
    // The token's impression is a key of its own: the click did not spend it.
    expect(await recordImpression(deps, { ...bare, input: { viewToken } })).toEqual({ counted: true });
    expect(await campaigns.findById(campaign.id)).toMatchObject({ clicks: 2, impressions: 1 });
  });

  it('filters clicks without a user agent or from crawlers', async () => {
    const { deps, campaign, campaigns, bare } = await setup();

    for (const userAgent of [
      undefined,
      '',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    ]) {
      expect(await recordClick(deps, { ...bare, userAgent })).toEqual({ counted: false });
    }
    expect(await campaigns.findById(campaign.id)).toMatchObject({ clicks: 0 });
    expect((await campaignReport(deps, campaign.id, {})).totals).toMatchObject({ filtered: 3 });
  });

  it('fails with NOT_FOUND for an unknown campaign, from a bot too', async () => {
    const { deps, bare } = await setup();

    await expect(
      recordClick(deps, { ...bare, campaignId: 'unknown', userAgent: browser }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(recordClick(deps, { ...bare, campaignId: 'unknown', userAgent: '' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('campaignReport', () => {
  it('gives every day of the range with its CTR, and the totals', async () => {
    const { deps, campaign, bare, clock } = await setup({ name: 'Spring' });
    for (let post = 0; post < 4; post += 1) await recordImpression(deps, bare);
    await recordClick(deps, { ...bare, userAgent: browser });
    clock.advanceSeconds(24 * 60 * 60);
    await recordImpression(deps, bare);

    const report = await campaignReport(deps, campaign.id, { from: '2026-03-09', to: '2026-03-11' });

    expect(report).toEqual({
      campaignId: campaign.id,
      name: 'Spring',
      from: '2026-03-09',
      to: '2026-03-11',
      days: [
        { day: '2026-03-09', impressions: 0, clicks: 0, filtered: 0, ctr: 0 },
        { day: '2026-03-10', impressions: 4, clicks: 1, filtered: 0, ctr: 25 },
        { day: '2026-03-11', impressions: 1, clicks: 0, filtered: 0, ctr: 0 },
      ],
      totals: { impressions: 5, clicks: 1, filtered: 0, ctr: 20 },
    });
  });
});

describe('campaignDailyStats', () => {
  it('defaults to the last 30 UTC days and fills days without counts with zeros', async () => {
    const { deps, campaign, clock, bare } = await setup();
    await recordClick(deps, { ...bare, userAgent: browser });

    const stats = await campaignDailyStats(deps, campaign.id, {});

    expect(stats.from).toBe('2026-02-09');
    expect(stats.to).toBe('2026-03-10');
    expect(stats.days).toHaveLength(30);
    expect(stats.days[0]).toEqual({ day: '2026-02-09', impressions: 0, clicks: 0, filtered: 0 });
    expect(stats.days.at(-1)).toEqual({ day: '2026-03-10', impressions: 0, clicks: 1, filtered: 0 });
    expect(clock.now().toISOString()).toBe('2026-03-10T09:00:00.000Z');
  });

  it('refuses a reversed, malformed or over-long range', async () => {
    const { deps, campaign } = await setup();

    for (const range of [
      { from: '2026-03-10', to: '2026-03-09' },
      { from: '10/03/2026' },
      { from: '2026-02-30', to: '2026-03-01' },
      { from: '2024-01-01', to: '2026-01-01' },
    ]) {
      await expect(campaignDailyStats(deps, campaign.id, range)).rejects.toMatchObject({
        code: 'VALIDATION',
      });
    }
  });

  it('fails with NOT_FOUND for an unknown campaign', async () => {
    const { deps } = await setup();

    await expect(campaignDailyStats(deps, 'unknown', {})).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
