import { PROOF_STATUSES, PROOF_UPLOAD_MESSAGES, type ProofStatus } from '@undangan/contracts';
import { PROOF_STATUS_TEXT } from '@/admin/lib/labels';

/** PRODUCT.md sections 5 and 8. */
export const TEXT = {
  needOrderId: 'Harap isi Order ID.',
  loadFailed: 'Gagal memuat data. Periksa Order ID.',
  queueFailed: 'Gagal memuat antrean bukti.',
  needAll: 'Harap lengkapi semua kolom.',
  updated: 'Data berhasil diperbarui.',
  updateFailed: 'Terjadi kesalahan saat memperbarui data.',
  needOrderIdToDelete: 'Harap isi Order ID untuk menghapus data.',
  confirmDelete: 'Apakah Anda yakin ingin menghapus data ini? Data akan dihapus permanen.',
  deleted: 'Data berhasil dihapus.',
  deleteFailed: 'Terjadi kesalahan saat menghapus data.',
  wrongType: PROOF_UPLOAD_MESSAGES.wrongType,
  noImage: 'Gambar tidak ditemukan',
};

export const PROOF_STATUS_OPTIONS = PROOF_STATUSES.map((s) => ({
  value: s,
  label: PROOF_STATUS_TEXT[s].label,
}));

/** Where a message is shown: next to what the admin just did. */
export type MessageAt = 'load' | 'decision' | 'form' | 'delete';
export interface Message {
  at: MessageAt;
  kind: 'error' | 'success';
  text: string;
}

/** What a saved decision did, in words, for the status just saved. */
export const AFTER_DECISION: Partial<Record<ProofStatus, string>> = {
  approved: 'Pembayaran dicatat lunas; pesanannya dibuat dan muncul di Manajemen Pesanan.',
  paid: 'Pembayaran dicatat lunas; pesanannya dibuat dan muncul di Manajemen Pesanan.',
  rejected: 'Pembayaran ditolak; pesanannya tidak dikerjakan (yang sudah ada ditahan).',
};
