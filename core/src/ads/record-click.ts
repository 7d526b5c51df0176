import type { AdClickCount, AdStats } from './ad-stats.ts';
import { postedView, type AdEventCommand, type AdEventDeps } from './count-ad-event.ts';

/**
 * Counts one click: only with a genuine token of this campaign whose impression counted, and once
 * per token, so clicks never outnumber impressions. Bare posts, bots and any other token are
 * answered the same way (the visitor's tab opens regardless) but filtered. NOT_FOUND, counting
 * nothing, for an unknown, paused or ended campaign.
 */
export async function recordClick(
  deps: AdEventDeps & { stats: Pick<AdStats, 'recordClick'> },
  command: AdEventCommand,
): Promise<{ counted: boolean }> {
  const view = postedView(deps, command);
  const count: AdClickCount = view && !command.automated ? { as: 'view', view } : { as: 'filtered' };
  return { counted: await deps.stats.recordClick(command.campaignId, deps.clock.now(), count) };
}
