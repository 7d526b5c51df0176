import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';

/** The newest scheduled backup as the console shows it (no content: the download is a plain link). */
export interface LatestBackup {
  name: string;
  bytes: number;
  takenAt: string;
}

/** GET /api/admin/backups (admins only). */
export const fetchLatestBackup = () =>
  apiRequest<{ latest: LatestBackup | null }>('GET', '/api/admin/backups');

export const latestBackupQuery = () =>
  queryOptions({ queryKey: ['admin', 'backups', 'latest'] as const, queryFn: fetchLatestBackup });

export function useLatestBackup() {
  return useQuery(latestBackupQuery());
}
