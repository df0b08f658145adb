/*
 * What an uploaded image may be (types, bytes, pixels) and what a refused one is told, in a module
 * of its own without zod: the web app checks a chosen file against the same values the server
 * enforces, and its bundle gets these values only, not the schemas of proofs.ts.
 */

/** Proofs: jpg/png up to 5 MB; design images: jpg/png/webp up to 2 MB (decided by the bytes). */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const DESIGN_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PROOF_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const DESIGN_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Decompression bombs: a few KB of PNG can claim gigapixels; nothing the shop needs is this large. */
export const MAX_IMAGE_SIDE_PX = 12_000;
export const MAX_IMAGE_PIXELS = 50_000_000;

/** What a refused file is told, per kind of upload (PRODUCT.md section 5 where it names the text). */
export interface UploadMessages {
  empty: string;
  wrongType: string;
  tooBig: string;
  tooManyPixels: string;
  /** A file that looks like an image but cannot be decoded whole (cut short, damaged). */
  unreadable: string;
}

const UNREADABLE = 'Gambar tidak dapat dibaca, mungkin rusak atau terpotong. Silakan pilih file gambar lain.';

const TOO_MANY_PIXELS = `Dimensi gambar terlalu besar. Maksimal ${MAX_IMAGE_SIDE_PX} piksel per sisi dan 50 megapiksel.`;

export const PROOF_UPLOAD_MESSAGES: UploadMessages = {
  empty: 'File bukti pembayaran kosong. Silakan pilih file gambar.',
  wrongType: 'Hanya file dengan format .jpg, .jpeg, atau .png yang diizinkan.',
  tooBig: 'Ukuran file tidak boleh melebihi 5MB.',
  tooManyPixels: TOO_MANY_PIXELS,
  unreadable: UNREADABLE,
};

export const DESIGN_IMAGE_UPLOAD_MESSAGES: UploadMessages = {
  empty: 'File gambar kosong. Silakan pilih file gambar.',
  wrongType: 'Please select a valid image file.',
  tooBig: 'Ukuran file tidak boleh melebihi 2MB.',
  tooManyPixels: TOO_MANY_PIXELS,
  unreadable: UNREADABLE,
};

/** A couple's photos for their invitation: the proof's rules (jpg/png, 5 MB), in their words. */
export const INVITATION_PHOTO_UPLOAD_MESSAGES: UploadMessages = {
  empty: 'File foto kosong. Silakan pilih foto lain.',
  wrongType: 'Foto harus berformat .jpg, .jpeg, atau .png.',
  tooBig: 'Ukuran foto tidak boleh melebihi 5MB.',
  tooManyPixels: TOO_MANY_PIXELS,
  unreadable: UNREADABLE,
};
