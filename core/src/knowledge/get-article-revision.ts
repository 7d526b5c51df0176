import type { StaffMember } from '../staff/permissions.ts';
import { assertMayWrite } from './article-change.ts';
import { articleNotFound, revisionNotFound } from './article-errors.ts';
import type { ArticleRepository } from './article-repository.ts';
import type { ArticleRevision, ArticleRevisions } from './article-revision.ts';

/** One kept save with all it wrote (the console diffs it), for whoever may edit the article. */
export async function getArticleRevision(
  deps: { articles: ArticleRepository; revisions: ArticleRevisions },
  articleId: string,
  revisionId: string,
  by: StaffMember | null,
): Promise<ArticleRevision> {
  const article = await deps.articles.findById(articleId);
  if (!article) throw articleNotFound();
  assertMayWrite(by, article);
  const revision = await deps.revisions.find(article.id, revisionId);
  if (!revision) throw revisionNotFound();
  return revision;
}
