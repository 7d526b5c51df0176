import { anonymousViewer, type Viewer } from '../knowledge/article-access.ts';
import type { ArticleRenderer } from '../knowledge/article-renderer.ts';
import type { ArticleRepository } from '../knowledge/article-repository.ts';
import { getPublishedArticle, type PublishedArticle } from '../knowledge/get-published-article.ts';
import { articleAuthors } from './article-authors.ts';
import type { Author } from './author.ts';
import type { AuthorRepository } from './author-repository.ts';

/**
 * A published article as its page shows it: with its authors' public profiles, in byline order,
 * and who it was read for.
 */
export interface BylinedArticle extends PublishedArticle {
  authors: Author[];
  viewer: Viewer;
}

export async function getBylinedArticle(
  deps: { articles: ArticleRepository; renderer: ArticleRenderer; authors: AuthorRepository },
  slug: string,
  viewer: Viewer = anonymousViewer,
): Promise<BylinedArticle> {
  const article = await getPublishedArticle(deps, slug, viewer.reader);
  const authors = (await articleAuthors(deps, [article.id])).get(article.id) ?? [];
  return { ...article, authors, viewer };
}
