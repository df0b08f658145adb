import { columnsOfHeaderRow } from './sheet-columns';
import { isBlank, type SheetRow } from './sheet-grid';

/** How many written rows may stand above the header: a title, the couple's names, a date. */
const ROWS_BEFORE_HEADER = 10;

/** The header row: the first of the sheet's first written rows that names a guest's name. */
export function findHeaderRow(rows: readonly SheetRow[]): SheetRow | undefined {
  return rows
    .filter((row) => row.cells.some((cell) => !isBlank(cell)))
    .slice(0, ROWS_BEFORE_HEADER + 1)
    .find((row) => columnsOfHeaderRow(row.cells).name !== undefined);
}
