/** How a cell starts when spreadsheet programs take it for a formula: `=`, `+`, `-`, `@`, a tab or a carriage return. */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * A cell that a spreadsheet program would take for a formula (CSV injection), prefixed with `'` so
 * it reads as text. Ghost's `escapeFormulae`.
 */
export function spreadsheetSafe(value: string): string {
  return formulaStart.test(value) ? `'${value}` : value;
}

/**
 * The text a spreadsheet-safe cell stands for, so an import reads back what an export wrote (a
 * phone number `+234…` is exported as `'+234…`). Only a quote before a formula sign is taken off.
 */
export function fromSpreadsheetSafe(cell: string): string {
  const text = cell.slice(1);
  return cell.startsWith("'") && formulaStart.test(text) ? text : cell;
}
