import { InMemoryAdCampaignRepository } from '../../ads/testing/in-memory-ad-campaign-repository.ts';
import { FixedClock } from '../../shared/testing/fixed-clock.ts';
import { InMemorySponsorRepository } from './in-memory-sponsor-repository.ts';
import { sponsorRepositoryContract } from './sponsor-repository.contract.ts';

sponsorRepositoryContract('in memory', async () => {
  const clock = new FixedClock('2026-01-01T00:00:00.000Z');
  const campaigns = new InMemoryAdCampaignRepository(clock);
  return { sponsors: new InMemorySponsorRepository(clock, campaigns), campaigns, clock };
});
