import type { PaymentTimelineEntry } from '@undangan/contracts';
import { formatRupiah } from '@/shared/format/format';
import { paymentStatusText } from './labels';

const statusName = (status: string | undefined) =>
  status ? (paymentStatusText(status)?.label ?? status) : undefined;

/** Midtrans's transaction_status words. */
const PROVIDER_STATUS: Record<string, string> = {
  settlement: 'lunas',
  capture: 'kartu disetujui',
  authorize: 'kartu diotorisasi',
  pending: 'menunggu pembayaran',
  expire: 'kedaluwarsa',
  deny: 'ditolak',
  cancel: 'dibatalkan',
  failure: 'gagal',
  refund: 'dikembalikan',
  partial_refund: 'dikembalikan sebagian',
  chargeback: 'ditarik bank',
  partial_chargeback: 'ditarik bank sebagian',
};

/** Who or what made a change of state. */
function bySource(source: string | undefined, actor: string | null | undefined): string {
  switch (source) {
    case 'notification':
      return 'pemberitahuan dari Midtrans';
    case 'status':
      return 'hasil cek status ke Midtrans';
    case 'reconciliation':
      return 'pemeriksaan otomatis ke Midtrans';
    case 'proof':
      return actor ? `admin ${actor} memutuskan bukti transfer` : 'keputusan atas bukti transfer';
    case 'checkout':
      return 'saat checkout';
    case 'new-proof':
      return 'pelanggan mengirim bukti transfer baru';
    case 'withdrawal':
      return 'bukti transfer gagal disimpan';
    case 'sample':
      return 'pesanan contoh untuk pengembangan';
    default:
      return actor ? `oleh ${actor}` : (source ?? '');
  }
}

/** Where a message came from (the part of `outcome` before ':'). */
const MESSAGE_KIND: Record<string, string> = {
  notification: 'Midtrans mengirim pemberitahuan',
  status: 'Toko mengecek status ke Midtrans',
  reconciliation: 'Pemeriksaan otomatis ke Midtrans',
};

/** What the shop did with it (the part after ':'). */
const MESSAGE_RESULT: Record<string, string> = {
  applied: 'status pembayaran diperbarui',
  unchanged: 'tidak ada yang berubah',
  ignored: 'diabaikan karena tidak sesuai dengan status sekarang',
  recorded: 'dicatat saja',
  amount_mismatch: 'ditolak karena jumlahnya tidak sama dengan tagihan',
  unconfirmed:
    'belum dapat dipastikan karena Midtrans belum mengenal transaksi ini; Midtrans akan mengirimnya lagi',
};

/** One step of a payment's story as a sentence an owner reads, e.g. "Status berubah dari Menunggu menjadi Lunas (...)." */
export function timelineSentence(entry: PaymentTimelineEntry): string {
  if (entry.kind === 'created') return 'Transaksi dibuat.';
  if (entry.kind === 'status') {
    const to = statusName(entry.to_status) ?? 'tidak diketahui';
    const from = statusName(entry.from_status);
    const change = from ? `Status berubah dari ${from} menjadi ${to}` : `Status menjadi ${to}`;
    const why = bySource(entry.source, entry.actor);
    const back =
      entry.refunded_amount && entry.refunded_amount > 0
        ? `; dikembalikan ${formatRupiah(entry.refunded_amount)}`
        : '';
    return `${change}${why ? ` (${why})` : ''}${back}.`;
  }
  const [kind = '', result = ''] = (entry.outcome ?? '').split(':');
  const status = entry.provider_status
    ? (PROVIDER_STATUS[entry.provider_status] ?? entry.provider_status)
    : undefined;
  const done = MESSAGE_RESULT[result];
  if (kind === 'notification-disagrees')
    return `Midtrans mengirim pemberitahuan${status ? ` "${status}"` : ''} yang berbeda dengan data di Midtrans; yang dipakai data Midtrans${done ? ` — ${done}` : ''}.`;
  const opening = MESSAGE_KIND[kind] ?? 'Pesan dari Midtrans';
  return `${opening}${status ? `: ${status}` : ''}${done ? ` — ${done}` : ''}.`;
}
