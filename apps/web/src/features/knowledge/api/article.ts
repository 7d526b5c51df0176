import type { BylinedArticle } from '@commons/core/authors/get-bylined-article';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api.ts';
import type { Serialized } from '../../../lib/serialized.ts';
import { articleKeys } from './articles.ts';

/**
 * One published article with its body, the server's sanitised HTML of it and its authors
 * (GET /api/knowledge/:slug).
 */
export type ArticleDetail = Serialized<BylinedArticle>;

/** The article, or null when no published article has this slug (404). */
export const fetchArticle = (slug: string): Promise<ArticleDetail | null> =>
  apiRequest<ArticleDetail>('GET', `/api/knowledge/${encodeURIComponent(slug)}`).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });

export const articleQuery = (slug: string) =>
  queryOptions({ queryKey: articleKeys.one(slug), queryFn: () => fetchArticle(slug) });

export function useArticle(slug: string) {
  return useQuery(articleQuery(slug));
}
