import { InMemoryTransactions } from '../../shared/testing/in-memory-transactions.ts';
import { InMemoryWeeklyReportClaims } from './in-memory-weekly-report-claims.ts';
import { weeklyReportClaimsContract } from './weekly-report-claims.contract.ts';

weeklyReportClaimsContract('in memory', async () => {
  const claims = new InMemoryWeeklyReportClaims(new InMemoryTransactions());
  return {
    claims: [claims, claims],
    sponsorIds: ['00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000a2'],
  };
});
