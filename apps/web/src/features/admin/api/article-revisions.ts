import type { ArticleRevision, ArticleRevisionListing } from '@commons/core/knowledge/article-revision';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import type { Serialized } from '../../../lib/serialized.ts';
import { adminArticleKeys, useRefetchAdminArticles, type AdminArticle } from './admin-articles.ts';

/** One line of GET /api/admin/articles/:id/revisions: a kept save, newest first. */
export type RevisionListing = Serialized<ArticleRevisionListing>;
/** GET /api/admin/articles/:id/revisions/:revisionId: the save with everything it wrote. */
export type Revision = Serialized<ArticleRevision>;

const revisionsPath = (articleId: string) => `/api/admin/articles/${encodeURIComponent(articleId)}/revisions`;

const revisionKeys = {
  list: (articleId: string) => [...adminArticleKeys.all(), articleId, 'revisions'] as const,
  one: (articleId: string, revisionId: string) => [...revisionKeys.list(articleId), revisionId] as const,
};

export const fetchRevisions = (articleId: string) =>
  apiRequest<RevisionListing[]>('GET', revisionsPath(articleId));

export const fetchRevision = (articleId: string, revisionId: string) =>
  apiRequest<Revision>('GET', `${revisionsPath(articleId)}/${encodeURIComponent(revisionId)}`);

export const revisionsQuery = (articleId: string) =>
  queryOptions({ queryKey: revisionKeys.list(articleId), queryFn: () => fetchRevisions(articleId) });

export const revisionQuery = (articleId: string, revisionId: string) =>
  queryOptions({
    queryKey: revisionKeys.one(articleId, revisionId),
    queryFn: () => fetchRevision(articleId, revisionId),
    // A kept save never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useRevisions(articleId: string) {
  return useQuery(revisionsQuery(articleId));
}

export function useRevision(articleId: string, revisionId: string | null) {
  return useQuery({ ...revisionQuery(articleId, revisionId ?? ''), enabled: revisionId !== null });
}

/** POST .../revisions/:revisionId/restore: the article as the restoring save left it. */
export const restoreRevision = ({ articleId, revisionId }: { articleId: string; revisionId: string }) =>
  apiRequest<AdminArticle>('POST', `${revisionsPath(articleId)}/${encodeURIComponent(revisionId)}/restore`);

export function useRestoreRevision() {
  return useMutation({ mutationFn: restoreRevision, onSuccess: useRefetchAdminArticles() });
}
