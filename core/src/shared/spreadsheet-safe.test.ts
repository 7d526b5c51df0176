import { describe, expect, it } from 'vitest';
import { spreadsheetSafe } from './spreadsheet-safe.ts';

describe('spreadsheetSafe', () => {
  it.each(['=HYPERLINK("x")', '+1', '-2+3', '@SUM(A1)', '\tx', '\rx'])(
    'prefixes %j with a quote',
    (value) => {
      expect(spreadsheetSafe(value)).toBe(`'${value}`);
    },
  );

  it('leaves other text alone, formula signs inside it included', () => {
    expect(spreadsheetSafe('Ada = Lovelace')).toBe('Ada = Lovelace');
    expect(spreadsheetSafe('')).toBe('');
  });
});
