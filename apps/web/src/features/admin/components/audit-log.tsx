import {
  Button,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { auditSearch, useAuditEntries, type SerializedAuditEntry } from '../api/audit-entries.ts';
import { formatCount } from '../lib/format.ts';
import { MemberDetailDrawer } from './member-detail-drawer.tsx';
import { ServerPagination } from './server-pagination.tsx';
import { TableState } from './table-state.tsx';

const kinds = [
  ['', 'All records'],
  ['member', 'Members'],
  ['submission', 'Submissions'],
  ['article', 'Articles'],
  ['campaign', 'Ad campaigns'],
] as const;

/** The console's audit log: who did what, when, to which record; newest first. */
export function AuditLog({ adminUserId }: { adminUserId: string }) {
  const [kind, setKind] = useState('');
  const [mine, setMine] = useState(false);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const [openMemberId, setOpenMemberId] = useState<string | null>(null);
  const filters = { kind, actorId: mine ? adminUserId : '' };
  const list = useAuditEntries({ ...filters, limit: pageSize, offset: page * pageSize });
  const rows = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h2" sx={{ flexGrow: 1 }}>
          Audit log
        </Typography>
        <TextField
          select
          label="Record"
          size="small"
          value={kind}
          onChange={(event) => {
            setKind(event.target.value);
            setPage(0);
          }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {kinds.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label="Who"
          size="small"
          value={mine ? 'me' : 'anyone'}
          onChange={(event) => {
            setMine(event.target.value === 'me');
            setPage(0);
          }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="anyone">Anyone</option>
          <option value="me">Me</option>
        </TextField>
        <Button variant="outlined" href={`/api/admin/audit.csv?${auditSearch(filters)}`} download>
          Export CSV
        </Button>
      </Stack>
      <TableState
        pending={list.isPending}
        failed={list.isError}
        empty={rows.length === 0}
        loadingLabel="Loading the audit log"
        failedText="Could not load the audit log"
        emptyText="Nothing recorded yet"
      >
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
          Showing {formatCount(rows.length)} of {formatCount(total)} entries
        </Typography>
        <TableContainer sx={{ overflowX: 'auto', maxWidth: '100%' }}>
          <Table size="small" aria-label="Audit log" sx={{ minWidth: 760 }}>
            <TableHead>
              <TableRow>
                {['When', 'Who', 'Action', 'Record', 'What'].map((column) => (
                  <TableCell key={column} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                    {column}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {new Date(entry.at).toLocaleString('en-US')}
                  </TableCell>
                  <TableCell>{entry.actor.email ?? entry.actor.kind}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{entry.action}</TableCell>
                  <TableCell>
                    <SubjectCell subject={entry.subject} onOpenMember={setOpenMemberId} />
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.summary}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <ServerPagination
          total={total}
          page={page}
          pageSize={pageSize}
          onPage={setPage}
          onPageSize={setPageSize}
        />
      </TableState>
      <MemberDetailDrawer memberId={openMemberId} onClose={() => setOpenMemberId(null)} />
    </Paper>
  );
}

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
