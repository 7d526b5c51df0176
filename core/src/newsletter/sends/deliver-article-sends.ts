/**
 * The deliverer's cycle: starts the scheduled sends whose time has come, then mails one batch of
 * recipients. Each recipient gets the whole article or its preview, as `canRead` decides for the
 * reader behind the address; a failure is that recipient's alone. A permanent refusal bounces the
 * address (suppressed for every later send), a temporary one is tried again after a backoff, and
 * given up after the last attempt.
 *
 * Each body is rendered once a batch (a `LetterBox`), so a recipient's mail costs only their own
 * link. At most `inFlight` mails are handed to the mailer at a time: more would only wait in the
 * transport's queue, each holding its whole rendered message.
 *
 * A batch's outcomes are stored together after its mails. A process killed mid-batch (kill -9)
 * leaves its recipients leased, mailed or not: they are mailed again when the lease ends, so an
 * address may get a second copy, never more than one batch of them, with the same Message-ID.
 */
import type { Reader } from '../../knowledge/article-access.ts';
import type { Article } from '../../knowledge/article.ts';
import { describeError, retryDelayMs, type RetryPolicy } from '../../shared/retry-policy.ts';
import { articleMailBody } from './article-mail-body.ts';
import type { ArticleLetter, ArticleMailer } from './article-mailer.ts';
import type { ClaimedRecipient, RecipientResult } from './article-sends.ts';
import { audienceOf, recipientReader } from './audience.ts';
import type { SendDeps } from './send-deps.ts';

export interface DeliverOptions {
  retry: RetryPolicy;
  /** How long a claimed recipient stays ours; well above the transport's own timeouts. */
  leaseMs: number;
  batchSize: number;
  /** Mails handed to the mailer at once, a batch's recipients taking turns. */
  inFlight: number;
}

export type DeliverTally = {
  started: number;
  sent: number;
  retrying: number;
  failed: number;
  skipped: number;
};

type DeliverDeps = Pick<
  SendDeps,
  'sends' | 'articles' | 'suppressions' | 'mailer' | 'secrets' | 'clock' | 'transactions'
>;

export async function deliverArticleSends(deps: DeliverDeps, options: DeliverOptions): Promise<DeliverTally> {
  const tally: DeliverTally = { started: 0, sent: 0, retrying: 0, failed: 0, skipped: 0 };
  for (const send of await deps.sends.dueToStart(deps.clock.now())) {
    // A send made for a scheduled article waits for the publisher: no mail links to a missing page.
    if (!(await deps.articles.findById(send.articleId))?.published) continue;
    const audience = audienceOf(send.segment, send.tiers);
    // The status and the recipients together: a crash leaves the send scheduled, to start again.
    const started = await deps.transactions.run(() => deps.sends.start(send.id, audience, deps.clock.now()));
    if (started !== null) tally.started += 1;
  }

  const claimed = await deps.sends.claimRecipients(options.batchSize, options.leaseMs);
  const articles = await articlesOf(deps, claimed);
  const mailed = claimed.filter((claim) => !claim.suppressed && articles.get(claim.articleId));
  const tokens = new Map(mailed.map((claim) => [claim, deps.secrets.sessionToken()]));
  // Stored before the mails leave, so every link that goes out works.
  await deps.sends.recordUnsubscribeDigests(
    mailed.map((claim) => ({
      sendId: claim.sendId,
      email: claim.email,
      digest: deps.secrets.digest(tokens.get(claim)!),
    })),
  );

  const results: RecipientResult[] = [];
  const settle = (result: RecipientResult) => {
    results.push(result);
    tally[result.outcome] += 1;
  };
  const letters = new LetterBox(deps.mailer);
  await eachAtMost(options.inFlight, claimed, async (claim) => {
    const key = { sendId: claim.sendId, email: claim.email, lease: claim.lease };
    const article = articles.get(claim.articleId);
    if (claim.suppressed) return settle({ ...key, outcome: 'skipped' });
    if (!article) return settle({ ...key, outcome: 'failed', error: 'The article was deleted' });
    const delivery = await deps.mailer.deliver({
      to: claim.email,
      letter: letters.for(article, recipientReader(claim)),
      unsubscribeToken: tokens.get(claim)!,
      messageKey: `${claim.sendId}.${claim.email}`,
    });
    if (delivery.outcome === 'sent') return settle({ ...key, outcome: 'sent' });
    if (delivery.permanent) {
      await deps.suppressions.suppress(claim.email, 'bounced', deps.clock.now());
      return settle({ ...key, outcome: 'failed', error: delivery.error });
    }
    if (claim.attempts >= options.retry.maxAttempts) {
      return settle({ ...key, outcome: 'failed', error: delivery.error });
    }
    const retryAt = new Date(deps.clock.now().getTime() + retryDelayMs(options.retry, claim.attempts));
    await deps.sends.retryRecipient(claim, retryAt, describeError(delivery.error));
    tally.retrying += 1;
  });
  await deps.sends.finishRecipients(results, deps.clock.now());
  // Only a short batch can have emptied a send's queue.
  if (claimed.length < options.batchSize) await deps.sends.finishDrainedSends(deps.clock.now());
  return tally;
}

/** Each article of the batch, read once. */
async function articlesOf(
  deps: DeliverDeps,
  claimed: readonly ClaimedRecipient[],
): Promise<Map<string, Article | null>> {
  const ids = [...new Set(claimed.map((claim) => claim.articleId))];
  return new Map(await Promise.all(ids.map(async (id) => [id, await deps.articles.findById(id)] as const)));
}

/**
 * The letters of one batch, each body rendered once: by article, whole or preview. Lives as long
 * as the batch, so an edited article is rendered afresh by the next one.
 */
export class LetterBox {
  readonly #mailer: Pick<ArticleMailer, 'compose'>;
  readonly #letters = new Map<string, ArticleLetter>();

  constructor(mailer: Pick<ArticleMailer, 'compose'>) {
    this.#mailer = mailer;
  }

  for(article: Article, reader: Reader): ArticleLetter {
    const body = articleMailBody(article, reader);
    const key = `${article.id}:${body.gated ? 'preview' : 'whole'}`;
    let letter = this.#letters.get(key);
    if (!letter) {
      letter = this.#mailer.compose(article, body);
      this.#letters.set(key, letter);
    }
    return letter;
  }
}

/** Runs `work` on each item, at most `limit` at a time, in order of the items. */
async function eachAtMost<T>(limit: number, items: readonly T[], work: (item: T) => Promise<unknown>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
