import type { AuditLog } from '../audit/audit-log.ts';
import { adminActor, type Actor } from '../members/actor.ts';
import type { Clock } from '../shared/clock.ts';
import type { Transactions } from '../shared/transactions.ts';
import type { ArticleBylines } from './article-bylines.ts';
import type { ArticleRepository } from './article-repository.ts';
import type { ArticleRevisions } from './article-revision.ts';
import type { Article } from './article.ts';
import { can, mayEditArticle, type StaffMember } from '../staff/permissions.ts';
import { DomainError } from '../shared/domain-error.ts';

/**
 * The article-level rule behind the route's `knowledge:draft`: an author writes only their own
 * drafts, and only a role that may publish changes an article's publication. `by` is null for the
 * operator's CLI, which may do anything.
 */
export function assertMayWrite(
  by: StaffMember | null,
  article: Pick<Article, 'createdBy' | 'published'>,
  publishing = false,
): void {
  if (!by) return;
  if (!mayEditArticle(by, article)) {
    throw new DomainError('FORBIDDEN', 'You may change only your own drafts');
  }
  if (publishing && !can(by.role, 'knowledge:publish')) {
    throw new DomainError('FORBIDDEN', 'Your role cannot publish: submit the draft for review');
  }
}

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

/**
 * What a save (create, edit, restore) uses besides: it keeps a revision, and may name the
 * article's authors.
 */
export interface ArticleSavingDeps extends ArticleAuthoringDeps {
  revisions: ArticleRevisions;
  bylines: ArticleBylines;
}

export type ArticleAction =
  'created' | 'edited' | 'scheduled' | 'published' | 'unpublished' | 'deleted' | 'review-requested';

/** Records the write in the audit log (one entry per write) and names who made it. */
export async function recordArticleChange(
  deps: Pick<ArticleAuthoringDeps, 'auditLog'>,
  article: Article,
  action: ArticleAction,
  by: StaffMember | null,
): Promise<ArticleChange> {
  const actor = adminActor(by?.id ?? null);
  await deps.auditLog.record({
    actor,
    action: `article.${action}`,
    subject: { kind: 'article', id: article.id },
    summary: `${article.title}: ${action}`,
  });
  return { article, actor };
}
