import { FixedClock } from '../../shared/testing/fixed-clock.ts';
import { InMemoryRateLimiter } from '../../shared/testing/in-memory-rate-limiter.ts';
import { InMemoryTransactions } from '../../shared/testing/in-memory-transactions.ts';
import type { SetAsidePayment } from '../../members/registration-proofs.ts';
import type { AccountDeps, Requester } from '../account-deps.ts';
import { FakePasswordHasher } from './fake-password-hasher.ts';
import { FakeSecretGenerator } from './fake-secret-generator.ts';
import { InMemoryCommonPasswords } from './in-memory-common-passwords.ts';
import { InMemoryAccountMailer } from './in-memory-account-mailer.ts';
import { InMemoryMemberRepository } from '../../members/testing/in-memory-member-repository.ts';
import { InMemoryRegistrationProofs } from '../../members/testing/in-memory-registration-proofs.ts';
import { InMemoryPendingTierGrants } from './in-memory-pending-tier-grants.ts';
import { InMemoryKnownDevices } from './in-memory-known-devices.ts';
import { InMemorySessionStore } from './in-memory-session-store.ts';
import { InMemorySignInCodes } from './in-memory-sign-in-codes.ts';

/**
 * Every account port as a fake, sharing one FixedClock and one InMemoryTransactions (the mailer
 * too: its mails commit or roll back with the use case, as the outbox does). Tests reach into the
 * fakes directly.
 */
export function accountTestDeps(start = '2026-03-01T10:00:00.000Z') {
  const clock = new FixedClock(start);
  const transactions = new InMemoryTransactions();
  const members = new InMemoryMemberRepository(clock, transactions);
  const pendingGrants = new InMemoryPendingTierGrants(transactions);
  const sessions = new InMemorySessionStore(transactions);
  const signInCodes = new InMemorySignInCodes(transactions);
  const knownDevices = new InMemoryKnownDevices(transactions);
  const registrationProofs = new InMemoryRegistrationProofs(transactions);
  const mailer = new InMemoryAccountMailer(transactions);
  const rateLimiter = new InMemoryRateLimiter(clock);
  /** The payments handed on to be ended at the provider. */
  const setAside: SetAsidePayment[] = [];
  const deps: AccountDeps = {
    members,
    pendingGrants,
    sessions,
    signInCodes,
    knownDevices,
    registrationProofs,
    passwords: new FakePasswordHasher(),
    commonPasswords: new InMemoryCommonPasswords(),
    secrets: new FakeSecretGenerator(),
    mailer,
    rateLimiter,
    clock,
    transactions,
    endSetAsidePayment: async (payment) => {
      setAside.push(payment);
    },
  };
  return {
    deps,
    clock,
    members,
    pendingGrants,
    sessions,
    signInCodes,
    knownDevices,
    registrationProofs,
    mailer,
    rateLimiter,
    transactions,
    setAside,
  };
}

export type AccountTestDeps = ReturnType<typeof accountTestDeps>;

/** The sign-up form of an explorer; override what the test is about. */
export function aSignUp(overrides: Record<string, unknown> = {}) {
  return {
    email: 'ada@example.org',
    firstName: 'Ada',
    lastName: 'Obi',
    organization: 'Acme',
    membershipTier: 'explorer',
    ...overrides,
  };
}

/** A client at this address; a browser's cookies (device, code request) go in `tokens`. */
export const aRequester = (
  clientIp = '203.0.113.7',
  tokens: Omit<Requester, 'clientIp'> = {},
): Requester => ({
  clientIp,
  ...tokens,
});
