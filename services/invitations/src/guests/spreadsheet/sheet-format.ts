// Which kind of file the couple sent, from its first bytes: a name can be wrong ("tamu.csv" saved
// by Excel as XLSX, "daftar.xlsx" renamed from a CSV), the content cannot.

export type SheetFormat = 'csv' | 'xlsx' | 'xls' | 'binary';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
// The compound document format of Excel 97-2003 (.xls).
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const TEXT_BOMS = [
  [0xef, 0xbb, 0xbf],
  [0xff, 0xfe],
  [0xfe, 0xff],
];

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

/** The format of a spreadsheet, from its bytes alone. */
export function sheetFormatOf(bytes: Uint8Array): SheetFormat {
  if (startsWith(bytes, ZIP)) return 'xlsx';
  if (startsWith(bytes, OLE2)) return 'xls';
  if (TEXT_BOMS.some((bom) => startsWith(bytes, bom))) return 'csv';
  // Text has no NUL byte (UTF-16 without its mark aside, which Excel never writes); images, PDFs
  // and other binaries do within their first kilobytes.
  return bytes.subarray(0, 8192).includes(0) ? 'binary' : 'csv';
}
