import type { Clock } from '../shared/clock.ts';
import type { AdCampaignRepository } from './ad-campaign-repository.ts';
import type { AdStats } from './ad-stats.ts';
import { isBotUserAgent } from './bot-user-agent.ts';
import { adCampaignNotFound } from './campaign-not-found.ts';

export interface RecordClickCommand {
  campaignId: string;
  userAgent: string | undefined;
}

/**
 * Counts one click, in the total and today's bucket. Clicks from obvious bots (no user agent or a
 * crawler's) are answered the same way but not counted. NOT_FOUND for an unknown campaign either way.
 */
export async function recordClick(
  deps: { stats: AdStats; campaigns: Pick<AdCampaignRepository, 'findById'>; clock: Clock },
  command: RecordClickCommand,
): Promise<{ counted: boolean }> {
  if (isBotUserAgent(command.userAgent)) {
    if (!(await deps.campaigns.findById(command.campaignId))) throw adCampaignNotFound();
    return { counted: false };
  }
  await deps.stats.recordClick(command.campaignId, deps.clock.now());
  return { counted: true };
}
