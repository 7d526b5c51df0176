import { FixedClock } from '../../shared/testing/fixed-clock.ts';
import { InMemoryReceivedPaymentEvents } from './in-memory-received-payment-events.ts';
import { receivedPaymentEventsContract } from './received-payment-events.contract.ts';

receivedPaymentEventsContract('in memory', async () => {
  const clock = new FixedClock();
  return { events: new InMemoryReceivedPaymentEvents(clock), clock };
});
