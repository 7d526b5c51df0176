import { newRecordId } from '../../community/record-id.ts';
import { articleNotFound } from '../../knowledge/article-errors.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { parseInput } from '../../shared/validation.ts';
import { toSendView, type ArticleSend, type ArticleSendView } from './article-send.ts';
import { audienceOf } from './audience.ts';
import type { SendDeps } from './send-deps.ts';
import { sendMessagesOf } from './send-errors.ts';
import { articleSendSchema } from './send-schemas.ts';

type SendArticleDeps = Pick<
  SendDeps,
  'sends' | 'articles' | 'clock' | 'random' | 'transactions' | 'notifyStarted'
>;

/**
 * Staff send a published article by e-mail to a segment, now or at a time. Sent now, its
 * recipients are enqueued before the answer (one statement, in the send's transaction) and the
 * deliverer mails them in the background; scheduled, the deliverer starts it when its time comes.
 * An article scheduled for publication can be sent too: the send is scheduled for that moment at
 * the earliest, and the deliverer waits until the article is published.
 */
export async function sendArticle(
  deps: SendArticleDeps,
  command: { articleId: string; input: unknown },
): Promise<ArticleSendView> {
  const request = parseInput(articleSendSchema, command.input);
  const article = await deps.articles.findById(command.articleId);
  if (!article) throw articleNotFound();
  if (!article.published && !article.publishAt)
    throw new DomainError('CONFLICT', sendMessagesOf.notPublished);

  const now = deps.clock.now();
  const audience = audienceOf(request.segment, request.tiers);
  const earliest = article.published ? now : latest(now, article.publishAt!);
  const scheduledAt = latest(earliest, request.scheduledAt ?? earliest);
  const send: ArticleSend = {
    id: newRecordId(deps.random),
    articleId: article.id,
    segment: request.segment,
    tiers: request.tiers,
    status: 'scheduled',
    recipients: await deps.sends.countAudience(audience),
    sent: 0,
    failed: 0,
    scheduledAt,
    startedAt: null,
    finishedAt: null,
    createdAt: now,
  };
  if (scheduledAt > now) {
    await deps.sends.create(send);
    return toSendView(send);
  }
  const recipients = await deps.transactions.run(async () => {
    await deps.sends.create(send);
    return deps.sends.start(send.id, audience, now);
  });
  deps.notifyStarted();
  return toSendView({ ...send, status: 'sending', recipients: recipients ?? 0, startedAt: now });
}

const latest = (a: Date, b: Date) => (a > b ? a : b);
