import { INVITATION_PHOTO_UPLOAD_MESSAGES, type IndonesianTimeZone } from '@undangan/contracts';
import type { ImageWords } from '@/shared/image/prepare-image';

export const INVITATION_PAGE_MESSAGES = {
  loadFailed: 'Gagal memuat data undangan. Periksa koneksi Anda lalu coba lagi.',
  saveFailed: 'Perubahan belum tersimpan. Periksa koneksi Anda lalu coba lagi.',
  sendFailed: 'Data belum terkirim. Periksa koneksi Anda lalu coba lagi.',
  photosFailed: 'Gagal memuat foto. Periksa koneksi Anda lalu coba lagi.',
  uploadFailed: 'Foto gagal diunggah. Periksa koneksi Anda lalu coba lagi.',
  removeFailed: 'Foto gagal dihapus. Periksa koneksi Anda lalu coba lagi.',
  thumbnailFailed: 'Foto tidak dapat ditampilkan',
  unfinished: (count: number) =>
    `Masih ada ${count} isian yang perlu dilengkapi atau diperbaiki sebelum data dapat dikirim.`,
  waitForPhotos: 'Tunggu hingga semua foto selesai diunggah.',
  saveBeforeSend: 'Data belum dapat dikirim karena perubahan terakhir belum tersimpan.',
  tooManyChosen: (room: number, limit: number) =>
    room === 0
      ? `Sudah ada ${limit} foto, batas untuk satu undangan. Hapus foto lain terlebih dahulu.`
      : `Hanya ${room} foto lagi yang dapat ditambahkan (paling banyak ${limit} foto per undangan); foto selebihnya tidak diunggah.`,
} as const;

export const TIME_ZONE_NAMES: Record<IndonesianTimeZone, string> = {
  WIB: 'WIB (Waktu Indonesia Barat)',
  WITA: 'WITA (Waktu Indonesia Tengah)',
  WIT: 'WIT (Waktu Indonesia Timur)',
};

/** The couple's photos: the proof's rules (upload-constants.ts), in words about their photos. */
export const PHOTO_WORDS: ImageWords = {
  messages: INVITATION_PHOTO_UPLOAD_MESSAGES,
  heic:
    'Foto berformat HEIC (format bawaan kamera iPhone) belum dapat dibuka oleh browser ini. ' +
    'Silakan kirim foto dalam format JPG, atau ubah pengaturan kamera iPhone: Pengaturan > Kamera > Format > Paling Kompatibel.',
  notAnImage: `${INVITATION_PHOTO_UPLOAD_MESSAGES.wrongType} Silakan pilih file foto.`,
  fallbackName: 'foto-undangan',
};
