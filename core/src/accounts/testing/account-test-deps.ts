import { FixedClock } from '../../shared/testing/fixed-clock.ts';
import { InMemoryRateLimiter } from '../../shared/testing/in-memory-rate-limiter.ts';
import { immediateTransactions } from '../../shared/transactions.ts';
import type { AccountDeps } from '../account-deps.ts';
import { FakePasswordHasher } from './fake-password-hasher.ts';
import { FakeSecretGenerator } from './fake-secret-generator.ts';
import { InMemoryAccountMailer } from './in-memory-account-mailer.ts';
import { InMemoryMemberRepository } from './in-memory-member-repository.ts';
import { InMemorySessionStore } from './in-memory-session-store.ts';

/** Every account port as a fake, sharing one FixedClock; tests reach into the fakes directly. */
export function accountTestDeps(start = '2026-03-01T10:00:00.000Z') {
  const clock = new FixedClock(start);
  const members = new InMemoryMemberRepository(clock);
  const sessions = new InMemorySessionStore();
  const mailer = new InMemoryAccountMailer();
  const rateLimiter = new InMemoryRateLimiter(clock);
  const mailFailures: unknown[] = [];
  const deps: AccountDeps = {
    members,
    sessions,
    passwords: new FakePasswordHasher(),
    secrets: new FakeSecretGenerator(),
    mailer,
    rateLimiter,
    clock,
    transactions: immediateTransactions,
    reportMailFailure: (error) => mailFailures.push(error),
  };
  return { deps, clock, members, sessions, mailer, rateLimiter, mailFailures };
}

export type AccountTestDeps = ReturnType<typeof accountTestDeps>;

/** The sign-up form of an explorer; override what the test is about. */
export function aSignUp(overrides: Record<string, unknown> = {}) {
  return {
    email: 'ada@example.org',
    firstName: 'Ada',
    lastName: 'Obi',
    organization: 'Acme',
    password: 'correct horse battery',
    membershipTier: 'explorer',
    ...overrides,
  };
}

export const aRequester = (clientIp = '203.0.113.7') => ({ clientIp });
