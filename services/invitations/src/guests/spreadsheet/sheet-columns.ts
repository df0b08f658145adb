import { cellText, type SheetCell } from './sheet-grid';

// Which column holds what, read from the header row couples write: in Indonesian, in any case and
// spacing, with the variants people use ("No. HP", "Nomor WhatsApp", "Pax"...).

export const GUEST_FIELDS = ['name', 'phone', 'group', 'session', 'people'] as const;
export type GuestField = (typeof GUEST_FIELDS)[number];

/** The header the template and the export write for each field. */
export const GUEST_FIELD_HEADERS: Record<GuestField, string> = {
  name: 'Nama',
  phone: 'No. HP',
  group: 'Grup',
  session: 'Sesi',
  people: 'Jumlah Orang',
};

/** Where each field was found: its column (0 first) and its header as written in the file. */
export type GuestSheetColumns = Partial<Record<GuestField, { column: number; header: string }>>;

// A header's words: lower case, punctuation and brackets as spaces ("No. HP (WA)" -> no hp wa).
function headerWords(header: string): string[] {
  return header
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

const MAX_HEADER_LENGTH = 40;
const PHONE_WORDS = new Set([
  'hp',
  'wa',
  'whatsapp',
  'telepon',
  'telp',
  'tlp',
  'telpon',
  'handphone',
  'ponsel',
  'phone',
]);
const GROUP_WORDS = new Set(['grup', 'group', 'kelompok', 'kategori']);
const SESSION_WORDS = new Set(['sesi', 'session']);
// Whole headers only: "Jumlah Hadir" (the export's answered count) is not how many are invited.
const PEOPLE_HEADERS = new Set([
  'jumlah',
  'jumlah orang',
  'jumlah tamu',
  'jumlah org',
  'orang',
  'pax',
  'jumlah pax',
  'people',
]);
const NAME_WORDS = new Set(['nama', 'name']);

/** The field a header names, or null for a column the import does not read ("No.", "Alamat"...). */
export function fieldOfHeader(header: string): GuestField | null {
  // A long text is a title or a guest's row, not a column's header.
  if (header.length > MAX_HEADER_LENGTH) return null;
  const words = headerWords(header);
  if (words.length === 0) return null;
  // Checked in this order so "Nama Grup" is a group and "Nomor HP" a phone, not a name or a count.
  if (words.some((word) => PHONE_WORDS.has(word))) return 'phone';
  if (words.some((word) => GROUP_WORDS.has(word))) return 'group';
  if (words.some((word) => SESSION_WORDS.has(word))) return 'session';
  if (PEOPLE_HEADERS.has(words.join(' '))) return 'people';
  if (NAME_WORDS.has(words[0]!) || words.join(' ') === 'tamu') return 'name';
  return null;
}

/** The columns a header row names; the first column naming a field wins. */
export function columnsOfHeaderRow(cells: readonly (SheetCell | undefined)[]): GuestSheetColumns {
  const columns: GuestSheetColumns = {};
  cells.forEach((cell, column) => {
    const header = cellText(cell).trim();
    const field = fieldOfHeader(header);
    if (field && !columns[field]) columns[field] = { column, header };
  });
  return columns;
}
