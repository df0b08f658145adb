import { formatRupiah, invitationShareLink, type MoneyBackStatus } from '@undangan/contracts';
import {
  type Block,
  button,
  type EmailDocument,
  facts,
  heading,
  link,
  paragraph,
  strong,
  toCouple,
  whatsappAboutOrder,
} from './email-blocks';
import type { ViewOf } from './email-views';
import { MONEY_BACK_STATUS_NAMES } from './payment-labels';

/** The couple's emails after the payment: a proof turned down, money returned, the invitation done. */

export function proofRejectedEmail(view: ViewOf<'proof-rejected'>): EmailDocument {
  const reason = view.reason?.trim() || null;
  const why: Block[] = reason
    ? [paragraph('Alasan dari tim kami:'), { type: 'quote', text: reason }]
    : [paragraph('Tim kami tidak dapat memastikan transfer Anda dari bukti tersebut.')];
  return {
    ...toCouple(view),
    subject: `Bukti transfer belum dapat diterima — ${view.orderId}`,
    preheader: 'Mohon kirim bukti transfer yang baru agar pesanan Anda dapat kami proses.',
    title: 'Bukti transfer belum dapat diterima',
    blocks: [
      paragraph('Mohon maaf, bukti transfer yang Anda kirim untuk pesanan ini belum dapat kami terima.'),
      ...why,
      heading('Yang dapat Anda lakukan'),
      paragraph(
        'Kirim foto atau tangkapan layar bukti transfer yang baru di halaman pesanan Anda: buka tombol di bawah, ',
        'masukkan nomor WhatsApp yang Anda pakai saat memesan, lalu pilih Kirim Bukti Baru. Pastikan bukti tersebut ',
        'jelas menampilkan jumlah, tanggal, dan rekening tujuan transfer.',
      ),
      button('Kirim Bukti Baru', view.trackUrl),
      paragraph('Ada pertanyaan? Hubungi kami lewat WhatsApp dan sebutkan Order ID di atas.'),
      button('Hubungi Kami lewat WhatsApp', whatsappAboutOrder(view.orderId), { look: 'quiet' }),
    ],
  };
}

const REFUND_TIMING =
  'Dana biasanya masuk ke rekening, kartu, atau saldo yang Anda pakai membayar dalam beberapa hari ' +
  'kerja, tergantung bank atau penyedia pembayaran Anda.';

/** For the couple: what happened to their money, and what to expect of it. */
const MONEY_BACK_FOR_COUPLE: Record<
  MoneyBackStatus,
  { subject: string; explanation: string; after: string }
> = {
  refunded: {
    subject: 'Dana Anda telah dikembalikan',
    explanation: 'Seluruh pembayaran Anda untuk pesanan ini telah kami kembalikan.',
    after: REFUND_TIMING,
  },
  partially_refunded: {
    subject: 'Sebagian dana Anda telah dikembalikan',
    explanation: 'Sebagian pembayaran Anda untuk pesanan ini telah kami kembalikan.',
    after: REFUND_TIMING,
  },
  charged_back: {
    subject: 'Pembayaran Anda ditarik kembali',
    explanation:
      'Bank penerbit kartu Anda menarik kembali dana pembayaran ini (chargeback), biasanya atas ' +
      'permintaan pemilik kartu.',
    after:
      'Pengembalian dananya mengikuti proses bank penerbit kartu Anda. Jika Anda tidak merasa ' +
      'memintanya, segera hubungi bank penerbit kartu Anda.',
  },
  reversed: {
    subject: 'Pembayaran Anda dibatalkan',
    explanation: 'Penyedia pembayaran membatalkan pembayaran ini dan mengembalikan dananya.',
    after:
      'Dana kembali ke rekening, kartu, atau saldo yang Anda pakai membayar, sesuai ketentuan penyedia ' +
      'pembayaran Anda.',
  },
};

export function moneyReturnedEmail(view: ViewOf<'money-returned'>): EmailDocument {
  const words = MONEY_BACK_FOR_COUPLE[view.status];
  const returned = formatRupiah(view.returned);
  return {
    ...toCouple(view),
    subject: `${words.subject} — ${view.orderId}`,
    preheader: `${returned} dari pembayaran ${formatRupiah(view.paid)} kembali kepada Anda.`,
    title: words.subject,
    blocks: [
      paragraph(words.explanation),
      facts(
        { label: 'Dibayar', value: formatRupiah(view.paid) },
        { label: 'Total dikembalikan', value: returned },
        { label: 'Keterangan', value: MONEY_BACK_STATUS_NAMES[view.status] },
      ),
      paragraph(words.after),
      paragraph('Status pesanan Anda dapat dilihat di sini:'),
      button('Lihat Status Pesanan', view.trackUrl),
      paragraph(
        'Ada yang tidak sesuai? ',
        link('Hubungi kami lewat WhatsApp', whatsappAboutOrder(view.orderId)),
        ' dan sebutkan Order ID di atas.',
      ),
    ],
  };
}

export function invitationReadyEmail(view: ViewOf<'invitation-ready'>): EmailDocument {
  return {
    ...toCouple(view),
    subject: `Undangan Anda sudah jadi — ${view.orderId}`,
    preheader: 'Undangan digital Anda sudah selesai dan siap dibagikan kepada keluarga dan tamu.',
    title: 'Undangan Anda sudah jadi',
    blocks: [
      paragraph(
        'Kabar gembira: undangan digital Anda sudah selesai dan siap dibagikan kepada keluarga dan tamu ',
        'Anda.',
      ),
      button('Buka Undangan', view.clientUrl, { look: 'large', showUrl: false }),
      paragraph('Alamat undangan Anda, untuk dibagikan lewat WhatsApp atau media sosial:'),
      { type: 'address', url: view.clientUrl },
      button('Bagikan lewat WhatsApp', invitationShareLink(view.clientUrl), {
        look: 'quiet',
        showUrl: false,
      }),
      paragraph(
        'Mohon periksa kembali nama, tanggal, dan lokasi acara. Jika ada yang perlu diperbaiki, ',
        link('hubungi kami lewat WhatsApp', whatsappAboutOrder(view.orderId)),
        '.',
      ),
      paragraph('Status dan rincian pesanan Anda:'),
      button('Lihat Status Pesanan', view.trackUrl, { look: 'quiet' }),
      paragraph(
        strong('Selamat menempuh hidup baru!'),
        ' Terima kasih telah mempercayakan undangan Anda kepada kami.',
      ),
    ],
  };
}
