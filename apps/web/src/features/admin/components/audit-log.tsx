import { Button, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { auditSearch, useAuditEntries, type SerializedAuditEntry } from '../api/audit-entries.ts';
import { useLatestBackup } from '../api/latest-backup.ts';
import { formatJoined } from '../lib/format.ts';
import { MemberDetailDrawer } from './member-detail-drawer.tsx';
import { PagedAdminTable, useServerPaging } from './paged-admin-table.tsx';

const kinds = [
  ['', 'All records'],
  ['member', 'Members'],
  ['submission', 'Submissions'],
  ['article', 'Articles'],
  ['campaign', 'Ad campaigns'],
  ['sponsor', 'Sponsors'],
] as const;

const whoOptions = [
  ['anyone', 'Anyone'],
  ['me', 'Me'],
] as const;

/** The console's audit log: who did what, when, to which record; newest first. */
export function AuditLog({ adminUserId }: { adminUserId: string }) {
  const paging = useServerPaging({ kind: '', who: 'anyone' });
  const [openMemberId, setOpenMemberId] = useState<string | null>(null);
  const filters = { kind: paging.filters.kind, actorId: paging.filters.who === 'me' ? adminUserId : '' };
  const list = useAuditEntries({ ...filters, limit: paging.limit, offset: paging.offset });

  return (
    <>
      <LatestBackup />
      <PagedAdminTable
        title="Audit log"
        filters={[
          {
            label: 'Record',
            value: paging.filters.kind,
            options: kinds,
            onChange: (value) => paging.setFilter('kind', value),
          },
          {
            label: 'Who',
            value: paging.filters.who,
            options: whoOptions,
            onChange: (value) => paging.setFilter('who', value),
          },
        ]}
        csvHref={`/api/admin/audit.csv?${auditSearch(filters)}`}
        list={list}
        paging={paging}
        noun="entries"
        tableLabel="Audit log"
        columns={['When', 'Who', 'Action', 'Record', 'What']}
        loadingLabel="Loading the audit log"
        failedText="Could not load the audit log"
        emptyText="Nothing recorded yet"
        stackOnPhone
        renderRow={(entry) => (
          <TableRow key={entry.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{new Date(entry.at).toLocaleString('en-US')}</TableCell>
            <TableCell>{entry.actor.email ?? entry.actor.kind}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{entry.action}</TableCell>
            <TableCell>
              <SubjectCell subject={entry.subject} onOpenMember={setOpenMemberId} />
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.summary}</TableCell>
          </TableRow>
        )}
      />
      <MemberDetailDrawer memberId={openMemberId} onClose={() => setOpenMemberId(null)} />
    </>
  );
}

/**
 * The newest scheduled backup, downloaded by the browser (the server records the download in this
 * log). A plain link: the file can be large, and the browser streams it to disk. Before the first
 * backup there is nothing to download, so the button is off and the text says how to start.
 */
function LatestBackup() {
  const latest = useLatestBackup().data?.latest;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ mb: 3, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
    >
      <Typography variant="body2" color="text.secondary" data-testid="latest-backup">
        {latest
          ? `Latest backup: ${formatJoined(latest.takenAt)}, ${megabytes(latest.bytes)}. It holds every member's data: keep it safe.`
          : 'No backup has been taken yet: set BACKUP_INTERVAL_HOURS to take one on a schedule.'}
      </Typography>
      <Button
        variant="outlined"
        href="/api/admin/backups/latest"
        download
        disabled={!latest}
        sx={{ flexShrink: 0 }}
      >
        Download latest backup
      </Button>
    </Stack>
  );
}

const megabytes = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(1)} MB`;

/** A member opens their detail here; a submission links to its detail in the inbox. */
function SubjectCell({
  subject,
  onOpenMember,
}: {
  subject: SerializedAuditEntry['subject'];
  onOpenMember: (id: string) => void;
}) {
  const linkSx = { textTransform: 'none', p: 0, minWidth: 0 } as const;
  if (subject.kind === 'member')
    return (
      <Button size="small" onClick={() => onOpenMember(subject.id)} sx={linkSx}>
        {subject.kind}
      </Button>
    );
  if (subject.kind === 'submission')
    return (
      <Button size="small" href={`/admin/dashboard?section=submissions&id=${subject.id}`} sx={linkSx}>
        {subject.kind}
      </Button>
    );
  return subject.kind;
}
