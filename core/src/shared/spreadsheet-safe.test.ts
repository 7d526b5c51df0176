import { describe, expect, it } from 'vitest';
import { fromSpreadsheetSafe, spreadsheetSafe } from './spreadsheet-safe.ts';

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

describe('fromSpreadsheetSafe', () => {
  it.each(['=HYPERLINK("x")', '+234 803 000 0000', '-2+3', '@SUM(A1)', '\tx', '\rx', 'Ada = Lovelace', ''])(
    'reads back %j as it was before it was made safe',
    (value) => {
      expect(fromSpreadsheetSafe(spreadsheetSafe(value))).toBe(value);
    },
  );

  it('keeps a quote that does not stand before a formula sign', () => {
    expect(fromSpreadsheetSafe("'Ngozi")).toBe("'Ngozi");
    expect(fromSpreadsheetSafe("O'Brien")).toBe("O'Brien");
  });
});
