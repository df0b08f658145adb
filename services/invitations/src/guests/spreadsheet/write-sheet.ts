import { JAKARTA_OFFSET_MS, jakartaWallClock } from '@undangan/contracts';
import ExcelJS from 'exceljs';
import { guardFormula } from './formula-guard';
import { spreadsheetSafeText } from './guest-row';

// Spreadsheets this module writes (the template and the export): every text through the formula
// guard, so no cell of ours runs as a formula in any spreadsheet however it splits the file.

export type SheetKind = 'csv' | 'xlsx';

/** A cell as written: text, a whole number, a moment (Jakarta's wall clock), or nothing. */
export type WrittenCell = string | number | Date | null;

export interface WrittenColumn {
  header: string;
  /** Width in characters, for the XLSX. */
  width: number;
  /** Cells typed into this column later stay text (a phone typed as 0812... keeps its 0). */
  text?: boolean;
}

export interface WrittenSheet {
  name: string;
  columns: readonly WrittenColumn[];
  rows: readonly (readonly WrittenCell[])[];
}

export function writeSheet(kind: SheetKind, sheet: WrittenSheet): Promise<Buffer> {
  return kind === 'csv' ? Promise.resolve(csvBytes(sheet)) : xlsxBytes(sheet);
}

// A lone carriage return becomes a line break, as in a cell: XML (an XLSX) reads every one so.
function safeText(text: string): string {
  return guardFormula(spreadsheetSafeText(text).replace(/\r\n?/g, '\n'));
}

// Jakarta's wall clock in a date's UTC fields: a spreadsheet's date has no zone and shows those.
function jakartaWallDate(moment: Date): Date {
  return new Date(moment.getTime() + JAKARTA_OFFSET_MS);
}

/**
 * The CSV: UTF-8 with a byte-order mark (without it Excel reads UTF-8 as the Windows code page and
 * an emoji or an accented name turns to mojibake), separated by ";" because Excel under
 * Indonesian regional settings, where "," is the decimal mark, splits on ";" when the file is
 * opened by a double click; every field quoted, lines ended by CRLF as RFC 4180 says.
 */
function csvBytes(sheet: WrittenSheet): Buffer {
  const line = (cells: readonly string[]) => cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(';');
  const lines = [
    line(sheet.columns.map((column) => safeText(column.header))),
    ...sheet.rows.map((row) => line(row.map(csvCell))),
  ];
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

function csvCell(cell: WrittenCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  // ISO's order, which every locale's spreadsheet reads as a date and time.
  if (cell instanceof Date) return jakartaWallClock(cell).slice(0, 16).replace('T', ' ');
  return safeText(cell);
}

/** The XLSX: the header bold and kept in view, columns as wide as their content wants. */
async function xlsxBytes(sheet: WrittenSheet): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Undangan';
  const worksheet = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = sheet.columns.map((column) => ({
    header: safeText(column.header),
    width: column.width,
    ...(column.text ? { style: { numFmt: '@' } } : {}),
  }));
  worksheet.getRow(1).font = { bold: true };
  for (const row of sheet.rows) {
    const added = worksheet.addRow(row.map(xlsxCell));
    row.forEach((cell, index) => {
      if (cell instanceof Date) added.getCell(index + 1).numFmt = 'dd/mm/yyyy hh:mm';
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function xlsxCell(cell: WrittenCell): ExcelJS.CellValue {
  if (cell === null || typeof cell === 'number') return cell;
  if (cell instanceof Date) return jakartaWallDate(cell);
  // A string is always a text cell here, but the couple may copy it into a cell or save the
  // workbook as CSV: guarded as in the CSV.
  return safeText(cell);
}
