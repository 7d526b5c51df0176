import { z } from 'zod';
import type { CsvColumn } from '../shared/csv-columns.ts';
import { parseInput } from '../shared/validation.ts';
import type { Clock } from '../shared/clock.ts';
import type { BusinessHistory } from './business-history.ts';
import { readBusinessInsights, type BusinessInsights } from './read-business-insights.ts';

type Cell = string | number | null;
type Row = Record<string, Cell>;

/** Each figure of the console's home as the rows of its CSV, under these headers in this order. */
const figureRows = {
  membersByTier: (figures) => figures.membersByTier.map(({ tier, members }) => ({ tier, members })),
  membersByStatus: (figures) => figures.membersByStatus.map(({ status, members }) => ({ status, members })),
  newMembersByMonth: (figures) =>
    figures.newMembersByMonth.map(({ month, value }) => ({ month, newMembers: value })),
  cancellationsByMonth: (figures) =>
    figures.cancellationsByMonth.map(({ month, value }) => ({ month, cancellations: value })),
  mrrByMonth: (figures) => figures.mrrByMonth.map(({ month, value }) => ({ month, mrrCents: value })),
  revenueByMonth: (figures) =>
    figures.revenueByMonth.map(({ month, paymentsCents, refundsCents, value }) => ({
      month,
      paymentsCents,
      refundsCents,
      revenueCents: value,
    })),
  churnByMonth: (figures) =>
    figures.churnByMonth.map(({ month, cancellations, payingAtStart, value }) => ({
      month,
      cancellations,
      payingAtStart,
      churnRate: value,
    })),
  subscribersByMonth: (figures) =>
    figures.subscribersByMonth.map(({ month, value }) => ({ month, subscribers: value })),
} satisfies Record<string, (figures: BusinessInsights) => Row[]>;

export type BusinessFigure = keyof typeof figureRows;
export const businessFigures = Object.keys(figureRows) as BusinessFigure[];

const figureSchema = z.object({
  figure: z.enum(businessFigures, { error: `figure must be one of ${businessFigures.join(', ')}` }),
});

export interface FigureTable {
  filename: string;
  columns: CsvColumn<Row>[];
  rows: Row[];
}

/** One figure of the console's home over the months asked for, as a table for its CSV file. */
export async function exportBusinessFigure(
  deps: { history: BusinessHistory; clock: Clock },
  input: Record<string, unknown>,
): Promise<FigureTable> {
  const { figure } = parseInput(figureSchema, input);
  const figures = await readBusinessInsights(deps, input);
  const rows: Row[] = figureRows[figure](figures);
  const headers = Object.keys(rows[0] ?? {});
  return {
    filename: `${figure}-${figures.from}-to-${figures.to}.csv`,
    columns: headers.map((header): CsvColumn<Row> => [header, (row) => row[header] ?? null]),
    rows,
  };
}
