import { AdTokens, prepareDatabase } from '@commons/container';
import { adCampaignStatuses, adSlotIds } from '@commons/core/ads/ad-campaign';
import { articleCategories } from '@commons/core/knowledge/article';
import type { AdCampaignWithStats } from '@commons/core/ads/list-campaigns-with-stats';
import { accountTiers } from '@commons/core/members/tiers';
import type { Arguments, CommandOption } from '../arguments.ts';
import type { Command } from '../command.ts';
import { formatTable } from '../table.ts';
import { withContainer } from '../with-container.ts';

/** The ads:list table: each campaign with its state now, as the console shows it. */
export function campaignsTable(campaigns: AdCampaignWithStats[]): string {
  if (campaigns.length === 0) return 'No ad campaigns.';
  return formatTable([
    ['ID', 'SLOT', 'STATUS', 'WEIGHT', 'IMPRESSIONS', 'CLICKS', 'CTR', 'NAME'],
    ...campaigns.map((campaign) => [
      campaign.id,
      campaign.slotId,
      // As the console shows it: an active campaign whose start is ahead is scheduled.
      campaign.state,
      String(campaign.weight),
      String(campaign.impressions),
      String(campaign.clicks),
      `${campaign.ctr.toFixed(2)}%`,
      campaign.name,
    ]),
  ]);
}

/** The options of ads:create, each with the campaign field it fills. */
const campaignOptions: readonly (CommandOption & { field: string })[] = [
  { name: 'name', field: 'name', value: 'NAME', description: 'the campaign name (required)' },
  { name: 'image-url', field: 'imageUrl', value: 'URL', description: 'the banner image (required)' },
  { name: 'click-url', field: 'clickUrl', value: 'URL', description: 'where a click leads (required)' },
  { name: 'alt', field: 'alt', value: 'TEXT', description: 'the image text alternative (required)' },
  { name: 'slot', field: 'slotId', value: 'SLOT', description: adSlotIds.join(', ') },
  { name: 'weight', field: 'weight', value: 'N', description: 'its share of the slot against the others' },
  { name: 'status', field: 'status', value: 'STATUS', description: adCampaignStatuses.join(', ') },
  { name: 'tiers', field: 'tiers', value: 'a,b', description: `among ${accountTiers.join(', ')}` },
  { name: 'sectors', field: 'sectors', value: 'a,b', description: 'the sectors it targets' },
  { name: 'countries', field: 'countries', value: 'a,b', description: 'the countries it targets' },
  {
    name: 'categories',
    field: 'categories',
    value: 'a,b',
    description: `the article categories it targets, among ${articleCategories.join(', ')}`,
  },
  { name: 'start-at', field: 'startAt', value: 'DATE', description: 'when it starts' },
  { name: 'end-at', field: 'endAt', value: 'DATE', description: 'when it ends' },
];

/** Only the options given, so the schema applies its defaults. */
function campaignInput(args: Arguments): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const { name, field } of campaignOptions) {
    const value = args[name];
    if (typeof value === 'string') input[field] = value;
  }
  return input;
}

export const adsListCommand: Command = {
  summary: 'list ad campaigns with impressions, clicks and CTR',
  run: (config) =>
    withContainer(config, async (container) => {
      await prepareDatabase(container);
      return campaignsTable(await container.resolve(AdTokens.listCampaignsWithStats)());
    }),
};

export const adsCreateCommand: Command = {
  summary: 'create an ad campaign',
  options: campaignOptions,
  run: (config, args) =>
    withContainer(config, async (container) => {
      await prepareDatabase(container);
      const created = await container.resolve(AdTokens.createCampaign)(campaignInput(args), null);
      return `Ad campaign created: ${created.id} (${created.slotId}, ${created.status}, weight ${created.weight})`;
    }),
};
