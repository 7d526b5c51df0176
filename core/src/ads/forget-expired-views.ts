import type { Clock } from '../shared/clock.ts';
import type { AdStats } from './ad-stats.ts';

/** Housekeeping: drops the view keys past their expiry (they can no longer be posted) and past viewer days. */
export async function forgetExpiredViews(deps: {
  stats: Pick<AdStats, 'purgeExpired'>;
  clock: Clock;
}): Promise<number> {
  return deps.stats.purgeExpired(deps.clock.now());
}
