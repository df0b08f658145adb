import { MANUAL_PAYMENT_TYPE, type OrderTracking, type PaymentStatus } from '@undangan/contracts';

export const LOOKUP_MESSAGES = {
  failed: 'Gagal memeriksa pesanan. Periksa koneksi Anda lalu coba lagi.',
  receiptFailed: 'Gagal memuat kwitansi. Periksa koneksi Anda lalu coba lagi.',
  noLookup:
    'Untuk melihat kwitansi, masukkan dahulu Order ID dan nomor WhatsApp Anda di halaman Lacak Pesanan.',
} as const;

export type Tone = 'done' | 'waiting' | 'problem';

export interface StateWords {
  label: string;
  tone: Tone;
  text: string;
}

/** The payment's state for the customer: what it means now. */
export const PAYMENT_WORDS: Record<PaymentStatus, StateWords> = {
  pending: {
    label: 'Menunggu pembayaran',
    tone: 'waiting',
    text: 'Kami belum menerima pembayaran untuk pesanan ini.',
  },
  paid: { label: 'Lunas', tone: 'done', text: 'Pembayaran Anda sudah kami terima. Terima kasih!' },
  expired: {
    label: 'Kedaluwarsa',
    tone: 'problem',
    text: 'Batas waktu pembayaran berakhir sebelum pembayaran Anda kami terima.',
  },
  rejected: {
    label: 'Ditolak',
    tone: 'problem',
    text: 'Bukti pembayaran untuk pesanan ini tidak dapat kami terima.',
  },
  failed: { label: 'Gagal', tone: 'problem', text: 'Pembayaran untuk pesanan ini tidak berhasil.' },
  refunded: {
    label: 'Dana dikembalikan',
    tone: 'problem',
    text: 'Pembayaran pesanan ini sudah dikembalikan seluruhnya kepada Anda.',
  },
  partially_refunded: {
    label: 'Sebagian dana dikembalikan',
    tone: 'problem',
    text: 'Sebagian pembayaran pesanan ini sudah dikembalikan kepada Anda.',
  },
  charged_back: {
    label: 'Ditarik kembali',
    tone: 'problem',
    text: 'Pembayaran pesanan ini ditarik kembali melalui bank Anda (chargeback).',
  },
  reversed: {
    label: 'Dibatalkan bank',
    tone: 'problem',
    text: 'Pembayaran pesanan ini dibatalkan oleh bank atau gerai setelah sempat diterima.',
  },
};

/** The next thing the customer can do about the payment. */
export function paymentNextStep(order: OrderTracking): string {
  const manual = order.payment_type === MANUAL_PAYMENT_TYPE;
  switch (order.payment_status) {
    case 'pending':
      if (manual && order.proof?.attached === false)
        return 'Konfirmasi Anda sudah kami terima, tetapi tanpa foto bukti transfer. Kirim fotonya di bawah ini agar pembayaran Anda dapat segera kami periksa.';
      return manual
        ? 'Jika Anda sudah transfer dan mengirim bukti pembayaran, tim kami sedang memeriksanya. Kami akan mengabari Anda lewat WhatsApp.'
        : 'Selesaikan pembayaran sebelum batas waktunya berakhir. Cara membayar ada di halaman status pembayaran.';
    case 'paid':
      return 'Tidak ada yang perlu Anda lakukan untuk pembayaran. Kwitansi dapat Anda simpan di bawah ini.';
    case 'expired':
    case 'failed':
      return 'Silakan buat pesanan baru, atau hubungi kami bila Anda memerlukan bantuan.';
    case 'rejected':
      return manual
        ? 'Bila Anda sudah mentransfer sesuai total pesanan, kirim bukti transfer yang benar di bawah ini. Tim kami akan memeriksanya kembali.'
        : 'Silakan hubungi kami lewat WhatsApp bila ada pertanyaan tentang pesanan ini.';
    default:
      return 'Silakan hubungi kami lewat WhatsApp bila ada pertanyaan tentang pesanan ini.';
  }
}

/** The work on the invitation, in plain words, with what happens next. */
export function workWords(order: OrderTracking): StateWords {
  if (order.on_hold) {
    return {
      label: 'Ditahan',
      tone: 'problem',
      text: 'Pengerjaan undangan sementara kami tahan. Silakan hubungi kami lewat WhatsApp agar dapat kami lanjutkan.',
    };
  }
  switch (order.work_status) {
    case 'pending':
      return order.data_submitted_at
        ? {
            label: 'Menunggu dikerjakan',
            tone: 'waiting',
            text: 'Data undangan Anda sudah kami terima. Undangan Anda segera kami kerjakan.',
          }
        : {
            label: 'Menunggu data undangan',
            tone: 'waiting',
            text: 'Isi data undangan Anda (nama mempelai, acara, foto, dan lainnya) melalui tombol Isi Data Undangan di bawah ini. Undangan mulai kami kerjakan setelah data Anda kami terima.',
          };
    case 'in_progress':
      return {
        label: 'Sedang dikerjakan',
        tone: 'waiting',
        text: 'Undangan Anda sedang kami buat. Kami akan mengabari Anda lewat WhatsApp begitu siap untuk Anda periksa.',
      };
    case 'completed':
      return {
        label: 'Selesai',
        tone: 'done',
        text: 'Undangan Anda sudah selesai. Bagikan tautannya kepada keluarga dan tamu Anda.',
      };
    default:
      return {
        label: 'Belum dimulai',
        tone: 'waiting',
        text: 'Pengerjaan undangan dimulai setelah pembayaran Anda kami terima.',
      };
  }
}

const CHANNELS: Record<string, string> = {
  [MANUAL_PAYMENT_TYPE]: 'Transfer bank manual',
  bank_transfer: 'Virtual account bank',
  echannel: 'Mandiri Bill Payment',
  qris: 'QRIS',
  gopay: 'GoPay',
  shopeepay: 'ShopeePay',
  cstore: 'Gerai ritel (Indomaret/Alfamart)',
  credit_card: 'Kartu kredit/debit',
};

/** How the order was paid, as the customer would say it; a virtual account with its bank when known. */
export function channelName(paymentType: string | null, bank?: string | null): string {
  if (!paymentType) return 'Belum dipilih';
  if (paymentType === 'bank_transfer' && bank) return `Virtual account ${bank.toUpperCase()}`;
  return CHANNELS[paymentType] ?? paymentType;
}

/** The proof form's words on the tracking page: a first proof, or a new one after a rejection. */
export function newProofWords(order: OrderTracking): { title: string; text: string; button: string } | null {
  if (order.payment_type !== MANUAL_PAYMENT_TYPE) return null;
  if (order.payment_status === 'rejected')
    return {
      title: 'Kirim bukti transfer baru',
      text: 'Unggah foto atau screenshot bukti transfer yang jelas: nama bank, tanggal, dan nominal harus terbaca.',
      button: 'Kirim Bukti Baru',
    };
  if (order.payment_status === 'pending' && order.proof?.attached === false)
    return {
      title: 'Kirim bukti transfer',
      text: 'Setelah transfer, unggah foto atau screenshot bukti transfer Anda di sini.',
      button: 'Kirim Bukti Transfer',
    };
  return null;
}
