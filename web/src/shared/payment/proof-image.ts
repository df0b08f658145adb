import { PROOF_UPLOAD_MESSAGES } from '@undangan/contracts';
import { prepareImage, type ImageWords, type PreparedImage } from '@/shared/image/prepare-image';

export { formatFileSize } from '@/shared/image/prepare-image';

const HEIC_MESSAGE =
  'Foto berformat HEIC (format bawaan kamera iPhone) belum dapat dibuka oleh browser ini. ' +
  'Silakan ambil tangkapan layar (screenshot) dari bukti transfer Anda, lalu unggah screenshot tersebut. ' +
  'Atau ubah pengaturan kamera iPhone: Pengaturan > Kamera > Format > Paling Kompatibel, lalu foto ulang bukti transfer.';

const NOT_AN_IMAGE_MESSAGE = `${PROOF_UPLOAD_MESSAGES.wrongType} Silakan pilih foto atau screenshot bukti transfer.`;

const PROOF_WORDS: ImageWords = {
  messages: PROOF_UPLOAD_MESSAGES,
  heic: HEIC_MESSAGE,
  notAnImage: NOT_AN_IMAGE_MESSAGE,
  fallbackName: 'bukti-transfer',
};

export type PreparedProof = PreparedImage;

/** A transfer proof made ready for the server's rules (prepare-image.ts), in a proof's words. */
export const prepareProof = (file: File): Promise<PreparedProof> => prepareImage(file, PROOF_WORDS);
