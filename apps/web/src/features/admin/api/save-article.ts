import type { CreateArticleInput, UpdateArticleInput } from '@commons/core/knowledge/article-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { useRefetchAdminArticles, type AdminArticle } from './admin-articles.ts';

/** POST /api/admin/articles: a new article, unpublished. */
export const createArticle = (fields: CreateArticleInput) =>
  apiRequest<AdminArticle>('POST', '/api/admin/articles', fields);

/** PATCH /api/admin/articles/:id: edited fields, or `{ published }` to publish or unpublish. */
export const updateArticle = (id: string, fields: UpdateArticleInput) =>
  apiRequest<AdminArticle>('PATCH', `/api/admin/articles/${encodeURIComponent(id)}`, fields);

export function useCreateArticle() {
  return useMutation({ mutationFn: createArticle, onSuccess: useRefetchAdminArticles() });
}

export function useUpdateArticle() {
  return useMutation({
    mutationFn: ({ id, fields }: { id: string; fields: UpdateArticleInput }) => updateArticle(id, fields),
    onSuccess: useRefetchAdminArticles(),
  });
}
