import type { AdStats } from './ad-stats.ts';
import { isBotUserAgent } from './bot-user-agent.ts';
import { countAdEvent, type AdEventCommand, type AdEventDeps } from './count-ad-event.ts';

export interface RecordClickCommand extends AdEventCommand {
  userAgent: string | undefined;
}

/**
 * Counts one click like an impression (`countAdEvent`); clicks from obvious bots (no user agent or
 * a crawler's) are answered the same way but filtered. NOT_FOUND, counting nothing, for an unknown,
 * paused or ended campaign either way.
 */
export async function recordClick(
  deps: AdEventDeps & { stats: Pick<AdStats, 'recordClick'> },
  command: RecordClickCommand,
): Promise<{ counted: boolean }> {
  const count = isBotUserAgent(command.userAgent)
    ? ({ as: 'filtered' } as const)
    : await countAdEvent(deps, 'click', command);
  return { counted: await deps.stats.recordClick(command.campaignId, deps.clock.now(), count) };
}
