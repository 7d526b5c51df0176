import { FixedClock } from '../../shared/testing/fixed-clock.ts';
import { adCampaignRepositoryContract } from './ad-campaign-repository.contract.ts';
import { adStatsContract } from './ad-stats.contract.ts';
import { adViewTokensContract } from './ad-view-tokens.contract.ts';
import { InMemoryAdCampaignRepository } from './in-memory-ad-campaign-repository.ts';
import { InMemoryAdStats } from './in-memory-ad-stats.ts';
import { InMemoryAdViewTokens } from './in-memory-ad-view-tokens.ts';

adCampaignRepositoryContract('in memory', async () => {
  const clock = new FixedClock();
  return { campaigns: new InMemoryAdCampaignRepository(clock), clock };
});

adStatsContract('in memory', async () => {
  const campaigns = new InMemoryAdCampaignRepository();
  return { campaigns, stats: new InMemoryAdStats(campaigns) };
});

adViewTokensContract('in memory', () => new InMemoryAdViewTokens());
