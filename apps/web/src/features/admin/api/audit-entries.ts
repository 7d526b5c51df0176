import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@commons/core/audit/audit-log';
import { apiPage } from '../../../lib/api.ts';
import type { Serialized } from '../../../lib/serialized.ts';

export type SerializedAuditEntry = Serialized<Omit<AuditEntry, 'actor' | 'subject'>> &
  Pick<AuditEntry, 'actor' | 'subject'>;

export interface AuditQuery {
  kind: string;
  actorId: string;
  limit: number;
  offset: number;
}

export const adminAuditKey = () => ['admin', 'audit'] as const;

/** The audit log's filters as a query string (also the CSV link's). */
export const auditSearch = ({ kind, actorId, limit, offset }: Partial<AuditQuery>) =>
  new URLSearchParams({
    ...(kind ? { kind } : {}),
    ...(actorId ? { actorId } : {}),
    ...(limit ? { limit: String(limit) } : {}),
    ...(offset ? { offset: String(offset) } : {}),
  }).toString();

/** GET /api/admin/audit?kind&actorId&limit&offset: one page, newest first, and the total. */
export const fetchAuditEntries = (query: AuditQuery) =>
  apiPage<SerializedAuditEntry>(`/api/admin/audit?${auditSearch(query)}`);

export function useAuditEntries(query: AuditQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...adminAuditKey(), query],
      queryFn: () => fetchAuditEntries(query),
      placeholderData: keepPreviousData,
    }),
  );
}
