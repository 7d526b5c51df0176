/**
 * The deliverer's cycle: starts the scheduled sends whose time has come, then mails one batch of
 * recipients. Each recipient gets the whole article or its preview, as `canRead` decides for the
 * reader behind the address; a failure is that recipient's alone. A permanent refusal bounces the
 * address (suppressed for every later send), a temporary one is tried again after a backoff, and
 * given up after the last attempt.
 */
import type { Article } from '../../knowledge/article.ts';
import { describeError, retryDelayMs, type RetryPolicy } from '../../shared/retry-policy.ts';
import { articleMailBody } from './article-mail-body.ts';
import type { ClaimedRecipient, RecipientResult } from './article-sends.ts';
import { audienceOf, readerOf } from './audience.ts';
import type { SendDeps } from './send-deps.ts';

export interface DeliverOptions {
  retry: RetryPolicy;
  /** How long a claimed recipient stays ours; well above the transport's own timeouts. */
  leaseMs: number;
  batchSize: number;
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
  await Promise.all(
    claimed.map(async (claim) => {
      const key = { sendId: claim.sendId, email: claim.email, lease: claim.lease };
      const article = articles.get(claim.articleId);
      if (claim.suppressed) return settle({ ...key, outcome: 'skipped' });
      if (!article) return settle({ ...key, outcome: 'failed', error: 'The article was deleted' });
      const delivery = await deps.mailer.deliver({
        to: claim.email,
        article,
        body: articleMailBody(article, readerOf(claim)),
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
    }),
  );
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
