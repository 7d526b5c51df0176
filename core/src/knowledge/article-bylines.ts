import { DomainError } from '../shared/domain-error.ts';

/** Who an article is by, as a save names them (the authors' repository stores it). */
export interface ArticleBylines {
  /** Those of the ids that belong to staff members. */
  staffAmong(ids: readonly string[]): Promise<string[]>;
  /** Replaces the article's authors, in the given order. */
  setArticleAuthors(articleId: string, memberIds: readonly string[]): Promise<void>;
}

export const authorNotStaffMessage = 'Each author must be a staff member';

/** Names the article's authors in the given order, once each is known to be staff. */
export async function nameArticleAuthors(
  deps: { bylines: ArticleBylines },
  articleId: string,
  authorIds: readonly string[],
): Promise<void> {
  const staff = new Set(await deps.bylines.staffAmong(authorIds));
  if (authorIds.some((id) => !staff.has(id))) {
    throw new DomainError('VALIDATION', authorNotStaffMessage, {
      fields: { authorIds: authorNotStaffMessage },
    });
  }
  await deps.bylines.setArticleAuthors(articleId, authorIds);
}
