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
import { auditSearch, useAuditEntries } from '../api/audit-entries.ts';
import { formatCount } from '../lib/format.ts';
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
                    {entry.subject.kind === 'submission' || entry.subject.kind === 'member' ? (
                      <Button
                        size="small"
                        href={`/admin/dashboard?section=${entry.subject.kind === 'member' ? 'users' : 'submissions'}&id=${entry.subject.id}`}
                        sx={{ textTransform: 'none', p: 0 }}
                      >
                        {entry.subject.kind}
                      </Button>
                    ) : (
                      entry.subject.kind
                    )}
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
    </Paper>
  );
}
