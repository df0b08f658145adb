import {
  GUEST_GROUP_MAX,
  GUEST_NAME_MAX,
  GUEST_PEOPLE_MAX,
  GUEST_PEOPLE_MIN,
  GUEST_SESSION_MAX,
  MAX_GUESTS_PER_SHEET,
} from './guest-row';

/** The size of a spreadsheet the import reads at most: 5,000 guests fit in a tenth of it. */
export const MAX_GUEST_SHEET_BYTES = 2 * 1024 * 1024;

/** What the couple reads when a whole file cannot be imported. */
export const SHEET_PROBLEMS = {
  unreadable: 'Berkas tidak dapat dibaca. Gunakan templat CSV atau Excel (XLSX).',
  empty: 'Berkas kosong. Isi daftar tamu pada templat lalu unggah lagi.',
  tooLarge: `Berkas terlalu besar. Maksimal ${MAX_GUEST_SHEET_BYTES / 1024 / 1024} MB.`,
  otherSpreadsheet:
    'Format berkas ini tidak didukung (misalnya Excel lama .xls). Simpan ulang sebagai Excel (XLSX) atau CSV, lalu unggah lagi.',
  noNameColumn: 'Kolom "Nama" tidak ditemukan. Baris judul harus memuat kolom "Nama", seperti pada templat.',
  noGuests: 'Tidak ada tamu di berkas ini. Isi nama tamu di bawah baris judul.',
  tooManyGuests: `Maksimal ${MAX_GUESTS_PER_SHEET.toLocaleString('id-ID')} tamu per undangan.`,
  unclosedQuote: (line: number) =>
    `Tanda petik (") pada baris ${line} tidak ditutup, sehingga sisa berkas tidak terbaca. Perbaiki baris tersebut.`,
} as const;

/** What the couple reads beside one row that cannot be imported as it is. */
export const ROW_PROBLEMS = {
  nameMissing: 'Nama wajib diisi.',
  nameTooLong: `Nama terlalu panjang (maksimal ${GUEST_NAME_MAX} karakter).`,
  phoneInvalid: 'Nomor HP tidak valid. Gunakan nomor seluler Indonesia, misalnya 0812-3456-7890.',
  phoneExcelNumber: 'Nomor HP rusak (format angka Excel). Ketik ulang sebagai teks.',
  groupTooLong: `Grup terlalu panjang (maksimal ${GUEST_GROUP_MAX} karakter).`,
  sessionTooLong: `Sesi terlalu panjang (maksimal ${GUEST_SESSION_MAX} karakter).`,
  peopleNotANumber: 'Jumlah orang harus berupa angka, misalnya 2.',
  peopleOutOfRange: `Jumlah orang harus ${GUEST_PEOPLE_MIN} sampai ${GUEST_PEOPLE_MAX}.`,
  exampleRow: 'Baris contoh dari templat. Hapus baris ini.',
  formulaWithoutValue: 'Sel berisi rumus yang belum dihitung. Buka dan simpan ulang berkas di Excel.',
  excelError: (error: string) => `Sel berisi galat Excel (${error}). Perbaiki isinya.`,
} as const;
