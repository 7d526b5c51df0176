import { billingRecordsContract } from './billing-records.contract.ts';
import { InMemoryBillingRecords } from './in-memory-billing-records.ts';

billingRecordsContract('in memory', async () => ({
  records: new InMemoryBillingRecords(),
  memberId: '50000000-0000-4000-8000-000000000001',
}));
