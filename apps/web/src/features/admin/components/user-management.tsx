import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import PeopleIcon from '@mui/icons-material/People';
import SearchIcon from '@mui/icons-material/Search';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import {
  Box,
  Button,
  Chip,
  InputAdornment,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { adminSettableStatuses, type AdminSettableStatus } from '@commons/core/members/membership-status';
import { useState } from 'react';
import { BreakableEmail } from '../../../components/breakable-email.tsx';
import { capitalize, tierLabel } from '../../../lib/labels.ts';
import type { SerializedMember } from '../../../lib/member.ts';
import { useToast } from '../../../lib/toast.tsx';
import { useAdminUserStats } from '../api/admin-user-stats.ts';
import { useAdminUsers } from '../api/admin-users.ts';
import { useSetUserStatus } from '../api/set-user-status.ts';
import {
  adminCopy,
  pageSizes,
  paymentFilters,
  statusFilters,
  tierFilters,
  type PaymentFilter,
  type StatusFilter,
  type TierFilter,
} from '../content.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { formatCount, formatJoined } from '../lib/format.ts';
import { membersCsvHref, noUserFilters, type UserFilters } from '../lib/users.ts';
import { CrownIcon } from './crown-icon.tsx';
import { MemberDetailDrawer } from './member-detail-drawer.tsx';
import { MemberImportDialog } from './member-import-dialog.tsx';
import { StatCard, StatGrid } from './stat-card.tsx';
import { StatusChip } from './status-chip.tsx';
import { TableState } from './table-state.tsx';

const isSettable = (status: string): status is AdminSettableStatus =>
  (adminSettableStatuses as readonly string[]).includes(status);

/**
 * The User Management tab: stat cards counted by the database, search and filters, and the member
 * table paged by the server (25 to 100 rows a page), with a detail drawer per member.
 */
export function UserManagement() {
  const [filters, setFilters] = useState<UserFilters>(noUserFilters);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(pageSizes[0]);
  const [openId, setOpenId] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const search = useDebouncedValue(filters.search, 300);
  const users = useAdminUsers({ ...filters, search, page, pageSize });
  const stats = useAdminUserStats();
  const rows = users.data?.items ?? [];
  const total = users.data?.total ?? 0;
  const count = (value: number | undefined) => (value === undefined ? '…' : formatCount(value));
  const filterBy = (changes: Partial<UserFilters>) => {
    setFilters({ ...filters, ...changes });
    setPage(0);
  };

  return (
    <>
      <StatGrid label="User statistics">
        <StatCard label={adminCopy.userStats.total} value={count(stats.data?.total)} icon={PeopleIcon} />
        <StatCard
          label={adminCopy.userStats.active}
          value={count(stats.data?.active)}
          icon={CheckCircleIcon}
        />
        <StatCard
          label={adminCopy.userStats.f100}
          value={count(stats.data?.f100)}
          icon={WorkspacePremiumIcon}
        />
        <StatCard
          label={adminCopy.userStats.pending}
          value={count(stats.data?.pending)}
          icon={HourglassTopIcon}
        />
      </StatGrid>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
          <Button variant="outlined" href={membersCsvHref(filters)} download>
            Export CSV
          </Button>
          <Button variant="contained" onClick={() => setImporting(true)}>
            {adminCopy.memberImport.open}
          </Button>
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr', md: '2fr 1fr 1fr 1fr' },
            mb: 2.5,
          }}
        >
          <TextField
            label="Search users"
            placeholder="Name, email or organization"
            size="small"
            value={filters.search}
            onChange={(event) => filterBy({ search: event.target.value })}
            sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <TextField
            select
            label="Status"
            size="small"
            value={filters.status}
            onChange={(event) => filterBy({ status: event.target.value as StatusFilter })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {statusFilters.map((status) => (
              <option key={status} value={status}>
                {status === 'all' ? 'All statuses' : capitalize(status)}
              </option>
            ))}
          </TextField>
          <TextField
            select
            label="Tier"
            size="small"
            value={filters.tier}
            onChange={(event) => filterBy({ tier: event.target.value as TierFilter })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {tierFilters.map((tier) => (
              <option key={tier} value={tier}>
                {tier === 'all' ? 'All tiers' : tierLabel(tier)}
              </option>
            ))}
          </TextField>
          <TextField
            select
            label="Payment"
            size="small"
            value={filters.payment}
            onChange={(event) => filterBy({ payment: event.target.value as PaymentFilter })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {paymentFilters.map((payment) => (
              <option key={payment} value={payment}>
                {payment === 'all' ? 'All payments' : capitalize(payment)}
              </option>
            ))}
          </TextField>
        </Box>

        <TableState
          pending={users.isPending}
          failed={users.isError}
          empty={rows.length === 0}
          loadingLabel="Loading users"
          failedText={adminCopy.toasts.usersFetchFailed}
          emptyText={stats.data?.total === 0 ? adminCopy.noUsers : adminCopy.noMatchingUsers}
        >
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
            Showing {formatCount(rows.length)} of {formatCount(total)} users
          </Typography>
          <UserTable users={rows} onOpen={setOpenId} />
          <TablePagination
            component="div"
            count={total}
            page={page}
            onPageChange={(_event, next) => setPage(next)}
            rowsPerPage={pageSize}
            rowsPerPageOptions={[...pageSizes]}
            onRowsPerPageChange={(event) => {
              setPageSize(Number(event.target.value));
              setPage(0);
            }}
            labelRowsPerPage="Rows"
          />
        </TableState>
      </Paper>
      <MemberDetailDrawer memberId={openId} onClose={() => setOpenId(null)} />
      {importing && <MemberImportDialog onClose={() => setImporting(false)} />}
    </>
  );
}

function UserTable({ users, onOpen }: { users: SerializedMember[]; onOpen: (id: string) => void }) {
  return (
    <TableContainer sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table size="small" aria-label="Users" sx={{ minWidth: 960 }}>
        <TableHead>
          <TableRow>
            {adminCopy.userColumns.map((column) => (
              <TableCell key={column} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => (
            <UserRow key={user.id} user={user} onOpen={() => onOpen(user.id)} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function UserRow({ user, onOpen }: { user: SerializedMember; onOpen: () => void }) {
  const toast = useToast();
  const setStatus = useSetUserStatus();
  const name = `${user.firstName} ${user.lastName}`;

  const change = (membershipStatus: AdminSettableStatus) =>
    setStatus.mutate(
      { id: user.id, membershipStatus },
      {
        onSuccess: () => toast({ title: adminCopy.toasts.userUpdated }),
        onError: () => toast({ title: adminCopy.toasts.userFailed, variant: 'error' }),
      },
    );

  return (
    <TableRow hover>
      <TableCell sx={{ minWidth: 140 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Button
            variant="text"
            size="small"
            onClick={onOpen}
            aria-label={adminCopy.detail.open(name)}
            sx={{
              fontWeight: 600,
              p: 0,
              minWidth: 0,
              textTransform: 'none',
              justifyContent: 'flex-start',
              textAlign: 'left',
            }}
          >
            {name}
          </Button>
          {user.staffRole && (
            <Tooltip title={adminCopy.adminLabel}>
              <CrownIcon
                role="img"
                aria-hidden={false}
                aria-label={adminCopy.adminLabel}
                fontSize="small"
                sx={{ color: 'secondary.dark' }}
              />
            </Tooltip>
          )}
        </Box>
      </TableCell>
      {/* Long addresses and names wrap: at 1440 px the table fits its card, Actions included. */}
      <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 200 }}>
        <BreakableEmail address={user.email} />
      </TableCell>
      <TableCell sx={{ minWidth: 110 }}>{user.organization || '—'}</TableCell>
      <TableCell>
        {user.membershipTier ? (
          <Chip
            size="small"
            label={tierLabel(user.membershipTier)}
            color={user.membershipTier === 'f100' ? 'secondary' : 'default'}
          />
        ) : (
          '—'
        )}
      </TableCell>
      <TableCell>
        <StatusChip status={user.membershipStatus} />
      </TableCell>
      <TableCell>
        <StatusChip status={user.paymentStatus} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatJoined(user.createdAt)}</TableCell>
      <TableCell>
        <TextField
          select
          size="small"
          value={user.membershipStatus}
          disabled={setStatus.isPending}
          onChange={(event) => {
            const next = event.target.value;
            if (isSettable(next) && next !== user.membershipStatus) change(next);
          }}
          sx={{ minWidth: 116, '& .MuiNativeSelect-select': { fontSize: '0.875rem', py: 0.75 } }}
          slotProps={{
            select: { native: true },
            htmlInput: { 'aria-label': `Membership status of ${name}` },
          }}
        >
          {!isSettable(user.membershipStatus) && (
            <option value={user.membershipStatus} disabled>
              {capitalize(user.membershipStatus)}
            </option>
          )}
          {adminSettableStatuses.map((status) => (
            <option key={status} value={status}>
              {capitalize(status)}
            </option>
          ))}
        </TextField>
      </TableCell>
    </TableRow>
  );
}
