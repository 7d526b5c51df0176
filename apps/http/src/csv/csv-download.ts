import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Context } from 'koa';
import { csvRecord, type CsvColumn } from '@commons/core/shared/csv-columns';

export type { CsvColumn };

/**
 * Answers with a CSV file streamed from `pages`: each page is read only when the client has taken
 * the previous rows (backpressure), so memory stays flat whatever the number of rows. Every cell is
 * made spreadsheet-safe.
 */
export function sendCsv<T>(
  ctx: Context,
  filename: string,
  columns: readonly CsvColumn<T>[],
  pages: AsyncIterable<T[]> | Iterable<T[]>,
) {
  async function* records() {
    for await (const page of pages) for (const row of page) yield csvRecord(columns, row);
  }
  ctx.set('Content-Type', 'text/csv; charset=utf-8');
  ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = Readable.from(records()).pipe(
    stringify({ header: true, columns: columns.map(([header]) => header) }),
  );
}

type Cell = ReturnType<CsvColumn<unknown>[1]>;

/** Columns named after the rows' fields, in this order: for rows already shaped as the file is. */
export function fieldColumns(fields: readonly string[]): CsvColumn<object>[] {
  return fields.map((field) => [field, (row) => (row as Record<string, Cell | undefined>)[field] ?? null]);
}

/**
 * The pages of a list, `size` rows at a time, by offset. See `pagesFrom`.
 */
export function pagesOf<T>(
  inScope: <R>(work: () => Promise<R>) => Promise<R>,
  readPage: (limit: number, offset: number) => Promise<T[]>,
  size = 500,
): Promise<AsyncIterable<T[]>> {
  return pagesFrom(
    inScope,
    0,
    (offset) => readPage(size, offset),
    (offset) => offset + size,
    size,
  );
}

/**
 * The pages of a list of `size` rows, each read at the position `next` gives after the previous
 * one (an offset, or the last row for keyset pages). The first is read at once, in the request's
 * database context, so a bad filter answers 400 before any byte is sent; the others each in their
 * own database scope, as the stream is read after the request's middleware has returned.
 */
export async function pagesFrom<T, P>(
  inScope: <R>(work: () => Promise<R>) => Promise<R>,
  start: P,
  readPage: (at: P) => Promise<T[]>,
  next: (at: P, page: T[]) => P,
  size: number,
): Promise<AsyncIterable<T[]>> {
  const first = await readPage(start);
  async function* pages() {
    let page = first;
    for (let at = start; ;) {
      if (page.length > 0) yield page;
      if (page.length < size) return;
      at = next(at, page);
      const from = at;
      page = await inScope(() => readPage(from));
    }
  }
  return pages();
}
