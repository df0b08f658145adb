import { z } from 'zod';
import { invitationLookupSchema } from './invitation-data';
import { requiredText } from './validation';

// Revisions as the FAQ prices them (PRODUCT.md section 9): text free and unlimited; photo and music
// free once each, then the catalogue's "Revisi Foto/Musik" add-on each; colour free once for
// Premium and Exclusive, otherwise (and after that) the catalogue's "Penyesuaian Warna" add-on.
// The prices are the catalogue's, which the admin changes; only what is free is a rule here.

export const REVISION_KINDS = ['text', 'photo', 'music', 'colour'] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];
export const REVISION_KIND_NAMES: Record<RevisionKind, string> = {
  text: 'Teks',
  photo: 'Foto',
  music: 'Musik',
  colour: 'Warna',
};

/** Where a revision stands: waiting for its payment, waiting for the team, done, or withdrawn. */
export const REVISION_STATUSES = ['awaiting_payment', 'queued', 'done', 'cancelled'] as const;
export type RevisionStatus = (typeof REVISION_STATUSES)[number];
export const REVISION_STATUS_NAMES: Record<RevisionStatus, string> = {
  awaiting_payment: 'Menunggu pembayaran',
  queued: 'Dalam antrean',
  done: 'Selesai',
  cancelled: 'Dibatalkan',
};

/** A package's name read as words, lower-case: 'Premium', 'Paket Exclusive' alike. */
const words = (name: string) => ` ${name.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `;

/** How many revisions of a kind an order's package has free; null: unlimited. */
export function freeRevisions(kind: RevisionKind, packageName: string): number | null {
  switch (kind) {
    case 'text':
      return null;
    case 'photo':
    case 'music':
      return 1;
    case 'colour':
      return /\s(premium|exclusive|eksklusif)\s/.test(words(packageName)) ? 1 : 0;
  }
}

/**
 * The catalogue add-on that prices a paid revision of a kind, found by its title as the admin
 * keeps it: one with "revisi" and "foto" or "musik" for photo and music, one with "warna" for
 * colour. Text revisions are never paid.
 */
export function revisionAddonOf<A extends { title: string }>(
  kind: RevisionKind,
  addons: readonly A[],
): A | undefined {
  const find = (test: (title: string) => boolean) => addons.find((addon) => test(words(addon.title)));
  switch (kind) {
    case 'text':
      return undefined;
    case 'photo':
    case 'music':
      return find((title) => title.includes(' revisi ') && /\s(foto|musik)\s/.test(title));
    case 'colour':
      return find((title) => title.includes(' warna '));
  }
}

export const revisionRequestSchema = invitationLookupSchema.extend({
  kind: z.enum(REVISION_KINDS, { error: 'Pilih jenis revisi: teks, foto, musik, atau warna.' }),
  description: requiredText('Permintaan revisi', 2000),
});
export type RevisionRequest = z.output<typeof revisionRequestSchema>;

export const revisionViewSchema = z.object({
  id: z.uuid(),
  order_id: z.string(),
  kind: z.enum(REVISION_KINDS),
  description: z.string(),
  /** Within what the package has free. */
  free: z.boolean(),
  /** The add-on that prices it, and its price when asked (0 when free). */
  addon_id: z.number().int().nullable(),
  addon_title: z.string().nullable(),
  price: z.number().int(),
  status: z.enum(REVISION_STATUSES),
  /** The payment that paid it. */
  paid_order_id: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  done_at: z.string().nullable(),
});
export type RevisionView = z.infer<typeof revisionViewSchema>;

/** How many of a kind were asked, and how many the package has free (null: unlimited). */
export const revisionAllowanceSchema = z.object({
  kind: z.enum(REVISION_KINDS),
  free: z.number().int().nullable(),
  used: z.number().int(),
  /** What the next one costs now (the catalogue's price); 0 while free; null when no price is set. */
  next_price: z.number().int().nullable(),
});
export type RevisionAllowance = z.infer<typeof revisionAllowanceSchema>;

export const orderRevisionsSchema = z.object({
  /** Revisions can be asked (the data was sent, and the order is not held). */
  open: z.boolean(),
  allowances: z.array(revisionAllowanceSchema),
  revisions: z.array(revisionViewSchema),
});
export type OrderRevisions = z.infer<typeof orderRevisionsSchema>;

/** One revision in the admin's queue, with the order it belongs to. */
export const adminRevisionRowSchema = revisionViewSchema.extend({
  /** The order's row id (the admin's orders), its customer and package. */
  order_row_id: z.string(),
  customer_name: z.string(),
  package: z.string(),
});
export type AdminRevisionRow = z.infer<typeof adminRevisionRowSchema>;

export const adminRevisionsQuerySchema = z.object({
  status: z.enum(REVISION_STATUSES, { error: 'Status revisi tidak dikenal.' }).optional(),
});
export type AdminRevisionsQuery = z.output<typeof adminRevisionsQuerySchema>;

/** The admin moves a revision on (done), back (queued), or withdraws it. */
export const revisionUpdateSchema = z.object({
  status: z.enum(['queued', 'done', 'cancelled'], {
    error: 'Status revisi harus queued, done, atau cancelled.',
  }),
});
export type RevisionUpdate = z.output<typeof revisionUpdateSchema>;

export const REVISION_MESSAGES = {
  notYet: 'Revisi dapat diajukan setelah data undangan dikirim.',
  onHold: 'Pesanan ini sedang ditahan. Silakan hubungi kami melalui WhatsApp.',
  noPrice: 'Harga revisi ini belum tersedia. Silakan hubungi kami melalui WhatsApp.',
  notAwaitingPayment: 'Revisi ini tidak sedang menunggu pembayaran. Muat ulang halaman pesanan Anda.',
  cartLine: 'Revisi dibayar sebagai satu add-on, satu kali.',
  unpaidCannotQueue: 'Revisi ini belum dibayar.',
  notFound: 'Revisi tidak ditemukan.',
} as const;
