import { describe, expect, it } from 'vitest';
import { FixedClock } from '../shared/testing/fixed-clock.ts';
import { InMemoryRateLimiter } from '../shared/testing/in-memory-rate-limiter.ts';
import type { AdCampaign, AdCampaignFields } from './ad-campaign.ts';
import { campaignDailyStats } from './campaign-daily-stats.ts';
import { campaignReport } from './campaign-report.ts';
import { listCampaignsWithStats } from './list-campaigns-with-stats.ts';
import { recordClick } from './record-click.ts';
import { bareImpressionLimit, recordImpression } from './record-impression.ts';
import { campaignFields } from './testing/campaign-builder.ts';
import { InMemoryAdCampaignRepository } from './testing/in-memory-ad-campaign-repository.ts';
import { InMemoryAdStats } from './testing/in-memory-ad-stats.ts';
import { InMemoryAdViewTokens } from './testing/in-memory-ad-view-tokens.ts';

const clientIp = '203.0.113.7';

async function setup(overrides: Partial<AdCampaignFields> = {}) {
  const clock = new FixedClock('2026-03-10T09:00:00.000Z');
  const campaigns = new InMemoryAdCampaignRepository(clock);
  const stats = new InMemoryAdStats(campaigns);
  const tokens = new InMemoryAdViewTokens();
  const limiter = new InMemoryRateLimiter(clock);
  const campaign = await campaigns.create(campaignFields(overrides));
  /** A view token of one showing of `shown` (the campaign by default) to `viewerId`. */
  const showing = (viewerId = 'v1', shown: AdCampaign = campaign) =>
    tokens.issue({ campaignId: shown.id, slotId: shown.slotId, viewerId }, clock.now());
  return {
    clock,
    campaigns,
    stats,
    tokens,
    campaign,
    showing,
    viewToken: showing(),
    deps: { campaigns, stats, clock, tokens, limiter },
    bare: { campaignId: campaign.id, input: undefined, clientIp, automated: false },
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
    const { deps, campaign, campaigns, viewToken, bare } = await setup();
    const command = { ...bare, input: { viewToken } };

    expect(await recordImpression(deps, command)).toEqual({ counted: true });
    expect(await recordImpression(deps, command)).toEqual({ counted: false });

    expect(await campaigns.findById(campaign.id)).toMatchObject({ impressions: 1 });
  });

  it("filters forged, expired and other campaigns' tokens", async () => {
    const { deps, campaign, campaigns, clock, showing, bare } = await setup();
    const other = await campaigns.create(campaignFields());
    const foreign = showing('v1', other);
    const expiring = showing();

    for (const viewToken of ['forged', foreign]) {
      expect(await recordImpression(deps, { ...bare, input: { viewToken } })).toEqual({ counted: false });
    }
    clock.advanceSeconds(31 * 60);
    expect(await recordImpression(deps, { ...bare, input: { viewToken: expiring } })).toEqual({
      counted: false,
    });

    expect(await campaigns.findById(campaign.id)).toMatchObject({ impressions: 0 });
    const report = await campaignReport(deps, campaign.id, { from: '2026-03-10', to: '2026-03-10' });
    expect(report.totals).toMatchObject({ impressions: 0, filtered: 3 });
  });

  it('filters the impressions of a bot, with a token or without', async () => {
    const { deps, campaign, campaigns, viewToken, bare } = await setup();

    expect(await recordImpression(deps, { ...bare, automated: true })).toEqual({ counted: false });
    expect(await recordImpression(deps, { ...bare, input: { viewToken }, automated: true })).toEqual({
      counted: false,
    });

    expect(await campaigns.findById(campaign.id)).toMatchObject({ impressions: 0 });
    expect((await campaignReport(deps, campaign.id, {})).totals).toMatchObject({ filtered: 2 });
  });

  it('counts bare posts of one IP up to its budget per minute and filters the rest', async () => {
    const { deps, campaign, campaigns, bare, clock } = await setup();

    for (let post = 0; post < 500; post += 1) await recordImpression(deps, bare);
    await recordImpression(deps, { ...bare, clientIp: '198.51.100.1' });

    expect(await campaigns.findById(campaign.id)).toMatchObject({
      impressions: bareImpressionLimit.points + 1,
    });
    const report = await campaignReport(deps, campaign.id, { from: '2026-03-10', to: '2026-03-10' });
    expect(report.totals).toMatchObject({ filtered: 500 - bareImpressionLimit.points });

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
    await expect(recordClick(deps, { ...bare, input: { viewToken } })).rejects.toMatchObject({
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
  it('counts the click of a token whose impression counted, once however often it is posted', async () => {
    const { deps, campaign, campaigns, bare, viewToken } = await setup();
    const command = { ...bare, input: { viewToken } };
    await recordImpression(deps, command);

    expect(await recordClick(deps, command)).toEqual({ counted: true });
    expect(await recordClick(deps, command)).toEqual({ counted: false });

    expect(await campaigns.findById(campaign.id)).toMatchObject({ clicks: 1, impressions: 1 });
  });

  it('never counts a bare click, nor the click of a token whose impression was not counted', async () => {
    const { deps, campaign, campaigns, bare, viewToken } = await setup();
    await recordImpression(deps, bare);

    expect(await recordClick(deps, bare)).toEqual({ counted: false });
    expect(await recordClick(deps, { ...bare, input: { viewToken } })).toEqual({ counted: false });

    expect(await campaigns.findById(campaign.id)).toMatchObject({ impressions: 1, clicks: 0 });
    expect((await campaignReport(deps, campaign.id, {})).totals).toMatchObject({ filtered: 2 });
  });

  it("filters the click of a token whose impression was refused by the viewer's frequency cap", async () => {
    const { deps, campaign, campaigns, bare, showing } = await setup({ frequencyCap: 1 });
    // Two slots filled before either impression was posted: the cap refuses the second.
    const [first, second] = [showing('ann'), showing('ann')];
    expect(await recordImpression(deps, { ...bare, input: { viewToken: first } })).toEqual({ counted: true });
    expect(await recordImpression(deps, { ...bare, input: { viewToken: second } })).toEqual({
      counted: false,
    });

    expect(await recordClick(deps, { ...bare, input: { viewToken: second } })).toEqual({ counted: false });

    expect(await campaigns.findById(campaign.id)).toMatchObject({ impressions: 1, clicks: 0 });
  });

  it('filters the clicks of a bot, with a counted token too', async () => {
    const { deps, campaign, campaigns, bare, viewToken } = await setup();
    await recordImpression(deps, { ...bare, input: { viewToken } });

    expect(await recordClick(deps, { ...bare, input: { viewToken }, automated: true })).toEqual({
      counted: false,
    });

    expect(await campaigns.findById(campaign.id)).toMatchObject({ clicks: 0 });
  });

  it('fails with NOT_FOUND for an unknown campaign, from a bot too', async () => {
    const { deps, bare } = await setup();

    await expect(recordClick(deps, { ...bare, campaignId: 'unknown' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(
      recordClick(deps, { ...bare, campaignId: 'unknown', automated: true }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('never lets clicks outnumber impressions in any report, whatever one address posts', async () => {
    const { deps, campaign, campaigns, bare, showing, clock } = await setup({ frequencyCap: 5 });
    clock.advanceSeconds((14 * 60 + 45) * 60);
    const tokens = Array.from({ length: 60 }, (_, index) => showing(`viewer-${index % 4}`));
    // Half the tokens have their impression posted (past the caps of their four viewers), every
    // token is clicked three times, bare clicks come by the hundred, and the day turns in between.
    for (const viewToken of tokens.slice(0, 30))
      await recordImpression(deps, { ...bare, input: { viewToken } });
    for (let post = 0; post < 40; post += 1) await recordImpression(deps, bare);
    clock.advanceSeconds(20 * 60);
    for (let round = 0; round < 3; round += 1) {
      for (const viewToken of tokens) await recordClick(deps, { ...bare, input: { viewToken } });
    }
    for (let post = 0; post < 200; post += 1) await recordClick(deps, bare);

    const stored = await campaigns.findById(campaign.id);
    expect(stored).toMatchObject({ impressions: 4 * 5 + bareImpressionLimit.points, clicks: 4 * 5 });
    const report = await campaignReport(deps, campaign.id, { from: '2026-03-10', to: '2026-03-11' });
    for (const row of [...report.days, report.totals]) {
      expect(row.clicks).toBeLessThanOrEqual(row.impressions);
      expect(row.ctr).toBeLessThanOrEqual(100);
    }
    const listed = await listCampaignsWithStats(deps);
    expect(listed.find((entry) => entry.id === campaign.id)!.ctr).toBeLessThanOrEqual(100);
  });
});

describe('campaignReport', () => {
  it('gives every day of the range with its CTR, and the totals', async () => {
    const { deps, campaign, bare, viewToken, clock } = await setup({ name: 'Spring' });
    const shown = { ...bare, input: { viewToken } };
    await recordImpression(deps, shown);
    for (let post = 0; post < 3; post += 1) await recordImpression(deps, bare);
    await recordClick(deps, shown);
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
    const { deps, campaign, clock, bare, viewToken } = await setup();
    await recordImpression(deps, { ...bare, input: { viewToken } });
    await recordClick(deps, { ...bare, input: { viewToken } });

    const stats = await campaignDailyStats(deps, campaign.id, {});

    expect(stats.from).toBe('2026-02-09');
    expect(stats.to).toBe('2026-03-10');
    expect(stats.days).toHaveLength(30);
    expect(stats.days[0]).toEqual({ day: '2026-02-09', impressions: 0, clicks: 0, filtered: 0 });
    expect(stats.days.at(-1)).toEqual({ day: '2026-03-10', impressions: 1, clicks: 1, filtered: 0 });
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
