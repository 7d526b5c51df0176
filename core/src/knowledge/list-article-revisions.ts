import type { StaffMember } from '../staff/permissions.ts';
import { assertMayWrite } from './article-change.ts';
import { articleNotFound } from './article-errors.ts';
import type { ArticleRepository } from './article-repository.ts';
import type { ArticleRevisionListing, ArticleRevisions } from './article-revision.ts';

/** The article's kept saves, newest first, for whoever may edit it. */
export async function listArticleRevisions(
  deps: { articles: ArticleRepository; revisions: ArticleRevisions },
  articleId: string,
  by: StaffMember | null,
): Promise<ArticleRevisionListing[]> {
  const article = await deps.articles.findById(articleId);
  if (!article) throw articleNotFound();
  assertMayWrite(by, article);
  return deps.revisions.listFor(article.id);
}
