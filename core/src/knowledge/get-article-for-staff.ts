import type { Article } from './article.ts';
import type { ArticleRepository } from './article-repository.ts';
import { articleNotFound } from './article-errors.ts';

/** Any article, draft or published, with its Markdown body, for the console's editor. */
export async function getArticleForStaff(
  deps: { articles: ArticleRepository },
  id: string,
): Promise<Article> {
  const article = await deps.articles.findById(id);
  if (!article) throw articleNotFound();
  return article;
}
