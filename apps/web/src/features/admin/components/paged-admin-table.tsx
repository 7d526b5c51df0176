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
import type { Theme } from '@mui/material/styles';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { ApiPage } from '../../../lib/api.ts';
import { formatCount } from '../lib/format.ts';
import { ServerPagination } from './server-pagination.tsx';
import { TableState } from './table-state.tsx';

/** A console list's filters and page; changing a filter goes back to the first page. */
export function useServerPaging<F extends Record<string, string>>(initial: F) {
  const [filters, setFilters] = useState(initial);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  return {
    filters,
    setFilter: (name: keyof F, value: string) => {
      setFilters((current) => ({ ...current, [name]: value }));
      setPage(0);
    },
    page,
    pageSize,
    setPage,
    setPageSize,
    limit: pageSize,
    offset: page * pageSize,
  };
}

export type ServerPaging = Pick<
  ReturnType<typeof useServerPaging>,
  'page' | 'pageSize' | 'setPage' | 'setPageSize'
>;

/**
 * Below `sm`, the table's rows as stacked blocks: the header row is hidden (kept for screen
 * readers) and each cell is a line that starts with its column's name, so nothing is off-screen
 * and no row is a tall column of mostly blank cells.
 */
function stackedBelowSm(theme: Theme, columns: readonly string[]) {
  return {
    [theme.breakpoints.down('sm')]: {
      minWidth: 0,
      '& thead': {
        position: 'absolute',
        width: '1px',
        height: '1px',
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        clipPath: 'inset(50%)',
        whiteSpace: 'nowrap',
      },
      '& tbody, & tr, & td': { display: 'block' },
      '& tr': { py: 1.25, borderBottom: 1, borderColor: 'divider' },
      '& td': {
        display: 'grid',
        gridTemplateColumns: '5.5rem minmax(0, 1fr)',
        columnGap: 1.5,
        alignItems: 'baseline',
        border: 0,
        px: 0,
        py: 0.25,
        whiteSpace: 'normal',
        overflowWrap: 'anywhere',
      },
      // A button in a cell (the record's link) sits at the start of its line, not stretched.
      '& td > *': { justifySelf: 'start' },
      ...Object.fromEntries(
        columns.map((column, index) => [
          `& td:nth-of-type(${index + 1})::before`,
          { content: JSON.stringify(column), fontWeight: 700, color: theme.palette.text.secondary },
        ]),
      ),
    },
  };
}

/** One select above the table: its label, the current value, and the [value, label] options. */
export interface TableFilter {
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}

/**
 * A console list paged on the server (`X-Total-Count`): the title, its filters and the CSV of the
 * same filters above, "Showing n of total", the table, and the pager. Rows are the caller's.
 */
export function PagedAdminTable<Row extends { id: string }>({
  title,
  filters,
  csvHref,
  list,
  paging,
  noun,
  tableLabel,
  columns,
  loadingLabel,
  failedText,
  emptyText,
  renderRow,
  stackOnPhone = false,
}: {
  title: string;
  filters: TableFilter[];
  csvHref: string;
  list: UseQueryResult<ApiPage<Row>>;
  paging: ServerPaging;
  /** What the rows are, plural: "Showing 2 of 9 <noun>". */
  noun: string;
  /** The table's accessible name. */
  tableLabel: string;
  columns: readonly string[];
  loadingLabel: string;
  failedText: string;
  emptyText: string;
  renderRow: (row: Row) => ReactNode;
  /** On a phone, each row as a block of "column: value" lines instead of a table scrolled sideways. */
  stackOnPhone?: boolean;
}) {
  const rows = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {filters.map((filter) => (
          <TextField
            key={filter.label}
            select
            label={filter.label}
            size="small"
            value={filter.value}
            onChange={(event) => filter.onChange(event.target.value)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {filter.options.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </TextField>
        ))}
        <Button variant="outlined" href={csvHref} download>
          Export CSV
        </Button>
      </Stack>
      <TableState
        pending={list.isPending}
        failed={list.isError}
        empty={rows.length === 0}
        loadingLabel={loadingLabel}
        failedText={failedText}
        emptyText={emptyText}
      >
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
          Showing {formatCount(rows.length)} of {formatCount(total)} {noun}
        </Typography>
        <TableContainer sx={{ overflowX: 'auto', maxWidth: '100%' }}>
          <Table
            size="small"
            aria-label={tableLabel}
            sx={[{ minWidth: 760 }, stackOnPhone && ((theme) => stackedBelowSm(theme, columns))]}
          >
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                    {column}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>{rows.map(renderRow)}</TableBody>
          </Table>
        </TableContainer>
        <ServerPagination
          total={total}
          page={paging.page}
          pageSize={paging.pageSize}
          onPage={paging.setPage}
          onPageSize={paging.setPageSize}
        />
      </TableState>
    </Paper>
  );
}
