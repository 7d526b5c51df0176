import type { SecretGenerator } from '../../accounts/secret-generator.ts';
import type { ArticleRepository } from '../../knowledge/article-repository.ts';
import type { Clock } from '../../shared/clock.ts';
import type { Random } from '../../shared/random.ts';
import type { Transactions } from '../../shared/transactions.ts';
import type { ArticleMailer } from './article-mailer.ts';
import type { ArticleSends } from './article-sends.ts';
import type { MailSuppressions } from './mail-suppressions.ts';

export interface SendDeps {
  sends: ArticleSends;
  articles: ArticleRepository;
  suppressions: MailSuppressions;
  mailer: ArticleMailer;
  secrets: SecretGenerator;
  clock: Clock;
  random: Random;
  transactions: Transactions;
  /** Tells the deliverer there is work, once the caller's transaction has committed. */
  notifyStarted: () => void;
}
