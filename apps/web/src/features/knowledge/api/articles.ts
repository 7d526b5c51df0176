import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleCategory } from '@commons/core/knowledge/article';
import { apiRequest } from '../../../lib/api.ts';

/** An article of the public list as GET /api/knowledge sends it (dates as ISO strings). */
export interface ArticleSummary {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  category: ArticleCategory;
  imageUrl: string | null;
  publishedAt: string | null;
  createdAt: string;
}

/** One article with its body, as GET /api/knowledge/:slug sends it. */
export interface ArticleDetail extends ArticleSummary {
  content: string;
}

const listPath = '/api/knowledge';

export function fetchArticles(): Promise<ArticleSummary[]> {
  return apiRequest<ArticleSummary[]>('GET', listPath);
}

export function fetchArticle(slug: string): Promise<ArticleDetail> {
  return apiRequest<ArticleDetail>('GET', `${listPath}/${encodeURIComponent(slug)}`);
}

export const articlesQuery = () => queryOptions({ queryKey: [listPath], queryFn: fetchArticles });

export const articleQuery = (slug: string) =>
  queryOptions({ queryKey: [listPath, slug], queryFn: () => fetchArticle(slug) });

/** The published articles, newest first (the server orders them). */
export function useArticles() {
  return useQuery(articlesQuery());
}

export function useArticle(slug: string) {
  return useQuery(articleQuery(slug));
}
