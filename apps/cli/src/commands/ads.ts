import { AdTokens, prepareDatabase } from '@commons/container';
import type { AdCampaignWithStats } from '@commons/core/ads/list-campaigns-with-stats';
import type { Arguments } from '../arguments.ts';
import type { Command } from '../command.ts';
import { formatTable } from '../table.ts';
import { withContainer } from '../with-container.ts';

function table(campaigns: AdCampaignWithStats[]): string {
  if (campaigns.length === 0) return 'No ad campaigns.';
  return formatTable([
    ['ID', 'SLOT', 'STATUS', 'WEIGHT', 'IMPRESSIONS', 'CLICKS', 'CTR', 'NAME'],
    ...campaigns.map((campaign) => [
      campaign.id,
      campaign.slotId,
      campaign.status,
      String(campaign.weight),
      String(campaign.impressions),
      String(campaign.clicks),
      `${campaign.ctr.toFixed(2)}%`,
      campaign.name,
    ]),
  ]);
}

/** `--image-url` -> imageUrl; only the options given, so the schema applies its defaults. */
function campaignInput(args: Arguments): Record<string, unknown> {
  const options: Record<string, string> = {
    name: 'name',
    slot: 'slotId',
    'image-url': 'imageUrl',
    alt: 'alt',
    'click-url': 'clickUrl',
    status: 'status',
    weight: 'weight',
    'start-at': 'startAt',
    'end-at': 'endAt',
    tiers: 'tiers',
    sectors: 'sectors',
    countries: 'countries',
  };
  const input: Record<string, unknown> = {};
  for (const [option, field] of Object.entries(options)) {
    const value = args[option];
    if (typeof value === 'string') input[field] = value;
  }
  return input;
}

export const adsListCommand: Command = {
  summary: 'list ad campaigns with impressions, clicks and CTR',
  run: (config) =>
    withContainer(config, async (container) => {
      await prepareDatabase(container);
      return table(await container.resolve(AdTokens.listCampaignsWithStats)());
    }),
};

export const adsCreateCommand: Command = {
  summary:
    'create an ad campaign: --name --image-url --click-url --alt [--slot --weight --status --tiers a,b --sectors --countries --start-at --end-at]',
  run: (config, args) =>
    withContainer(config, async (container) => {
      await prepareDatabase(container);
      const created = await container.resolve(AdTokens.createCampaign)(campaignInput(args), null);
      return `Ad campaign created: ${created.id} (${created.slotId}, ${created.status}, weight ${created.weight})`;
    }),
};
