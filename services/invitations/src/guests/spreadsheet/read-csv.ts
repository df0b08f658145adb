import Papa from 'papaparse';
import { SHEET_PROBLEMS } from './guest-problems';
import { columnsOfHeaderRow } from './sheet-columns';
import type { SheetRow } from './sheet-grid';
import { findHeaderRow } from './sheet-header-row';

// A CSV as Excel, Google Sheets and LibreOffice write one: UTF-8 with or without its byte-order
// mark, Excel's "CSV" in the Windows code page, its "Unicode text" in UTF-16; separated by ";"
// (Excel under Indonesian regional settings, where the comma is the decimal mark), "," or tabs.

/** The text of a CSV's bytes, or null when they are no text. */
export function decodeCsv(bytes: Uint8Array): string | null {
  // The decoder drops a byte-order mark: it is no part of the first header.
  const decode = (encoding: string): string | null => {
    try {
      return new TextDecoder(encoding, { fatal: true }).decode(bytes);
    } catch {
      return null;
    }
  };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return decode('utf-16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return decode('utf-16be');
  // Not UTF-8: Excel's "CSV (Comma delimited)" writes Windows-1252, where every byte is a letter.
  return decode('utf-8') ?? decode('windows-1252');
}

const DELIMITERS = ['\t', ';', ','] as const;
// Excel's own hint on a CSV's first line ("sep=;"); Excel hides that line, so rows count after it.
const SEPARATOR_LINE = /^sep=(.)[ \t]*(?:\r\n|\n|\r|$)/i;

/** A CSV's rows, each numbered as a spreadsheet shows it, or what keeps the file from being read. */
export function readCsvRows(text: string): { ok: true; rows: SheetRow[] } | { ok: false; problem: string } {
  const separatorLine = SEPARATOR_LINE.exec(text);
  const body = separatorLine ? text.slice(separatorLine[0].length) : text;
  // The header is near the top: the guess reads no further, as under a wrong separator a quoted
  // cell can run on through the whole file.
  const delimiter = separatorLine?.[1] ?? likelyDelimiter(body.slice(0, 16 * 1024));
  const parsed = Papa.parse<string[]>(body, { delimiter, skipEmptyLines: false });
  const unclosed = parsed.errors.find((error) => error.code === 'MissingQuotes');
  if (unclosed) return { ok: false, problem: SHEET_PROBLEMS.unclosedQuote((unclosed.row ?? 0) + 1) };
  // A quoted line break stays inside its cell, as in a spreadsheet: a record is a row.
  const rows = parsed.data.map((record, index) => ({
    line: index + 1,
    cells: record.map((text) => ({ kind: 'text' as const, text })),
  }));
  return { ok: true, rows };
}

// The separator under which the header row names the most fields (then has the most cells); a
// lone "Nama" column is split by nothing, so "Budi, S.E." stays one name.
function likelyDelimiter(text: string): string {
  let best: { delimiter: string; fields: number; cells: number } = { delimiter: '\t', fields: -1, cells: -1 };
  for (const delimiter of DELIMITERS) {
    const { data } = Papa.parse<string[]>(text, { delimiter, preview: 12, skipEmptyLines: false });
    const rows = data.map((cells, index) => ({
      line: index + 1,
      cells: cells.map((cell) => ({ kind: 'text' as const, text: cell })),
    }));
    const header = findHeaderRow(rows);
    const fields = header ? Object.keys(columnsOfHeaderRow(header.cells)).length : 0;
    const cells = header?.cells.length ?? 0;
    if (fields > best.fields || (fields === best.fields && cells > best.cells))
      best = { delimiter, fields, cells };
  }
  return best.delimiter;
}
