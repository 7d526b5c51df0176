import type { AuthorPage } from '@commons/core/authors/get-author-page';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api.ts';
import type { Serialized } from '../../../lib/serialized.ts';

/** An author and their published articles (GET /api/knowledge/authors/:slug). */
export type AuthorPageData = Serialized<AuthorPage>;

const authorKeys = { one: (slug: string) => ['knowledge', 'authors', slug] as const };

/** The author's page, or null when no author has this slug (404). */
export const fetchAuthorPage = (slug: string): Promise<AuthorPageData | null> =>
  apiRequest<AuthorPageData>('GET', `/api/knowledge/authors/${encodeURIComponent(slug)}`).catch(
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    },
  );

export const authorPageQuery = (slug: string) =>
  queryOptions({ queryKey: authorKeys.one(slug), queryFn: () => fetchAuthorPage(slug) });

export function useAuthorPage(slug: string) {
  return useQuery(authorPageQuery(slug));
}
