import { InMemoryMemberRepository } from '../../members/testing/in-memory-member-repository.ts';
import { InMemoryRegistrationProofs } from '../../members/testing/in-memory-registration-proofs.ts';
import { FixedClock } from '../../shared/testing/fixed-clock.ts';
import { outsideTransactions } from '../../shared/outside-transactions.ts';
import { InMemoryRateLimiter } from '../../shared/testing/in-memory-rate-limiter.ts';
import { InMemoryTransactions } from '../../shared/testing/in-memory-transactions.ts';
import { FakePaymentGateway } from './fake-payment-gateway.ts';
import { InMemoryBillingMailer } from './in-memory-billing-mailer.ts';
import { InMemoryBillingRecords } from './in-memory-billing-records.ts';
import { InMemoryPaymentEventLog } from './in-memory-payment-event-log.ts';

/**
 * The membership use cases' ports as fakes sharing one InMemoryTransactions (the mailer's mails
 * commit with the use case, as the outbox's do); `deps.gateway` refuses calls inside a
 * transaction, as in production. Tests reach into the fakes directly.
 */
export function paymentTestDeps(clock = new FixedClock()) {
  const transactions = new InMemoryTransactions();
  const members = new InMemoryMemberRepository(undefined, transactions);
  const paymentEvents = new InMemoryPaymentEventLog(transactions);
  const billing = new InMemoryBillingRecords(transactions);
  const gateway = new FakePaymentGateway(clock);
  const mailer = new InMemoryBillingMailer(transactions);
  const registrationProofs = new InMemoryRegistrationProofs(transactions);
  const deps = {
    mailer,
    members,
    registrationProofs,
    paymentEvents,
    billing,
    gateway: outsideTransactions(gateway, transactions),
    transactions,
    clock,
    rateLimiter: new InMemoryRateLimiter(clock),
  };
  return { deps, members, registrationProofs, paymentEvents, billing, gateway, mailer, transactions, clock };
}
