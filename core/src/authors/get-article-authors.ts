import type { AuthorProfile } from './author.ts';
import type { AuthorRepository } from './author-repository.ts';

/** An article's authors as the console shows them: with their member ids, to name them again. */
export async function getArticleAuthors(
  deps: { authors: AuthorRepository },
  articleId: string,
): Promise<AuthorProfile[]> {
  return (await deps.authors.authorsOf([articleId])).get(articleId) ?? [];
}
