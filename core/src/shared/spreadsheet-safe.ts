/**
 * A cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return is taken for a formula by
 * spreadsheet programs (CSV injection); prefixed with `'` it reads as text. Ghost's `escapeFormulae`.
 */
export function spreadsheetSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
