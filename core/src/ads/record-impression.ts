import type { Clock } from '../shared/clock.ts';
import type { AdStats } from './ad-stats.ts';

/** Counts one impression, in the total and today's bucket; NOT_FOUND for an unknown campaign. */
export async function recordImpression(
  deps: { stats: AdStats; clock: Clock },
  campaignId: string,
): Promise<void> {
  await deps.stats.recordImpression(campaignId, deps.clock.now());
}
