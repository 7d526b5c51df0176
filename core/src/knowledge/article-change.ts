import type { AuditLog } from '../audit/audit-log.ts';
import { adminActor, type Actor } from '../members/actor.ts';
import type { Clock } from '../shared/clock.ts';
import type { Transactions } from '../shared/transactions.ts';
import type { ArticleRepository } from './article-repository.ts';
import type { Article } from './article.ts';

/** What a staff write returns: the article as stored and who wrote it (the audit log's record). */
export interface ArticleChange {
  article: Article;
  actor: Actor;
}

/** The ports every staff write uses: each one is recorded in the audit log in its transaction. */
export interface ArticleAuthoringDeps {
  articles: ArticleRepository;
  clock: Clock;
  auditLog: AuditLog;
  transactions: Transactions;
}

export type ArticleAction = 'created' | 'edited' | 'scheduled' | 'published' | 'unpublished' | 'deleted';

/** Records the write in the audit log (one entry per write) and names who made it. */
export async function recordArticleChange(
  deps: Pick<ArticleAuthoringDeps, 'auditLog'>,
  article: Article,
  action: ArticleAction,
  adminId: string | null,
): Promise<ArticleChange> {
  const actor = adminActor(adminId);
  await deps.auditLog.record({
    actor,
    action: `article.${action}`,
    subject: { kind: 'article', id: article.id },
    summary: `${article.title}: ${action}`,
  });
  return { article, actor };
}
