import { SNAP_MESSAGES } from '@/shared/payment/snap-checkout';

export const CART_MESSAGES = {
  customerIncomplete: 'Harap lengkapi data pelanggan.',
  methodMissing: 'Harap pilih metode pembayaran terlebih dahulu.',
  checkUnavailable: 'Data pelanggan belum dapat diperiksa. Periksa koneksi Anda lalu coba lagi.',
  orderIdFailed: 'Gagal membuat Order ID. Silakan coba lagi.',
  paymentFailed: SNAP_MESSAGES.paymentFailed,
  popupClosed: SNAP_MESSAGES.popupClosed,
} as const;
