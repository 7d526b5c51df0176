import type { Article } from '@commons/core/knowledge/article';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import type { Serialized } from '../../../lib/serialized.ts';
import { articleKeys } from './articles.ts';

/** One published article with its body, as GET /api/knowledge/:slug sends it. */
export type ArticleDetail = Serialized<Article>;

export const fetchArticle = (slug: string) =>
  apiRequest<ArticleDetail>('GET', `/api/knowledge/${encodeURIComponent(slug)}`);

export const articleQuery = (slug: string) =>
  queryOptions({ queryKey: articleKeys.one(slug), queryFn: () => fetchArticle(slug) });

export function useArticle(slug: string) {
  return useQuery(articleQuery(slug));
}
