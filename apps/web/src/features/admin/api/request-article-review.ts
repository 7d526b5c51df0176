import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { useRefetchAdminArticles, type AdminArticle } from './admin-articles.ts';

/** POST /api/admin/articles/:id/review: an author's draft, waiting for an editor. */
export const requestArticleReview = (id: string) =>
  apiRequest<AdminArticle>('POST', `/api/admin/articles/${encodeURIComponent(id)}/review`);

export function useRequestArticleReview() {
  return useMutation({ mutationFn: requestArticleReview, onSuccess: useRefetchAdminArticles() });
}
