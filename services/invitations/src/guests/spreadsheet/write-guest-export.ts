import { GUEST_COLUMNS } from './guest-sheet-template';
import { writeSheet, type SheetKind, type WrittenCell } from './write-sheet';

/** One guest with where they stand, as the couple's export lists them. */
export interface GuestExportRow {
  name: string;
  /** As kept: 62812... . */
  phone: string | null;
  group: string | null;
  session: string | null;
  people: number;
  /** Where the guest stands, as the dashboard says it ("Terkirim", "Hadir"...). */
  statusLabel: string;
  /** How many the guest said are coming, once they answered. */
  answeredPeople: number | null;
  /** The guest's wish, as they wrote it. */
  message: string | null;
  sentAt: Date | null;
  openedAt: Date | null;
}

const EXPORT_COLUMNS = [
  ...GUEST_COLUMNS,
  { header: 'Status', width: 16 },
  { header: 'Jumlah Hadir', width: 14 },
  { header: 'Ucapan', width: 48 },
  { header: 'Dikirim', width: 18 },
  { header: 'Dibuka', width: 18 },
];

/**
 * The couple's guests as a spreadsheet, in the template's columns first, so the file can be edited
 * and imported again.
 */
export function writeGuestExport(kind: SheetKind, rows: readonly GuestExportRow[]): Promise<Buffer> {
  return writeSheet(kind, {
    name: 'Daftar Tamu',
    columns: EXPORT_COLUMNS,
    rows: rows.map((row): WrittenCell[] => [
      row.name,
      row.phone && phoneText(row.phone),
      row.group,
      row.session,
      row.people,
      row.statusLabel,
      row.answeredPeople,
      row.message,
      row.sentAt,
      row.openedAt,
    ]),
  });
}

/**
 * A kept phone (62812...) as Indonesians write it, 0812-3456-7890: no spreadsheet turns a text
 * with dashes into a number (which would drop the 0, or show 6.28E+11), and it reads back the same.
 */
export function phoneText(phone: string): string {
  if (!/^62\d{8,12}$/.test(phone)) return phone;
  const national = `0${phone.slice(2)}`;
  return `${national.slice(0, 4)}-${national.slice(4, 8)}-${national.slice(8)}`;
}
