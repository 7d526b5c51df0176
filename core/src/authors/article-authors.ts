import type { Author } from './author.ts';
import { publicAuthor, type AuthorRepository } from './author-repository.ts';

/** The bylines of the given articles as readers see them, by article id (the page, the feed). */
export async function articleAuthors(
  deps: { authors: AuthorRepository },
  articleIds: readonly string[],
): Promise<Map<string, Author[]>> {
  const byArticle = await deps.authors.authorsOf(articleIds);
  return new Map([...byArticle].map(([id, authors]) => [id, authors.map(publicAuthor)]));
}
