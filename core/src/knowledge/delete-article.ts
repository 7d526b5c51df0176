import { articleChange, type ArticleChange } from './article-change.ts';
import type { ArticleRepository } from './article-repository.ts';
import { articleNotFound } from './article-errors.ts';

/** Removes an article for good; the change names the article as it was. */
export async function deleteArticle(
  deps: { articles: ArticleRepository },
  id: string,
  adminId: string | null,
): Promise<ArticleChange> {
  const article = await deps.articles.findById(id);
  if (!article || !(await deps.articles.delete(article.id))) throw articleNotFound();
  return articleChange(article, adminId);
}
