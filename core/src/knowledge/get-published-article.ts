import type { Article } from './article.ts';
import { canRead, splitPreview, type Reader } from './article-access.ts';
import type { ArticleRenderer } from './article-renderer.ts';
import type { ArticleRepository } from './article-repository.ts';
import { articleNotFound } from './article-errors.ts';
import { isArticleSlug } from './article-schemas.ts';

/** The class of the wrapper around a gated article's members-only part (the `hasPart` markup). */
export const membersOnlyClass = 'members-only';

/**
 * A published article as one reader gets it: rendered and sanitised HTML, never the Markdown. For a
 * reader without access the HTML is the public preview only, and `locked` says the rest is kept.
 */
/** The staff's own fields (who created it, the review mark) stay in the console. */
export interface PublishedArticle extends Omit<Article, 'content' | 'createdBy' | 'reviewRequestedAt'> {
  html: string;
  locked: boolean;
}

export async function getPublishedArticle(
  deps: { articles: ArticleRepository; renderer: ArticleRenderer },
  slug: string,
  reader: Reader = null,
): Promise<PublishedArticle> {
  // A path like /knowledge/%00 is no slug: it is not found, and never reaches the database.
  const article = isArticleSlug(slug) ? await deps.articles.findPublishedBySlug(slug) : null;
  if (!article) throw articleNotFound();
  const { content, createdBy: _createdBy, reviewRequestedAt: _reviewRequestedAt, ...rest } = article;
  const toHtml = (markdown: string) => deps.renderer.toHtml(markdown);
  if (article.visibility === 'public') return { ...rest, html: toHtml(content), locked: false };
  // Each part is rendered and sanitised on its own, so the gated part is never in a locked answer.
  const { preview, gated } = splitPreview(content);
  if (!canRead(article, reader)) return { ...rest, html: toHtml(preview), locked: true };
  return {
    ...rest,
    html: `${toHtml(preview)}\n<div class="${membersOnlyClass}">\n${toHtml(gated)}\n</div>`,
    locked: false,
  };
}
