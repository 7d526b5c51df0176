import type { ArticleSendPreview } from '@commons/core/newsletter/sends/preview-article-send';
import type { ArticleSendView, SendStatus } from '@commons/core/newsletter/sends/article-send';
import type { Suppression } from '@commons/core/newsletter/sends/mail-suppressions';
import type { ArticleSendInput } from '@commons/core/newsletter/sends/send-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import type { Serialized } from '../../../lib/serialized.ts';

/** A send as GET /api/admin/sends/:id answers it. */
export type AdminSend = Serialized<ArticleSendView>;
export type AdminSuppression = Serialized<Suppression>;
export type { ArticleSendPreview };

const sendPath = (articleId: string, tail = '') =>
  `/api/admin/articles/${encodeURIComponent(articleId)}/send${tail}`;

export const sendKeys = {
  all: () => ['admin', 'sends'] as const,
  list: () => [...sendKeys.all(), 'list'] as const,
  one: (id: string) => [...sendKeys.all(), 'one', id] as const,
  preview: (articleId: string, input: ArticleSendInput) =>
    [...sendKeys.all(), 'preview', articleId, input] as const,
  suppressions: () => ['admin', 'suppressions'] as const,
};

/** While a send waits or runs, its counts change: the console asks again every two seconds. */
export const progressPollMs = 2000;
const inProgress = (status: SendStatus | undefined) => status === 'scheduled' || status === 'sending';

/** POST …/send/preview: the recipient count and the rendered mail for a segment. */
export function useSendPreview(articleId: string, input: ArticleSendInput, enabled: boolean) {
  return useQuery({
    queryKey: sendKeys.preview(articleId, input),
    queryFn: () => apiRequest<ArticleSendPreview>('POST', sendPath(articleId, '/preview'), input),
    enabled,
    retry: false,
  });
}

/** POST …/send/test: the mail to the signed-in staff member's own address. */
export function useSendTest(articleId: string) {
  return useMutation({
    mutationFn: () => apiRequest<{ mails: number }>('POST', sendPath(articleId, '/test')),
  });
}

/** POST …/send: 202 with the send; the deliverer mails in the background. */
export function useSendArticle(articleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ArticleSendInput) => apiRequest<AdminSend>('POST', sendPath(articleId), input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sendKeys.list() }),
  });
}

/** GET /api/admin/sends/:id, polled while the send is scheduled or sending. */
export function useSend(id: string) {
  return useQuery({
    queryKey: sendKeys.one(id),
    queryFn: () => apiRequest<AdminSend>('GET', `/api/admin/sends/${encodeURIComponent(id)}`),
    refetchInterval: (query) => (inProgress(query.state.data?.status) ? progressPollMs : false),
  });
}

export const sendsQuery = () =>
  queryOptions({
    queryKey: sendKeys.list(),
    queryFn: () => apiRequest<AdminSend[]>('GET', '/api/admin/sends'),
    refetchInterval: (query) =>
      query.state.data?.some((send) => inProgress(send.status)) ? progressPollMs : false,
  });

/** GET /api/admin/sends: newest first, polled while any is scheduled or sending. */
export function useSends() {
  return useQuery(sendsQuery());
}

/** DELETE /api/admin/sends/:id: cancels a scheduled send. */
export function useCancelSend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<AdminSend>('DELETE', `/api/admin/sends/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sendKeys.all() }),
  });
}

/** GET /api/admin/suppressions: unsubscribed and bounced addresses, newest first. */
export function useSuppressions() {
  return useQuery({
    queryKey: sendKeys.suppressions(),
    queryFn: () => apiRequest<AdminSuppression[]>('GET', '/api/admin/suppressions'),
  });
}
