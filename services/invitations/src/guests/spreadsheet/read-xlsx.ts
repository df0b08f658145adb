import ExcelJS from 'exceljs';
import { ROW_PROBLEMS } from './guest-problems';
import type { SheetCell, SheetRow } from './sheet-grid';

// An XLSX's worksheets as rows of cells. Numbers and dates stay what they are (the guest fields
// decide what a number in the phone column means); a formula is read as the value Excel last
// computed for it, never computed here; a merged area's value is in its first cell.

/**
 * The most an XLSX may unpack to. A 5,000-guest sheet unpacks to a few megabytes; a small zip that
 * unpacks to gigabytes would stop the service that opened it. Its entries say their sizes, read
 * before anything is unpacked.
 */
export const MAX_XLSX_UNPACKED_BYTES = 32 * 1024 * 1024;

/** Each visible worksheet's rows, in the workbook's order; null when the bytes are no readable XLSX. */
export async function readXlsxSheets(bytes: Buffer): Promise<SheetRow[][] | null> {
  const unpacked = zipUnpackedSize(bytes);
  if (unpacked === null || unpacked > MAX_XLSX_UNPACKED_BYTES) return null;
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs declares its own Buffer (an ArrayBuffer); it reads a Node Buffer.
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    return null;
  }
  return workbook.worksheets.filter((sheet) => sheet.state === 'visible').map(sheetRows);
}

function sheetRows(sheet: ExcelJS.Worksheet): SheetRow[] {
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: (SheetCell | undefined)[] = [];
    let mergedFromAbove: Set<number> | undefined;
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      let value = cell.value;
      if (cell.isMerged && cell.master !== cell) {
        // Only a vertical merge carries its value down, and only to be offered (guest-fields.ts).
        if (cell.master.col !== cell.col) return;
        (mergedFromAbove ??= new Set()).add(column - 1);
        value = cell.master.value;
      }
      cells[column - 1] = sheetCell(value);
    });
    rows.push({ line, cells, ...(mergedFromAbove ? { mergedFromAbove } : {}) });
  });
  return rows;
}

/** A cell's value as the import reads it; whatever exceljs gives, nothing throws. */
export function sheetCell(value: ExcelJS.CellValue): SheetCell | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return { kind: 'text', text: value };
  if (typeof value === 'number')
    return Number.isFinite(value) ? { kind: 'number', value } : { kind: 'text', text: String(value) };
  if (typeof value === 'boolean') return { kind: 'text', text: value ? 'TRUE' : 'FALSE' };
  if (value instanceof Date) return { kind: 'date', value };
  if (typeof value !== 'object') return undefined;
  if ('error' in value)
    return {
      kind: 'unusable',
      text: String(value.error),
      problem: ROW_PROBLEMS.excelError(String(value.error)),
    };
  if ('richText' in value && Array.isArray(value.richText))
    return { kind: 'text', text: value.richText.map((part) => part.text ?? '').join('') };
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: ExcelJS.CellValue }).result;
    return result === undefined
      ? { kind: 'unusable', text: '', problem: ROW_PROBLEMS.formulaWithoutValue }
      : sheetCell(result);
  }
  // A link: its text is what the couple sees (itself plain or rich).
  if ('hyperlink' in value) return sheetCell((value as { text?: ExcelJS.CellValue }).text ?? '');
  return undefined;
}

/**
 * What a zip's entries say they unpack to, from its central directory; null when it has none, or
 * says so in the 64-bit extension no spreadsheet of guests needs.
 */
export function zipUnpackedSize(bytes: Buffer): number | null {
  const END_SIGNATURE = 0x06054b50;
  const ENTRY_SIGNATURE = 0x02014b50;
  // The end record is 22 bytes and a comment of up to 65,535 follows it.
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= earliest; at -= 1)
    if (bytes.readUInt32LE(at) === END_SIGNATURE) {
      end = at;
      break;
    }
  if (end < 0) return null;
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  let total = 0;
  for (let entry = 0; entry < entries; entry += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== ENTRY_SIGNATURE) return null;
    const size = bytes.readUInt32LE(at + 24);
    if (size === 0xffffffff) return null;
    total += size;
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return total;
}
