import { within } from '@testing-library/react';

/** The text of each cell of a row, left to right. */
export const cellsOf = (row: HTMLElement): (string | null)[] =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** A table's body as a user reads it: each row below the header, as its cells' text. */
export const bodyRowsOf = (table: HTMLElement): (string | null)[][] =>
  within(table).getAllByRole('row').slice(1).map(cellsOf);

/** The text of a table's column headers, left to right. */
export const headersOf = (table: HTMLElement): (string | null)[] =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

/** A group's name as a screen reader reads it: its label, or the text it is labelled by. */
export const groupName = (group: HTMLElement): string | null | undefined =>
  group.getAttribute('aria-label') ??
  document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent;
