export const PAYMENT_MESSAGES = {
  incomplete: 'Harap lengkapi semua informasi yang diperlukan.',
  customerMissing:
    'Informasi pelanggan tidak ditemukan. Harap lengkapi data pelanggan di halaman sebelumnya.',
  orderIdMissing: 'Order ID tidak ditemukan. Harap ulangi proses dari halaman Keranjang.',
  referralCheckFailed: 'Terjadi kesalahan saat memeriksa referral code.',
  confirmFailed: 'Terjadi kesalahan saat mengirim konfirmasi pembayaran.',
  confirmed: 'Konfirmasi pembayaran berhasil dikirim.',
  noPayment: 'Tidak ada transaksi ditemukan untuk Order ID ini.',
  paymentLookupFailed: 'Gagal mendapatkan data transaksi.',
  statusFailed: 'Gagal memeriksa status pembayaran.',
  stillPending: 'Pembayaran masih pending.',
  noOrderId: 'Gagal mendapatkan Order ID.',
} as const;
