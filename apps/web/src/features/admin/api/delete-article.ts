import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { useRefetchAdminArticles } from './admin-articles.ts';

/** DELETE /api/admin/articles/:id. */
export const deleteArticle = (id: string) =>
  apiRequest<void>('DELETE', `/api/admin/articles/${encodeURIComponent(id)}`);

export function useDeleteArticle() {
  return useMutation({ mutationFn: deleteArticle, onSuccess: useRefetchAdminArticles() });
}
