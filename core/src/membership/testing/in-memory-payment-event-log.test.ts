import { InMemoryPaymentEventLog } from './in-memory-payment-event-log.ts';
import { paymentEventLogContract } from './payment-event-log.contract.ts';

paymentEventLogContract('in memory', async () => ({
  log: new InMemoryPaymentEventLog(),
  memberId: '10000000-0000-4000-8000-000000000001',
}));
