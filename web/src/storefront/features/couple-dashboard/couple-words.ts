import type { CoupleRole, PaymentStatus } from '@undangan/contracts';

/** The dashboard's own words (formal Indonesian); the server's messages come from contracts. */
export const COUPLE_WORDS = {
  failed: 'Permintaan tidak dapat dikirim. Periksa koneksi Anda, lalu coba lagi.',
} as const;

export const ROLE_NAMES: Record<CoupleRole, string> = {
  pasangan: 'Email pesanan',
  mitra: 'Mitra',
};

/** The payment as the dashboard names it: a signed-in order has been paid, unless money went back. */
export function paymentName(status: string): string {
  const names: Partial<Record<PaymentStatus, string>> = {
    paid: 'Lunas',
    partially_refunded: 'Lunas, sebagian dana dikembalikan',
    refunded: 'Dana dikembalikan',
    charged_back: 'Pembayaran ditarik kembali',
  };
  return names[status as PaymentStatus] ?? 'Lihat status lengkap';
}
