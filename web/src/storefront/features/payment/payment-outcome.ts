/**
 * What the shop's answer (a Midtrans-style transaction_status) means for the customer. Only
 * settlement is paid; pending and Midtrans's in-between states (a card under review) are still
 * waiting; the rest are closed, each for its own reason.
 */
export type PaymentOutcome =
  'paid' | 'waiting' | 'failed' | 'expired' | 'denied' | 'refunded' | 'partially_refunded' | 'charged_back';

export type ClosedOutcome = Exclude<PaymentOutcome, 'paid' | 'waiting'>;

/**
 * Midtrans's closed statuses by what they mean here: a deny is a rejection, or a reversal by the
 * bank or store of money it had taken. Anything not listed (pending, capture, authorize, an
 * unknown status) is still waiting.
 */
const OUTCOME_OF_STATUS = new Map<string, PaymentOutcome>([
  ['settlement', 'paid'],
  ['expire', 'expired'],
  ['failure', 'failed'],
  ['cancel', 'failed'],
  ['deny', 'denied'],
  ['refund', 'refunded'],
  ['partial_refund', 'partially_refunded'],
  ['chargeback', 'charged_back'],
  ['partial_chargeback', 'charged_back'],
]);

export function paymentOutcome(transactionStatus: string): PaymentOutcome {
  return OUTCOME_OF_STATUS.get(transactionStatus) ?? 'waiting';
}

export function isClosedOutcome(outcome: PaymentOutcome): outcome is ClosedOutcome {
  return outcome !== 'paid' && outcome !== 'waiting';
}

/** The customer's words for each closed outcome: a title and what happened to the money. */
export const CLOSED_OUTCOME_TEXT: Record<ClosedOutcome, { title: string; text: string }> = {
  failed: {
    title: 'Pembayaran Gagal',
    text: 'Pembayaran untuk pesanan ini tidak berhasil, sehingga belum ada dana yang kami terima.',
  },
  expired: {
    title: 'Waktu Pembayaran Habis',
    text: 'Batas waktu pembayaran untuk pesanan ini telah berakhir sebelum pembayaran Anda kami terima.',
  },
  denied: {
    title: 'Pembayaran Ditolak',
    text: 'Pembayaran untuk pesanan ini ditolak atau dibatalkan oleh bank, sehingga pesanan belum dapat kami proses.',
  },
  refunded: {
    title: 'Dana Telah Dikembalikan',
    text: 'Pembayaran untuk pesanan ini telah dikembalikan seluruhnya kepada Anda, sehingga pesanan tidak kami proses.',
  },
  partially_refunded: {
    title: 'Sebagian Dana Telah Dikembalikan',
    text: 'Sebagian pembayaran untuk pesanan ini telah dikembalikan kepada Anda.',
  },

  charged_back: {
    title: 'Pembayaran Ditarik Kembali',
    text: 'Pembayaran untuk pesanan ini ditarik kembali melalui bank Anda (chargeback), sehingga pesanan tidak kami proses.',
  },
};
