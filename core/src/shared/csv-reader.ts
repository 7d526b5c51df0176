/**
 * Reads the text of a CSV file with a header row into one record per data row, keyed by the
 * header's names. The adapter uses a CSV library; core only sees the records. A file that is not
 * CSV is a DomainError VALIDATION in words.
 */
export interface CsvReader {
  read(text: string): Record<string, string>[];
}
