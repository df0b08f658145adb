import { z } from 'zod';
import { orderIdSchema } from './order-id';
import { answer, answeredBy } from './rpc-contract';
import { requiredText } from './validation';

// A couple's guest list as a spreadsheet, answered by invitations: the template to fill, an
// import checked in a preview before anything is saved, and the list exported with where each
// guest stands. Every request but the template names the order; the gateway takes it from the
// couple's session.

const invitations = answeredBy('invitations');

export const GUEST_SHEET_LIMITS = {
  /**
   * A file the couple imports at most. It travels as base64 inside the gateway's 1 MB JSON body
   * (4/3 of its size): 700 KB is about 933 KB there. 5,000 guests written as the template's CSV
   * take about 350 KB, and as XLSX far less, so every list the shop takes fits.
   */
  fileBytes: 700 * 1024,
  fileName: 255,
  /** Good rows the preview shows, as a sample of what will be saved. */
  sampleRows: 20,
  /**
   * Files one invitation may send to be checked or imported within `readWindowMinutes`: reading a
   * 5,000-row workbook is the heaviest thing a couple asks of the shop, and a couple fixing their
   * list sends a file a handful of times, never dozens.
   */
  readsPerWindow: 30,
  readWindowMinutes: 10,
} as const;

/** What the import says, beside the spreadsheet module's own words for a file and a row. */
export const GUEST_SHEET_MESSAGES = {
  fileTooLarge: `Berkas terlalu besar. Maksimal ${GUEST_SHEET_LIMITS.fileBytes / 1024} KB. Simpan sebagai Excel (XLSX), yang jauh lebih kecil, atau hapus kolom yang tidak diperlukan.`,
  fileMissing: 'Pilih berkas daftar tamu (Excel atau CSV) terlebih dahulu.',
  fileUnreadable: 'Berkas tidak dapat dibaca. Silakan pilih berkasnya lagi.',
  format: 'Pilih format CSV atau Excel (XLSX).',
  nothingToAdd: 'Tidak ada tamu baru untuk disimpan dari berkas ini.',
  tooManyReads: `Terlalu banyak berkas daftar tamu dikirim dalam ${GUEST_SHEET_LIMITS.readWindowMinutes} menit terakhir. Silakan coba lagi beberapa menit lagi.`,
  sessionMissing: (name: string) => `Sesi “${name}” belum ada. Tambahkan sesinya terlebih dahulu.`,
  alreadyListed: (by: 'phone' | 'name') =>
    by === 'phone'
      ? 'Sudah ada di daftar tamu (nomor HP sama).'
      : 'Sudah ada di daftar tamu (nama sama, tanpa nomor HP).',
  repeatedRow: (line: number, by: 'phone' | 'name') =>
    by === 'phone' ? `Sama dengan baris ${line} (nomor HP sama).` : `Sama dengan baris ${line} (nama sama).`,
} as const;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** The longest `content` a file within the limit makes. */
export const GUEST_SHEET_MAX_BASE64 = Math.ceil(GUEST_SHEET_LIMITS.fileBytes / 3) * 4;

/** The chosen file as the dashboard sends it: its name and its bytes as base64. */
export const guestSheetFileSchema = z.object({
  file_name: requiredText('Nama berkas', GUEST_SHEET_LIMITS.fileName),
  content: z
    .string({ error: GUEST_SHEET_MESSAGES.fileMissing })
    .min(1, { error: GUEST_SHEET_MESSAGES.fileMissing })
    // Checked before the pattern: a long text is refused without being walked.
    .max(GUEST_SHEET_MAX_BASE64, { error: GUEST_SHEET_MESSAGES.fileTooLarge })
    .regex(BASE64, { error: GUEST_SHEET_MESSAGES.fileUnreadable })
    .refine((text) => text.length % 4 === 0, { error: GUEST_SHEET_MESSAGES.fileUnreadable })
    // The bytes themselves: the base64's length alone cannot tell a file of the limit from one byte over.
    .refine(
      (text) => (text.length / 4) * 3 - (text.match(/=+$/)?.[0].length ?? 0) <= GUEST_SHEET_LIMITS.fileBytes,
      {
        error: GUEST_SHEET_MESSAGES.fileTooLarge,
      },
    ),
});
export type GuestSheetFile = z.output<typeof guestSheetFileSchema>;

export const SHEET_KINDS = ['csv', 'xlsx'] as const;
export type GuestSheetKind = (typeof SHEET_KINDS)[number];
export const sheetKindQuerySchema = z.object({
  format: z.enum(SHEET_KINDS, { error: GUEST_SHEET_MESSAGES.format }),
});

const importRequestSchema = guestSheetFileSchema.extend({ order_id: orderIdSchema });
const exportRequestSchema = sheetKindQuerySchema.extend({ order_id: orderIdSchema });

/** A row of the file the import leaves out, and why, in the couple's words. */
export const guestSheetProblemSchema = z.object({
  /** The row's number as the couple's spreadsheet shows it. */
  line: z.number().int(),
  /** The name as typed in the row (may be empty). */
  name: z.string(),
  problems: z.array(z.string()),
});
export type GuestSheetProblem = z.infer<typeof guestSheetProblemSchema>;

/** A row that will be saved, as the preview shows a sample of them. */
export const guestSheetGuestSchema = z.object({
  line: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  group: z.string().nullable(),
  session: z.string().nullable(),
  people: z.number().int(),
});

export const guestImportPreviewSchema = z.object({
  format: z.enum(SHEET_KINDS),
  /** Rows that become guests when saved. */
  to_add: z.number().int(),
  /** Rows left out: each is in `problems`. */
  skipped: z.number().int(),
  /** Every row left out, by line, with every reason. */
  problems: z.array(guestSheetProblemSchema),
  /** Groups the file names that the list does not have yet: made when the import is saved. */
  new_groups: z.array(z.string()),
  /** The first rows that will be saved. */
  sample: z.array(guestSheetGuestSchema),
  /** Why nothing can be saved as the file stands (the list's limit); null when it can. */
  blocked: z.string().nullable(),
});
export type GuestImportPreview = z.infer<typeof guestImportPreviewSchema>;

export const guestImportResultSchema = z.object({ added: z.number().int(), skipped: z.number().int() });
export type GuestImportResult = z.infer<typeof guestImportResultSchema>;

/** A spreadsheet the service wrote: its bytes as base64, and how the browser saves it. */
export interface GuestSheetDownload {
  file_name: string;
  content_type: string;
  content: string;
}

/**
 * A sheet of 5,000 guests is read (or written) and checked in well under a second, but on a busy
 * service it may wait behind others: its callers wait longer than the usual RPC.
 */
const SHEET_WORK = { timeoutMs: 20_000 };

/** The import, the export and the template; answered by invitations. */
export const GUEST_SHEETS = {
  /** Reads the file and says what saving it would do; nothing is saved. */
  previewImport: invitations(
    'guests.import.preview',
    importRequestSchema,
    answer<GuestImportPreview>(),
    SHEET_WORK,
  ),
  /**
   * The same file again, read again: its good rows added all at once (with the groups they name),
   * the rows with problems left out; nothing is added when the list's limit would be passed.
   */
  saveImport: invitations('guests.import.save', importRequestSchema, answer<GuestImportResult>(), SHEET_WORK),
  export: invitations('guests.export', exportRequestSchema, answer<GuestSheetDownload>(), SHEET_WORK),
  template: invitations('guests.template', sheetKindQuerySchema, answer<GuestSheetDownload>()),
} as const;
