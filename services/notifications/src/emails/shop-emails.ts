import { formatRupiah, type MoneyBackStatus } from '@undangan/contracts';
import { button, type EmailDocument, facts, paragraph, strong, toAdmin } from './email-blocks';
import type { ViewOf } from './email-views';
import { jakartaDateTime } from './indonesian-dates';
import { MONEY_BACK_STATUS_NAMES, paymentMethodName } from './payment-labels';

/** The shop's own emails, to its admin: something about an order needs a look. */

const customerFact = (name: string) => ({ label: 'Pelanggan', value: name.trim() || '(tanpa nama)' });

export function shopProofWaitingEmail(view: ViewOf<'shop-proof-waiting'>): EmailDocument {
  return {
    ...toAdmin(view),
    subject: `Bukti transfer perlu diperiksa — ${view.orderId}`,
    preheader: `${view.customerName.trim() || 'Pelanggan'} mengirim bukti transfer untuk pesanan ${view.orderId}.`,
    title: 'Bukti transfer perlu diperiksa',
    blocks: [
      paragraph(
        'Pelanggan mengirim bukti transfer manual. Mohon periksa apakah dananya sudah masuk, lalu terima ',
        'atau tolak bukti tersebut.',
      ),
      facts(customerFact(view.customerName), { label: 'Order ID', value: view.orderId }),
      button('Periksa Bukti Transfer', view.reviewUrl),
    ],
  };
}

export function shopLatePaymentEmail(view: ViewOf<'shop-late-payment'>): EmailDocument {
  const total = formatRupiah(view.total);
  return {
    ...toAdmin(view),
    subject: `Pembayaran masuk setelah pesanan ditutup — ${view.orderId}`,
    preheader: `${total} masuk untuk pesanan yang sudah ditutup. Mohon tindak lanjuti.`,
    title: 'Pembayaran masuk setelah pesanan ditutup',
    blocks: [
      paragraph(
        'Pembayaran untuk pesanan ini masuk setelah pesanannya ditutup (kedaluwarsa atau gagal). ',
        strong('Dana sudah diterima'),
        ', jadi mohon tindak lanjuti: proses pesanannya atau kembalikan dananya kepada pelanggan.',
      ),
      facts(
        customerFact(view.customerName),
        { label: 'Order ID', value: view.orderId },
        { label: 'Jumlah', value: total },
        { label: 'Dibayar dengan', value: paymentMethodName(view.paymentType) },
        { label: 'Waktu pembayaran', value: jakartaDateTime(view.paidAt) },
      ),
      button('Buka Halaman Transaksi', view.adminUrl),
    ],
  };
}

/** Short enough for a subject line. */
const MONEY_BACK_SUBJECTS: Record<MoneyBackStatus, string> = {
  refunded: 'Dana dikembalikan penuh',
  partially_refunded: 'Sebagian dana dikembalikan',
  charged_back: 'Chargeback oleh bank penerbit kartu',
  reversed: 'Pembayaran dibatalkan oleh penyedia',
};

export function shopMoneyReturnedEmail(view: ViewOf<'shop-money-returned'>): EmailDocument {
  const status = MONEY_BACK_STATUS_NAMES[view.status];
  return {
    ...toAdmin(view),
    subject: `${MONEY_BACK_SUBJECTS[view.status]} — ${view.orderId}`,
    preheader: `${formatRupiah(view.returned)} dari ${formatRupiah(view.paid)} kembali kepada pelanggan.`,
    title: MONEY_BACK_SUBJECTS[view.status],
    blocks: [
      paragraph(
        'Dana pembayaran pesanan ini kembali kepada pelanggan. Mohon periksa apakah pengerjaan undangannya ',
        'perlu dihentikan.',
      ),
      facts(
        customerFact(view.customerName),
        { label: 'Order ID', value: view.orderId },
        { label: 'Dibayar', value: formatRupiah(view.paid) },
        { label: 'Total dikembalikan', value: formatRupiah(view.returned) },
        { label: 'Status', value: status },
      ),
      button('Buka Halaman Transaksi', view.adminUrl),
    ],
  };
}
