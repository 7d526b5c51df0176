import { InMemorySponsorReportLinks } from './in-memory-sponsor-report-links.ts';
import { sponsorReportLinksContract } from './sponsor-report-links.contract.ts';

sponsorReportLinksContract('in memory', async () => {
  const links = new InMemorySponsorReportLinks();
  return {
    links,
    underAnotherKey: links.withKey('another-key'),
    sponsorIds: ['00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000a2'],
  };
});
