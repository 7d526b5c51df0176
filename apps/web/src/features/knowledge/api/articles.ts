import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleSummary as CoreArticleSummary } from '@commons/core/knowledge/article';
import { apiRequest } from '../../../lib/api.ts';
import type { Serialized } from '../../../lib/serialized.ts';

/** An article of the public list as GET /api/knowledge sends it. */
export type ArticleSummary = Serialized<CoreArticleSummary>;

export const articleKeys = {
  all: () => ['knowledge', 'articles'] as const,
  one: (slug: string) => [...articleKeys.all(), slug] as const,
};

/** GET /api/knowledge: the published articles, newest first (the server orders them). */
export const fetchArticles = () => apiRequest<ArticleSummary[]>('GET', '/api/knowledge');

export const articlesQuery = () => queryOptions({ queryKey: articleKeys.all(), queryFn: fetchArticles });

export function useArticles() {
  return useQuery(articlesQuery());
}
