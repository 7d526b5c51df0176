import type { ImportReport } from '@commons/core/accounts/import-members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequestText } from '../../../lib/api.ts';
import { adminMembersKey } from './admin-users.ts';

export interface MemberImport {
  /** The CSV file's text, sent as it is. */
  csv: string;
  dryRun: boolean;
}

/** POST /api/admin/members/import[?dryRun=true] with the file as a text/csv body. */
export const importMembers = ({ csv, dryRun }: MemberImport) =>
  apiRequestText<ImportReport>(
    'POST',
    `/api/admin/members/import${dryRun ? '?dryRun=true' : ''}`,
    csv,
    'text/csv',
  );

/** Runs a dry run or the import; after a real one the console's member data is fetched again. */
export function useImportMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importMembers,
    onSuccess: (report) =>
      report.dryRun ? undefined : queryClient.invalidateQueries({ queryKey: adminMembersKey() }),
  });
}
