import { readGuestRow, type GuestRowInput } from './guest-fields';
import { MAX_GUEST_SHEET_BYTES, SHEET_PROBLEMS } from './guest-problems';
import { MAX_GUESTS_PER_SHEET, sameGuestKey, type GuestRow } from './guest-row';
import { decodeCsv, readCsvRows } from './read-csv';
import { readXlsxSheets } from './read-xlsx';
import { columnsOfHeaderRow, type GuestSheetColumns } from './sheet-columns';
import { sheetFormatOf } from './sheet-format';
import { isBlank, type SheetRow } from './sheet-grid';
import { findHeaderRow } from './sheet-header-row';

/** One row of the couple's sheet, as the preview of an import shows it. */
export interface GuestSheetRow {
  /** The row's number as the couple's spreadsheet shows it. */
  line: number;
  /** What the row's cells hold, by field, as read. */
  input: GuestRowInput;
  /** The guest the row makes; absent when a problem keeps it from being one. */
  guest?: GuestRow;
  /** Each problem in the couple's words; empty when the row is a guest. */
  problems: string[];
}

/** Rows that are one guest twice: the same phone, or the same name where neither has a phone. */
export interface GuestSheetDuplicate {
  by: 'phone' | 'name';
  lines: number[];
}

export type GuestSheetParse =
  | {
      ok: true;
      format: 'csv' | 'xlsx';
      /** Every row under the header that holds anything; empty rows are left out. */
      rows: GuestSheetRow[];
      duplicates: GuestSheetDuplicate[];
      columns: GuestSheetColumns;
    }
  | { ok: false; problem: string };

/**
 * A guest list from a CSV or an XLSX as couples make them: which of its rows are guests, what is
 * wrong with the others, which are the same guest twice. Nothing is saved here; the preview shows
 * this whole before the couple confirms. The format is read from the bytes, not from the name.
 */
export async function parseGuestSheet(bytes: Buffer, fileName: string): Promise<GuestSheetParse> {
  if (bytes.length > MAX_GUEST_SHEET_BYTES) return { ok: false, problem: SHEET_PROBLEMS.tooLarge };
  if (bytes.length === 0) return { ok: false, problem: SHEET_PROBLEMS.empty };
  const format = sheetFormatOf(bytes);
  if (format === 'xls') return { ok: false, problem: SHEET_PROBLEMS.otherSpreadsheet };
  if (format === 'binary') return { ok: false, problem: SHEET_PROBLEMS.unreadable };

  let sheets: SheetRow[][];
  if (format === 'xlsx') {
    const read = await readXlsxSheets(bytes);
    // Other programs' own files are zips too (OpenDocument, Apple Numbers): named so, the couple
    // is told to export theirs, not that it is broken.
    if (!read)
      return {
        ok: false,
        problem: /\.(ods|numbers)$/i.test(fileName.trim())
          ? SHEET_PROBLEMS.otherSpreadsheet
          : SHEET_PROBLEMS.unreadable,
      };
    sheets = read;
  } else {
    const text = decodeCsv(bytes);
    if (text === null) return { ok: false, problem: SHEET_PROBLEMS.unreadable };
    // Only separators and spaces, whichever the separator is: what a spreadsheet saves empty.
    if (/^[\s;,"]*$/.test(text)) return { ok: false, problem: SHEET_PROBLEMS.empty };
    const read = readCsvRows(text);
    if (!read.ok) return read;
    sheets = [read.rows];
  }
  if (sheets.every((rows) => rows.every((row) => row.cells.every(isBlank))))
    return { ok: false, problem: SHEET_PROBLEMS.empty };

  // The first sheet with a header naming the guest's name: a workbook may open on a cover sheet.
  const withHeader = sheets
    .map((rows) => ({ rows, header: findHeaderRow(rows) }))
    .find((sheet) => sheet.header);
  if (!withHeader?.header) return { ok: false, problem: SHEET_PROBLEMS.noNameColumn };
  const { rows, header } = withHeader;
  const columns = columnsOfHeaderRow(header.cells);

  const guestRows = rows.filter((row) => row.line > header.line && !isEmptyRow(row, columns));
  if (guestRows.length === 0) return { ok: false, problem: SHEET_PROBLEMS.noGuests };
  if (guestRows.length > MAX_GUESTS_PER_SHEET) return { ok: false, problem: SHEET_PROBLEMS.tooManyGuests };

  const read = guestRows.map((row) => ({ line: row.line, ...readGuestRow(row, columns) }));
  return { ok: true, format, rows: read, duplicates: duplicatesOf(read), columns };
}

// A row is empty when no column the import reads holds anything of its own: a value carried down
// from a merged group is not a guest, nor is a number in a "No." column the import ignores.
function isEmptyRow(row: SheetRow, columns: GuestSheetColumns): boolean {
  return Object.values(columns).every(
    ({ column }) => row.mergedFromAbove?.has(column) || isBlank(row.cells[column]),
  );
}

function duplicatesOf(rows: readonly GuestSheetRow[]): GuestSheetDuplicate[] {
  const seen = new Map<string, GuestSheetDuplicate>();
  for (const row of rows) {
    if (!row.guest) continue;
    const { by, key } = sameGuestKey(row.guest);
    const found = seen.get(`${by}:${key}`);
    if (found) found.lines.push(row.line);
    else seen.set(`${by}:${key}`, { by, lines: [row.line] });
  }
  return [...seen.values()].filter((group) => group.lines.length > 1);
}
