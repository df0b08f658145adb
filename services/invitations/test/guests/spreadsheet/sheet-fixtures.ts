import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { parseGuestSheet, type GuestSheetParse } from '../../../src/guests/spreadsheet';

/** A CSV's bytes from its lines, written as a given program would. */
export function csvFile(
  lines: readonly string[],
  options: { bom?: boolean; eol?: '\r\n' | '\n' } = {},
): Buffer {
  const text = lines.join(options.eol ?? '\r\n') + (options.eol ?? '\r\n');
  return Buffer.from(options.bom ? `\uFEFF${text}` : text, 'utf8');
}

/** An XLSX's bytes, its first sheet filled by `fill`. */
export async function xlsxFile(
  fill: (sheet: ExcelJS.Worksheet, workbook: ExcelJS.Workbook) => void,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  fill(workbook.addWorksheet('Tamu'), workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A parse the test expects to succeed, narrowed. */
export async function parsed(
  bytes: Buffer,
  fileName = 'tamu.csv',
): Promise<Extract<GuestSheetParse, { ok: true }>> {
  const result = await parseGuestSheet(bytes, fileName);
  if (!result.ok) throw new Error(`expected the sheet to be read, got: ${result.problem}`);
  return result;
}

/** A parse the test expects to be refused as a whole: its problem. */
export async function refused(bytes: Buffer, fileName = 'tamu.csv'): Promise<string> {
  const result = await parseGuestSheet(bytes, fileName);
  if (result.ok) throw new Error(`expected the sheet to be refused, read ${result.rows.length} rows`);
  return result.problem;
}

/** Texts made of what formulas and cell splits are made of, and a little of anything. */
export const hostileText = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        '=',
        '+',
        '-',
        '@',
        "'",
        '"',
        ';',
        ',',
        ' ',
        '\t',
        '\r',
        '\n',
        '\r\n',
        'HYPERLINK("http://x")',
        'Budi',
        '😀',
      ),
      fc.string({ unit: 'grapheme', maxLength: 3 }),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));
