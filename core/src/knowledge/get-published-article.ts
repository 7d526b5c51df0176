import type { Article } from './article.ts';
import type { ArticleRenderer } from './article-renderer.ts';
import type { ArticleRepository } from './article-repository.ts';
import { articleNotFound } from './article-errors.ts';

/** A published article as readers get it: its Markdown and that Markdown rendered and sanitised. */
export interface PublishedArticle extends Article {
  html: string;
}

export async function getPublishedArticle(
  deps: { articles: ArticleRepository; renderer: ArticleRenderer },
  slug: string,
): Promise<PublishedArticle> {
  const article = await deps.articles.findPublishedBySlug(slug);
  if (!article) throw articleNotFound();
  return { ...article, html: deps.renderer.toHtml(article.content) };
}
