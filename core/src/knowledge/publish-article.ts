import type { StaffMember } from '../staff/permissions.ts';
import type { ArticleChange, ArticleSavingDeps } from './article-change.ts';
import { articleNotFound } from './article-errors.ts';
import { updateArticle } from './update-article.ts';

/** Publishes or unpublishes the article named by its slug or its id (the operator's CLI). */
export async function publishArticle(
  deps: ArticleSavingDeps,
  command: { article: string; published: boolean },
  by: StaffMember | null,
): Promise<ArticleChange> {
  const article =
    (await deps.articles.findBySlug(command.article)) ?? (await deps.articles.findById(command.article));
  if (!article) throw articleNotFound();
  return updateArticle(deps, article.id, { published: command.published }, by);
}
