import { within } from '@testing-library/react';

/** The text of each body and footer row's cells of a table, its header row left out. */
export function tableCells(table: HTMLElement): (string | null)[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}
