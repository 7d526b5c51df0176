import { FakePasswordHasher } from '../../accounts/testing/fake-password-hasher.ts';
import { FakeSecretGenerator } from '../../accounts/testing/fake-secret-generator.ts';
import { InMemoryAccountChangeMailer } from '../../accounts/testing/in-memory-account-change-mailer.ts';
import { InMemoryEmailChangeUndos } from '../../accounts/testing/in-memory-email-change-undos.ts';
import { InMemoryMemberCodes } from '../../accounts/testing/in-memory-member-codes.ts';
import { InMemoryMemberRepository } from '../../members/testing/in-memory-member-repository.ts';
import { InMemorySessionStore } from '../../accounts/testing/in-memory-session-store.ts';
import { aNewMember } from '../../members/testing/member-builder.ts';
import type { NewMember } from '../../members/member-repository.ts';
import { InMemoryApplicationRepository } from '../../community/testing/in-memory-application-repository.ts';
import { FakePaymentGateway } from '../../membership/testing/fake-payment-gateway.ts';
import { InMemoryBillingRecords } from '../../membership/testing/in-memory-billing-records.ts';
import { InMemoryPaymentEventLog } from '../../membership/testing/in-memory-payment-event-log.ts';
import { outsideTransactions } from '../../shared/outside-transactions.ts';
import { FixedClock } from '../../shared/testing/fixed-clock.ts';
import { InMemoryRateLimiter } from '../../shared/testing/in-memory-rate-limiter.ts';
import { InMemoryTransactions } from '../../shared/testing/in-memory-transactions.ts';
import { InMemoryMailSuppressions } from '../../newsletter/sends/testing/in-memory-mail-suppressions.ts';
import type { ProfileDeps } from '../profile-deps.ts';

/**
 * Every port of the settings use cases as a fake, sharing one FixedClock and one
 * InMemoryTransactions; the mailer's mails commit or roll back with the use case (the outbox), and
 * the payment provider refuses calls inside a transaction, as in production. Tests reach into the
 * fakes directly.
 */
export function profileTestDeps(start = '2026-03-01T10:00:00.000Z') {
  const clock = new FixedClock(start);
  const transactions = new InMemoryTransactions();
  const members = new InMemoryMemberRepository(clock, transactions);
  const sessions = new InMemorySessionStore(transactions);
  const passwords = new FakePasswordHasher();
  const memberCodes = new InMemoryMemberCodes();
  const emailChangeUndos = new InMemoryEmailChangeUndos(transactions);
  const mailer = new InMemoryAccountChangeMailer(transactions);
  const gateway = new FakePaymentGateway();
  const paymentEvents = new InMemoryPaymentEventLog(transactions);
  const billing = new InMemoryBillingRecords(transactions);
  const applications = new InMemoryApplicationRepository();
  const suppressions = new InMemoryMailSuppressions();
  const failures: unknown[] = [];
  const deps: ProfileDeps = {
    members,
    sessions,
    passwords,
    secrets: new FakeSecretGenerator(),
    rateLimiter: new InMemoryRateLimiter(clock),
    clock,
    transactions,
    memberCodes,
    emailChangeUndos,
    changeMailer: mailer,
    payments: outsideTransactions(gateway, transactions),
    paymentEvents,
    billing,
    applications,
    suppressions,
    reportFailure: (error) => failures.push(error),
  };
  /** A stored, verified, active member whose password is 'correct horse battery'. */
  async function aStoredMember(overrides: Partial<NewMember> = {}) {
    return members.create(
      aNewMember({
        passwordHash: await passwords.hash('correct horse battery'),
        emailVerifiedAt: clock.now(),
        membershipStatus: 'active',
        ...overrides,
      }),
    );
  }
  return {
    deps,
    clock,
    members,
    sessions,
    memberCodes,
    emailChangeUndos,
    mailer,
    gateway,
    paymentEvents,
    billing,
    applications,
    suppressions,
    failures,
    aStoredMember,
  };
}
