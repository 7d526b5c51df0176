import type { AdStats } from './ad-stats.ts';
import { countAdEvent, type AdEventCommand, type AdEventDeps } from './count-ad-event.ts';

/**
 * Counts one impression, in the total and today's bucket, as `countAdEvent` decides (once per view
 * token, within budget for bare posts, filtered otherwise). NOT_FOUND, counting nothing, for an
 * unknown, paused or ended campaign.
 */
export async function recordImpression(
  deps: AdEventDeps & { stats: Pick<AdStats, 'recordImpression'> },
  command: AdEventCommand,
): Promise<{ counted: boolean }> {
  const count = await countAdEvent(deps, 'impression', command);
  return { counted: await deps.stats.recordImpression(command.campaignId, deps.clock.now(), count) };
}
