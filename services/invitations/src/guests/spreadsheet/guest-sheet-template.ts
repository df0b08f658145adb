import { EXAMPLE_NAME_PREFIX } from './guest-fields';
import { GUEST_FIELD_HEADERS, GUEST_FIELDS } from './sheet-columns';
import { writeSheet, type SheetKind, type WrittenColumn } from './write-sheet';

/** The columns a guest list is written with, by the template and (first) by the export. */
export const GUEST_COLUMNS: readonly WrittenColumn[] = GUEST_FIELDS.map((field) => ({
  header: GUEST_FIELD_HEADERS[field],
  width: { name: 36, phone: 18, group: 22, session: 22, people: 14 }[field],
  ...(field === 'phone' ? { text: true } : {}),
}));

/**
 * The template's example rows: one of each kind (a phone and none), marked as examples by their
 * name, so an untouched template imports nothing (the import says to delete them).
 */
export const TEMPLATE_EXAMPLES = [
  [`${EXAMPLE_NAME_PREFIX} Bapak Ahmad Fauzi`, '0812-3456-7890', 'Keluarga Pria', 'Sesi 1', 2],
  [`${EXAMPLE_NAME_PREFIX} Ibu Siti Rahmawati`, null, 'Teman Kantor', 'Sesi 2', 1],
] as const;

/** The template a couple downloads to fill: the header row and the two examples. */
export function guestSheetTemplate(kind: SheetKind): Promise<Buffer> {
  return writeSheet(kind, { name: 'Daftar Tamu', columns: GUEST_COLUMNS, rows: TEMPLATE_EXAMPLES });
}
