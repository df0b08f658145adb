/** PRODUCT.md section 8's texts for the catalogue tables. */
export const DATABASE_MESSAGES = {
  confirmDelete: 'Apakah Anda yakin ingin menghapus data ini?',
  deleted: 'Data berhasil dihapus.',
  deleteFailed: 'Terjadi kesalahan saat menghapus data.',
  saved: 'Data berhasil disimpan.',
  saveFailed: 'Terjadi kesalahan saat menyimpan data.',
  loadFailed: 'Gagal memuat data. Silakan coba lagi nanti.',
} as const;
