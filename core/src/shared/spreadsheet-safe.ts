/**
 * A cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return is taken for a formula by
 * spreadsheet programs (CSV injection); prefixed with `'` it reads as text. Ghost's `escapeFormulae`.
 */
export function spreadsheetSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * The text a spreadsheet-safe cell stands for, so an import reads back what an export wrote (a
 * phone number `+234…` is exported as `'+234…`). Only a quote before a formula sign is taken off.
 */
export function fromSpreadsheetSafe(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}
