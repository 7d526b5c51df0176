import { Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow } from '@mui/material';
import { formatCount, formatCtr } from '../lib/format.ts';

/** The figures a report's table may show, with their headers, in the order of its columns. */
const reportFigures = {
  impressions: { header: 'Impressions', format: formatCount },
  clicks: { header: 'Clicks', format: formatCount },
  ctr: { header: 'CTR', format: formatCtr },
  filtered: { header: 'Filtered', format: formatCount },
} as const;

export type ReportFigure = keyof typeof reportFigures;

/** A campaign's or a slot's figures; a creative's leave `filtered` out (it is told per campaign). */
export const allFigures: readonly ReportFigure[] = ['impressions', 'clicks', 'ctr', 'filtered'];
export const creativeFigures: readonly ReportFigure[] = ['impressions', 'clicks', 'ctr'];

export type ReportFigures = Readonly<Partial<Record<ReportFigure, number>>>;

export interface ReportTableRow {
  key: string;
  /** What the first column says: a day, an hour, a creative, a slot. */
  label: string;
  figures: ReportFigures;
}

/**
 * A report's table: one row per day, hour, creative or slot with the chosen figures, and the
 * totals in its footer when given. Names (creatives, slots) may wrap; days and hours do not.
 */
export function ReportTable({
  label,
  firstColumn,
  columns,
  rows,
  totals,
  names = false,
  caption,
}: {
  label: string;
  firstColumn: string;
  columns: readonly ReportFigure[];
  rows: readonly ReportTableRow[];
  totals?: ReportFigures;
  names?: boolean;
  caption?: string;
}) {
  const labelCell = names ? { overflowWrap: 'anywhere' as const } : { whiteSpace: 'nowrap' as const };
  const row = (key: string, rowLabel: string, figures: ReportFigures) => (
    <TableRow key={key}>
      <TableCell sx={labelCell}>{rowLabel}</TableCell>
      {columns.map((column) => (
        <TableCell key={column} align="right">
          {reportFigures[column].format(figures[column] ?? 0)}
        </TableCell>
      ))}
    </TableRow>
  );
  return (
    <TableContainer sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table
        size="small"
        aria-label={label}
        // Five columns fit 375 px in smaller type with tighter cells.
        sx={{ '& th, & td': { px: { xs: 0.75, sm: 2 }, fontSize: { xs: '0.75rem', sm: '0.875rem' } } }}
      >
        {caption && <caption>{caption}</caption>}
        <TableHead>
          <TableRow>
            {[firstColumn, ...columns.map((column) => reportFigures[column].header)].map((header, index) => (
              <TableCell
                key={header}
                align={index === 0 ? 'left' : 'right'}
                sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
              >
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{rows.map((shown) => row(shown.key, shown.label, shown.figures))}</TableBody>
        {totals && <TableFooter>{row('total', 'Total', totals)}</TableFooter>}
      </Table>
    </TableContainer>
  );
}
