import type { ArticleRepository } from '../knowledge/article-repository.ts';
import type { ArticleSummary } from '../knowledge/article.ts';
import { isArticleSlug } from '../knowledge/article-schemas.ts';
import { authorNotFound } from './author-errors.ts';
import type { Author } from './author.ts';
import { publicAuthor, type AuthorRepository } from './author-repository.ts';

export interface AuthorPage {
  author: Author;
  /** Their published articles, newest first. */
  articles: ArticleSummary[];
}

/** /knowledge/author/:slug: the author and their published articles; unknown slugs are not found. */
export async function getAuthorPage(
  deps: { authors: AuthorRepository; articles: ArticleRepository },
  slug: string,
): Promise<AuthorPage> {
  const author = isArticleSlug(slug) ? await deps.authors.findBySlug(slug) : null;
  if (!author) throw authorNotFound();
  const theirs = new Set(await deps.authors.articleIdsBy(author.id));
  const published = await deps.articles.listPublished();
  return { author: publicAuthor(author), articles: published.filter((article) => theirs.has(article.id)) };
}
