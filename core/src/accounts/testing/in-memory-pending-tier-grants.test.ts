import { InMemoryPendingTierGrants } from './in-memory-pending-tier-grants.ts';
import { pendingTierGrantsContract } from './pending-tier-grants.contract.ts';

pendingTierGrantsContract('in memory', async () => ({
  grants: new InMemoryPendingTierGrants(),
  adminId: '0d5c3e56-9a4e-4c53-9a55-2f1f1d4a0100',
}));
