import { FixedClock } from '../../shared/testing/fixed-clock.ts';
import { InMemoryAdCampaignRepository } from './in-memory-ad-campaign-repository.ts';
import { InMemoryAdStats } from './in-memory-ad-stats.ts';

/** What the reports read, on the in-memory fakes, with the clock stopped at `now`. */
export function adReportDeps(now: string) {
  const clock = new FixedClock(now);
  const campaigns = new InMemoryAdCampaignRepository(clock);
  return { clock, campaigns, stats: new InMemoryAdStats(campaigns) };
}
