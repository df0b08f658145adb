import { z } from 'zod';
import { ORDER_ID_PATTERN } from './order-id';
import { CUSTOMER_PHONE_PATTERN } from './phone';
import { optionalText, requiredText } from './validation';

export const PROOF_STATUSES = ['pending', 'approved', 'paid', 'rejected'] as const;
export type ProofStatus = (typeof PROOF_STATUSES)[number];

/**
 * Where the gateway puts one upload's bytes: a PUT to `url` (signed by proof-storage for one key,
 * valid a few minutes) with the file as its body. The file is then named by `uploadId` only.
 */
export interface StartedUpload {
  uploadId: string;
  url: string;
}

/** What an upload is for: the rules it is checked by and the bucket its picture goes to. */
export const UPLOAD_KINDS = ['proof', 'design', 'invitation-photo'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** An upload turned into a picture (prepareImage): its type and size as stored. */
export interface PreparedImage {
  uploadId: string;
  contentType: string;
  size: number;
}

export const uploadIdSchema = z.uuid({ error: 'Unggahan tidak dikenal.' });

/** GET /api/admin/payment-proofs/{orderId} (PRODUCT.md section 3). */
export const proofViewSchema = z.object({
  order_id: z.string(),
  customer_name: z.string(),
  customer_phone: z.string(),
  customer_email: z.string(),
  status: z.enum(PROOF_STATUSES),
  /** Gateway path that serves the image to an admin, or null when no file was uploaded. */
  proof_file: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProofView = z.infer<typeof proofViewSchema>;

export interface StoredImage {
  contentType: string;
  base64: string;
}

export interface ProofStatusChangedData {
  orderId: string;
  status: ProofStatus;
  previousStatus: ProofStatus | null;
  changedAt: string;
  /** The admin who made the decision, when an admin did. */
  changedBy?: string | null;
  /** Why an admin rejected it, in the admin's words, when they gave a reason. */
  reason?: string | null;
  /** Whom to tell; absent on events written before it existed. */
  customer?: { name: string; email: string };
  /**
   * The proof's version after this change: it grows with every save of a decision and every new
   * picture, so a consumer applies a decision only when it is newer than the last one it applied,
   * whatever order the events arrive in. Absent on events written before it existed.
   */
  version?: number;
}

/**
 * The image type from the file's first bytes (magic numbers), never from its name or header.
 * Returns undefined for anything that is not JPEG, PNG or WebP.
 */
export function sniffImageType(bytes: Uint8Array): 'image/jpeg' | 'image/png' | 'image/webp' | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

/** The gateway path that serves a proof image to an admin. */
export function proofImagePath(orderId: string): string {
  return `/api/admin/payment-proofs/${orderId}/image`;
}

/** Design images are public at `/design-images/<uuid>.<ext>`; the key is made by the server. */
export const DESIGN_IMAGE_URL_PREFIX = '/design-images/';
export const DESIGN_IMAGE_KEY_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/;

export function designImageUrl(key: string): string {
  return `${DESIGN_IMAGE_URL_PREFIX}${key}`;
}

/** The key of an image this shop stored, or undefined for any other url (seeded artwork, external). */
export function designImageKeyFromUrl(url: string | undefined): string | undefined {
  if (!url?.startsWith(DESIGN_IMAGE_URL_PREFIX)) return undefined;
  const key = url.slice(DESIGN_IMAGE_URL_PREFIX.length);
  return DESIGN_IMAGE_KEY_PATTERN.test(key) ? key : undefined;
}

export interface StoredDesignImage {
  image_url: string;
}

export const proofOrderIdSchema = z
  .string({ error: 'Harap isi Order ID.' })
  .trim()
  .min(1, { error: 'Harap isi Order ID.' })
  .regex(ORDER_ID_PATTERN, { error: 'Order ID tidak valid.' });

export const designImageKeySchema = z
  .string({ error: 'Nama file gambar tidak valid.' })
  .regex(DESIGN_IMAGE_KEY_PATTERN, { error: 'Nama file gambar tidak valid.' });

// The same rules as the customer's own details at checkout (customerSchema), in the admin form's words.
const customerPhone = requiredText('Nomor telepon', 20).regex(CUSTOMER_PHONE_PATTERN, {
  error: 'Nomor telepon tidak valid.',
});

const customerEmail = requiredText('Email', 254).pipe(z.email({ error: 'Format email tidak valid.' }));

/** The customer fields of a proof: the manual confirmation and the admin form share them. */
export const proofCustomerSchema = z.object({
  orderId: proofOrderIdSchema,
  customerName: requiredText('Nama pelanggan', 100),
  customerPhone,
  customerEmail,
});
export type ProofCustomerInput = z.output<typeof proofCustomerSchema>;

export const proofStatusSchema = z.enum(PROOF_STATUSES, {
  error: 'Status harus salah satu dari: pending, approved, paid, rejected.',
});

/** The admin form (POST /api/admin/payment-proofs/update) without its file. */
export const proofUpdateSchema = proofCustomerSchema.extend({
  status: proofStatusSchema,
  /** Why the proof is rejected, in the admin's words: the couple reads it in their email. */
  reason: optionalText('Alasan penolakan', 500).optional(),
});
export type ProofUpdateInput = z.output<typeof proofUpdateSchema>;
