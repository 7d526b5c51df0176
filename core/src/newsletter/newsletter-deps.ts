import type { SecretGenerator } from '../accounts/secret-generator.ts';
import type { Clock } from '../shared/clock.ts';
import type { Random } from '../shared/random.ts';
import type { RateLimiter } from '../shared/rate-limiter.ts';
import type { Transactions } from '../shared/transactions.ts';
import type { NewsletterMailer } from './newsletter-mailer.ts';
import type { NewsletterSubscribers } from './newsletter-subscribers.ts';

export interface NewsletterDeps {
  subscribers: NewsletterSubscribers;
  mailer: NewsletterMailer;
  secrets: SecretGenerator;
  rateLimiter: RateLimiter;
  clock: Clock;
  random: Random;
  transactions: Transactions;
}
