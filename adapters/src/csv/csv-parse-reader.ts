import { CsvError, parse } from 'csv-parse/sync';
import type { CsvReader } from '@commons/core/shared/csv-reader';
import { DomainError } from '@commons/core/shared/domain-error';

/** csv-parse: quoted cells, a byte-order mark, blank lines and surrounding spaces are all read right. */
export class CsvParseReader implements CsvReader {
  read(text: string): Record<string, string>[] {
    try {
      return parse(text, { columns: true, bom: true, skip_empty_lines: true, trim: true }) as Record<
        string,
        string
      >[];
    } catch (error) {
      if (error instanceof CsvError)
        throw new DomainError('VALIDATION', `The file is not valid CSV: ${error.message}`);
      throw error;
    }
  }
}
