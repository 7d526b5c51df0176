import { spreadsheetSafe } from './spreadsheet-safe.ts';

/** A CSV column: its header and how a row fills it. The drivers write the file with a CSV library. */
export type CsvColumn<T> = readonly [
  header: string,
  cell: (row: T) => string | number | boolean | Date | null,
];

const cellText = (value: string | number | boolean | Date | null) =>
  value === null ? '' : spreadsheetSafe(value instanceof Date ? value.toISOString() : String(value));

/** The row's cells under `columns`, each made spreadsheet-safe (every CSV the site writes). */
export function csvRecord<T>(columns: readonly CsvColumn<T>[], row: T): string[] {
  return columns.map(([, cell]) => cellText(cell(row)));
}
