import { describe, expect, it } from 'vitest';
import { FixedClock } from '../shared/testing/fixed-clock.ts';
import { campaignDailyStats } from './campaign-daily-stats.ts';
import { recordClick } from './record-click.ts';
import { recordImpression } from './record-impression.ts';
import { campaignFields } from './testing/campaign-builder.ts';
import { InMemoryAdCampaignRepository } from './testing/in-memory-ad-campaign-repository.ts';
import { InMemoryAdStats } from './testing/in-memory-ad-stats.ts';

const browser =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function setup() {
  const clock = new FixedClock('2026-03-10T09:00:00.000Z');
  const campaigns = new InMemoryAdCampaignRepository(clock);
  const stats = new InMemoryAdStats(campaigns);
  const campaign = await campaigns.create(campaignFields());
  return { clock, campaigns, stats, campaign, deps: { campaigns, stats, clock } };
}

describe('recordImpression', () => {
  it("counts on the campaign and in today's bucket", async () => {
    const { deps, campaign, campaigns } = await setup();

    await recordImpression(deps, campaign.id);

    expect(await campaigns.findById(campaign.id)).toMatchObject({ impressions: 1 });
    expect(
      (await campaignDailyStats(deps, campaign.id, { from: '2026-03-10', to: '2026-03-10' })).days,
    ).toEqual([{ day: '2026-03-10', impressions: 1, clicks: 0 }]);
  });

  it('fails with NOT_FOUND for an unknown campaign', async () => {
    const { deps } = await setup();

    await expect(recordImpression(deps, 'unknown')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('recordClick', () => {
  it('counts a click from a browser', async () => {
    const { deps, campaign, campaigns } = await setup();

    expect(await recordClick(deps, { campaignId: campaign.id, userAgent: browser })).toEqual({
      counted: true,
    });
    expect(await campaigns.findById(campaign.id)).toMatchObject({ clicks: 1 });
  });

  it('does not count clicks without a user agent or from crawlers', async () => {
    const { deps, campaign, campaigns } = await setup();

    for (const userAgent of [
      undefined,
      '',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    ]) {
      expect(await recordClick(deps, { campaignId: campaign.id, userAgent })).toEqual({ counted: false });
    }
    expect(await campaigns.findById(campaign.id)).toMatchObject({ clicks: 0 });
  });

  it('fails with NOT_FOUND for an unknown campaign, from a bot too', async () => {
    const { deps } = await setup();

    await expect(recordClick(deps, { campaignId: 'unknown', userAgent: browser })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(recordClick(deps, { campaignId: 'unknown', userAgent: '' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('campaignDailyStats', () => {
  it('defaults to the last 30 UTC days and fills days without counts with zeros', async () => {
    const { deps, campaign, clock } = await setup();
    await recordClick(deps, { campaignId: campaign.id, userAgent: browser });

    const stats = await campaignDailyStats(deps, campaign.id, {});

    expect(stats.from).toBe('2026-02-09');
    expect(stats.to).toBe('2026-03-10');
    expect(stats.days).toHaveLength(30);
    expect(stats.days[0]).toEqual({ day: '2026-02-09', impressions: 0, clicks: 0 });
    expect(stats.days.at(-1)).toEqual({ day: '2026-03-10', impressions: 0, clicks: 1 });
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
