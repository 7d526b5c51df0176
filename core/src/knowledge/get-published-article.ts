import type { Article } from './article.ts';
import type { ArticleRenderer } from './article-renderer.ts';
import type { ArticleRepository } from './article-repository.ts';
import { articleNotFound } from './article-errors.ts';
import { isArticleSlug } from './article-schemas.ts';

/** A published article as readers get it: its Markdown and that Markdown rendered and sanitised. */
export interface PublishedArticle extends Article {
  html: string;
}

export async function getPublishedArticle(
  deps: { articles: ArticleRepository; renderer: ArticleRenderer },
  slug: string,
): Promise<PublishedArticle> {
  // A path like /knowledge/%00 is no slug: it is not found, and never reaches the database.
  const article = isArticleSlug(slug) ? await deps.articles.findPublishedBySlug(slug) : null;
  if (!article) throw articleNotFound();
  return { ...article, html: deps.renderer.toHtml(article.content) };
}
