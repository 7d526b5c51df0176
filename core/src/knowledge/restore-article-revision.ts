import type { StaffMember } from '../staff/permissions.ts';
import type { ArticleChange, ArticleSavingDeps } from './article-change.ts';
import { getArticleRevision } from './get-article-revision.ts';
import { updateArticle } from './update-article.ts';

/**
 * Puts a kept save's text and settings back. It is a save like any edit (the same checks, the
 * audit entry, a new revision); the publication stays as it is, and a slug another article has
 * taken since is refused.
 */
export async function restoreArticleRevision(
  deps: ArticleSavingDeps,
  articleId: string,
  revisionId: string,
  by: StaffMember | null,
): Promise<ArticleChange> {
  const { snapshot } = await getArticleRevision(deps, articleId, revisionId, by);
  const { tags, ...fields } = snapshot;
  return updateArticle(deps, articleId, { ...fields, tags: tags.map((tag) => tag.name) }, by);
}
