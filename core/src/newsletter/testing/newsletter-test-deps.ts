import { FakeSecretGenerator } from '../../accounts/testing/fake-secret-generator.ts';
import { FixedClock } from '../../shared/testing/fixed-clock.ts';
import { SequenceRandom } from '../../shared/testing/sequence-random.ts';
import { InMemoryRateLimiter } from '../../shared/testing/in-memory-rate-limiter.ts';
import { InMemoryTransactions } from '../../shared/testing/in-memory-transactions.ts';
import { InMemoryMemberRepository } from '../../members/testing/in-memory-member-repository.ts';
import type { NewsletterDeps } from '../newsletter-deps.ts';
import { InMemoryMailSuppressions } from '../sends/testing/in-memory-mail-suppressions.ts';
import { InMemoryNewsletterMailer } from './in-memory-newsletter-mailer.ts';
import { InMemoryNewsletterSubscribers } from './in-memory-newsletter-subscribers.ts';

/** Every newsletter port faked, with the concrete fakes exposed for arranging and asserting. */
export function newsletterTestDeps() {
  const clock = new FixedClock('2026-01-01T00:00:00.000Z');
  const subscribers = new InMemoryNewsletterSubscribers();
  const transactions = new InMemoryTransactions();
  const mailer = new InMemoryNewsletterMailer(transactions);
  const suppressions = new InMemoryMailSuppressions();
  // The suppression list too: confirming takes an earlier unsubscribe off it.
  const deps: NewsletterDeps & { suppressions: InMemoryMailSuppressions } = {
    subscribers,
    mailer,
    secrets: new FakeSecretGenerator(),
    rateLimiter: new InMemoryRateLimiter(clock),
    clock,
    random: new SequenceRandom([0.1, 0.5, 0.9]),
    transactions,
    suppressions,
  };
  /** What unsubscribing takes besides: the sends' tokens (none here) and the members. */
  const members = new InMemoryMemberRepository(clock, transactions);
  const unsubscribeDeps = {
    ...deps,
    sends: { findEmailByUnsubscribeDigest: async () => null },
    members,
  };
  return { deps, unsubscribeDeps, clock, subscribers, mailer, suppressions, members };
}
