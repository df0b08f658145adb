import { isBlankText } from './guest-row';

// A spreadsheet as the import reads it, whatever its format: rows of cells, each row with the number
// the couple sees beside it in their spreadsheet.

/** One cell's content. CSV gives only text; an XLSX keeps numbers and dates as they are. */
export type SheetCell =
  | { kind: 'text'; text: string }
  /** A number cell: how Excel keeps a phone typed without quotes (628123456789, 81234567890). */
  | { kind: 'number'; value: number }
  /** A date or time; an XLSX writes the wall clock as if it were UTC. */
  | { kind: 'date'; value: Date }
  /** A cell that holds no value the import can use, and why (an error such as #N/A). */
  | { kind: 'unusable'; text: string; problem: string };

export interface SheetRow {
  /** The row's number as the spreadsheet shows it (the header is usually 1). */
  line: number;
  /** Cells by column, 0 first; a missing cell is empty. */
  cells: (SheetCell | undefined)[];
  /**
   * Columns whose cell is part of a merged area started in a row above, in the same column: the
   * cell carries that area's value, which only a group or a session takes (see guest-fields.ts).
   */
  mergedFromAbove?: Set<number>;
}

/** A cell as text, as the preview shows what was read. */
export function cellText(cell: SheetCell | undefined): string {
  if (!cell) return '';
  switch (cell.kind) {
    case 'text':
    case 'unusable':
      return cell.text;
    case 'number':
      return numberText(cell.value);
    case 'date':
      return dateText(cell.value);
  }
}

/** A number in plain digits, never in exponent notation (628123456789, not 6.28123456789e+11). */
export function numberText(value: number): string {
  return Number.isInteger(value) && Math.abs(value) < 1e21
    ? BigInt(value).toString()
    : String(value).replace('.', ',');
}

/** A date as Indonesians write it (31/12/2026), or a time of day alone as 11.00. */
export function dateText(value: Date): string {
  if (Number.isNaN(value.getTime())) return '';
  const iso = value.toISOString();
  // Excel's day zero (30 December 1899) holds a time typed without a date.
  if (iso.startsWith('1899-12-30')) return `${iso.slice(11, 13)}.${iso.slice(14, 16)}`;
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

/** Whether a cell holds nothing but whitespace and invisible characters. */
export function isBlank(cell: SheetCell | undefined): boolean {
  return cell === undefined || isBlankText(cellText(cell));
}
