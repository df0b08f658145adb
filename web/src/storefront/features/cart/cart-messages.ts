export const CART_MESSAGES = {
  customerIncomplete: 'Harap lengkapi data pelanggan.',
  methodMissing: 'Harap pilih metode pembayaran terlebih dahulu.',
  orderIdFailed: 'Gagal membuat Order ID. Silakan coba lagi.',
  paymentFailed: 'Gagal memproses pembayaran. Coba lagi nanti.',
  popupClosed: 'Transaksi ditutup tanpa menyelesaikan pembayaran.',
} as const;
