import type { AdminPaymentDetail, OrderStatus, PaymentStatus, ProofStatus } from '@undangan/contracts';

/** A state as the shop owner reads it: a short name and what it means in one line. */
export interface StateText {
  label: string;
  meaning: string;
}

/**
 * Payment states. The four of PRODUCT.md section 4 keep their badge classes;
 * these are their words.
 */
export const PAYMENT_STATUS_TEXT: Record<PaymentStatus, StateText> = {
  pending: { label: 'Menunggu', meaning: 'Belum dibayar, atau bukti transfernya belum diperiksa.' },
  paid: { label: 'Lunas', meaning: 'Uang sudah diterima; pesanan dibuat untuk dikerjakan.' },
  expired: { label: 'Kedaluwarsa', meaning: 'Batas waktu bayar habis tanpa pembayaran.' },
  rejected: { label: 'Ditolak', meaning: 'Bukti transfer ditolak admin; pesanan tidak dikerjakan.' },
  failed: {
    label: 'Gagal',
    meaning: 'Pembayaran gagal, atau pelanggan menutup halaman bayar tanpa membayar.',
  },
  refunded: { label: 'Dikembalikan', meaning: 'Seluruh uang sudah dikembalikan kepada pelanggan.' },
  partially_refunded: {
    label: 'Dikembalikan sebagian',
    meaning: 'Sebagian uang sudah dikembalikan kepada pelanggan.',
  },
  charged_back: { label: 'Ditarik bank', meaning: 'Pelanggan menarik dananya lewat bank (chargeback).' },
  reversed: { label: 'Dibatalkan bank', meaning: 'Bank membatalkan pembayaran yang sudah masuk.' },
};

export function paymentStatusText(status: string | null | undefined): StateText | undefined {
  return status && Object.hasOwn(PAYMENT_STATUS_TEXT, status)
    ? PAYMENT_STATUS_TEXT[status as PaymentStatus]
    : undefined;
}

/** A payment proof's decision. Approving (or marking paid) is what settles the payment and opens the order. */
export const PROOF_STATUS_TEXT: Record<ProofStatus, StateText> = {
  pending: { label: 'Menunggu diperiksa', meaning: 'Bukti belum diperiksa; pesanan belum dibuat.' },
  approved: {
    label: 'Disetujui',
    meaning: 'Transfer cocok dengan tagihan: pembayaran lunas dan pesanan dibuat.',
  },
  paid: { label: 'Lunas', meaning: 'Sama dengan Disetujui: pembayaran lunas dan pesanan dibuat.' },
  rejected: {
    label: 'Ditolak',
    meaning: 'Transfer tidak cocok: pembayaran ditolak dan pesanan tidak dikerjakan.',
  },
};

export function proofStatusText(status: string | null | undefined): StateText | undefined {
  return status && Object.hasOwn(PROOF_STATUS_TEXT, status)
    ? PROOF_STATUS_TEXT[status as ProofStatus]
    : undefined;
}

/** The work on an invitation (an order's status), named so it cannot be read as a payment state. */
export const WORK_STATUS_TEXT: Record<OrderStatus, StateText> = {
  pending: { label: 'Belum dikerjakan', meaning: 'Sudah dibayar; undangan belum mulai dibuat.' },
  in_progress: { label: 'Sedang dikerjakan', meaning: 'Undangan sedang dibuat.' },
  completed: { label: 'Selesai', meaning: 'Undangan sudah jadi dan dikirim.' },
};

export function workStatusText(status: string | null | undefined): StateText | undefined {
  return status && Object.hasOwn(WORK_STATUS_TEXT, status)
    ? WORK_STATUS_TEXT[status as OrderStatus]
    : undefined;
}

/** Midtrans's payment_type codes, and the shop's own manual transfer, as an owner names them. */
const PAYMENT_TYPE_NAMES: Record<string, string> = {
  Manual: 'Manual',
  bank_transfer: 'Transfer Bank (VA)',
  echannel: 'Transfer Bank - Mandiri Bill',
  permata: 'Transfer Bank - Permata VA',
  cstore: 'Gerai Retail',
  qris: 'QRIS',
  other_qris: 'QRIS',
  gopay: 'GoPay',
  shopeepay: 'ShopeePay',
  credit_card: 'Kartu Kredit',
  akulaku: 'Akulaku',
  kredivo: 'Kredivo',
};

const STORE_NAMES: Record<string, string> = { indomaret: 'Indomaret', alfamart: 'Alfamart' };

const titleCase = (code: string) =>
  code
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');

/**
 * The way a payment was made, in words ("Transfer Bank - BCA VA", "Indomaret", "QRIS", "Manual"),
 * more precise when the channel (bank, store) is known; null when the customer has not chosen one.
 */
export function paymentTypeName(
  type: string | null | undefined,
  channel?: Pick<NonNullable<AdminPaymentDetail['channel']>, 'va_numbers' | 'store'> | null,
): string | null {
  if (!type) return null;
  const bank = channel?.va_numbers?.[0]?.bank;
  if (type === 'bank_transfer' && bank) return `Transfer Bank - ${bank.toUpperCase()} VA`;
  if (type === 'cstore' && channel?.store) {
    const store = channel.store.toLowerCase();
    return STORE_NAMES[store] ?? titleCase(store);
  }
  return PAYMENT_TYPE_NAMES[type] ?? titleCase(type);
}

/** Shown beside the 'N/A' of PRODUCT.md section 2 when an online payment has no method yet. */
export const NO_METHOD_NOTE = 'belum memilih cara bayar';
