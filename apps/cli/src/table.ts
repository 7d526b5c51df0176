import type { Arguments, CommandOption } from './arguments.ts';

/** Rows as aligned plain-text columns (the first row is the header). */
export function formatTable(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** `--json`: the machine-readable answer instead of the table. */
export const wantsJson = (args: Arguments) => args['json'] === 'true';

export const jsonOption: CommandOption = { name: 'json', description: 'print the answer as JSON' };
