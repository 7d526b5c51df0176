import type { Article, ArticleListing } from '@commons/core/knowledge/article';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPage, apiRequest } from '../../../lib/api.ts';
import type { Serialized } from '../../../lib/serialized.ts';

/** One row of GET /api/admin/articles: every field but the body, drafts included. */
export type AdminArticleListing = Serialized<ArticleListing>;
/** GET /api/admin/articles/:id: the article with its Markdown, for the editor. */
export type AdminArticle = Serialized<Article>;

export const adminArticleKeys = {
  all: () => ['admin', 'articles'] as const,
  list: () => [...adminArticleKeys.all(), 'list'] as const,
};

/** The newest 200 articles, drafts and published: enough for a non-profit's hub on one screen. */
export const fetchAdminArticles = () => apiPage<AdminArticleListing>('/api/admin/articles?limit=200');

export const fetchAdminArticle = (id: string) =>
  apiRequest<AdminArticle>('GET', `/api/admin/articles/${encodeURIComponent(id)}`);

export const adminArticlesQuery = () =>
  queryOptions({ queryKey: adminArticleKeys.list(), queryFn: fetchAdminArticles });

export function useAdminArticles() {
  return useQuery(adminArticlesQuery());
}

/** After a create, edit, publish or delete: the list is fetched again. */
export function useRefetchAdminArticles() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminArticleKeys.all() });
}
