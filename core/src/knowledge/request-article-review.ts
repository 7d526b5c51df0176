import type { StaffMember } from '../staff/permissions.ts';
import {
  assertMayWrite,
  recordArticleChange,
  type ArticleAuthoringDeps,
  type ArticleChange,
} from './article-change.ts';
import { articleNotFound } from './article-errors.ts';
import { DomainError } from '../shared/domain-error.ts';

/**
 * An author's "Submit for review": marks their draft as waiting for an editor, who publishes it
 * (which clears the mark). A published article has nothing to review.
 */
export async function requestArticleReview(
  deps: ArticleAuthoringDeps,
  id: string,
  by: StaffMember,
): Promise<ArticleChange> {
  return deps.transactions.run(async () => {
    const current = await deps.articles.findById(id);
    if (!current) throw articleNotFound();
    assertMayWrite(by, current);
    if (current.published) throw new DomainError('CONFLICT', 'The article is already published');
    const { id: _id, createdAt: _createdAt, ...fields } = current;
    const updated = await deps.articles.update(current.id, {
      ...fields,
      reviewRequestedAt: deps.clock.now(),
    });
    if (!updated) throw articleNotFound();
    return recordArticleChange(deps, updated, 'review-requested', by);
  });
}
