import { formatRupiah, isMandiriBill, splitMandiriBill } from '@undangan/contracts';
import {
  type AmountRow,
  type Block,
  button,
  type EmailDocument,
  type Fact,
  facts,
  figure,
  heading,
  link,
  notice,
  paragraph,
  strong,
  toCouple,
  whatsappAboutOrder,
} from './email-blocks';
import type { EmailLine, PaymentChannelView, ViewOf } from './email-views';
import { jakartaDateTime } from './indonesian-dates';
import { bankName, paymentMethodName, storeName } from './payment-labels';

/** The couple's emails from an order placed to its payment: how to pay, paid, or closed unpaid. */

/** The order's lines, then the subtotal and discount when there is one, then the total. */
function orderLines(items: EmailLine[], subtotal: number, discount: number, total: number): Block {
  const amounts: AmountRow[] =
    discount > 0
      ? [
          { label: 'Subtotal', amount: subtotal },
          { label: 'Diskon', amount: discount, deduction: true },
        ]
      : [];
  return { type: 'lines', items, amounts: [...amounts, { label: 'Total', amount: total, total: true }] };
}

export function transferAwaitedEmail(view: ViewOf<'transfer-awaited'>): EmailDocument {
  const total = formatRupiah(view.total);
  const deadline = view.deadline === null ? null : jakartaDateTime(view.deadline);
  return {
    ...toCouple(view),
    subject: `Menunggu transfer Anda — ${view.orderId}`,
    preheader: `Transfer ${total} ke rekening ${view.bank.name} ${view.bank.accountNumber}, lalu konfirmasi pembayaran Anda.`,
    title: 'Menunggu transfer Anda',
    blocks: [
      paragraph(
        'Terima kasih atas pesanan Anda. Pesanan ini kami proses setelah transfer Anda kami terima dan ',
        'kami periksa.',
      ),
      heading('Rincian pesanan'),
      orderLines(view.items, view.subtotal, view.discount, view.total),
      heading('Transfer ke rekening berikut'),
      facts(
        { label: 'Bank', value: view.bank.name },
        { label: 'Nomor rekening', value: view.bank.accountNumber, code: true },
        { label: 'Atas nama', value: view.bank.accountHolder },
        { label: 'Jumlah transfer', value: total, code: true },
      ),
      paragraph(
        'Mohon transfer ',
        figure(`tepat ${total}`),
        ' agar pembayaran Anda mudah kami cocokkan dengan pesanan ini.',
        ...(deadline ? [' Batas waktu transfer: ', strong(deadline), '.'] : []),
      ),
      heading('Setelah transfer'),
      paragraph(
        'Kirim bukti transfer Anda melalui tombol di bawah ini. Tautannya dapat dibuka dari perangkat apa ',
        'pun, misalnya dari ponsel tempat Anda menyimpan bukti transfer.',
      ),
      button('Konfirmasi Pembayaran', view.confirmUrl),
      notice(
        strong('Tautan ini khusus untuk pesanan Anda.'),
        ' Mohon jangan meneruskan email ini atau membagikan tautannya kepada orang lain.',
      ),
    ],
  };
}

const VA_WAY =
  'Bayar melalui mobile banking, internet banking, atau ATM: pilih transfer ke virtual account, lalu ' +
  'masukkan nomor virtual account di atas. Jumlah tagihan muncul otomatis; periksa sebelum Anda ' +
  'mengonfirmasi.';
const MANDIRI_BILL_WAY =
  "Bayar melalui aplikasi Livin' by Mandiri atau ATM Mandiri: pilih Bayar (Multi Payment), masukkan " +
  'kode perusahaan, lalu kode bayar di atas. Periksa nama dan jumlah tagihan sebelum Anda mengonfirmasi.';

/** The blocks that say how to pay with the channel Midtrans gave the order. */
function howToPay(channel: PaymentChannelView, total: string): Block[] {
  const { paymentType } = channel;
  const vaNumbers = channel.vaNumbers.filter((va) => va.vaNumber.trim());
  if (vaNumbers.length > 0) {
    const bills = vaNumbers.filter((va) => isMandiriBill(paymentType, va.bank));
    return [
      ...(vaNumbers.length > 1 ? [paragraph('Anda dapat membayar ke salah satu nomor berikut.')] : []),
      ...vaNumbers.map((va) => facts(...vaFacts(paymentType, va, total))),
      ...(bills.length < vaNumbers.length ? [paragraph(VA_WAY)] : []),
      ...(bills.length > 0 ? [paragraph(MANDIRI_BILL_WAY)] : []),
    ];
  }
  if (channel.store && channel.paymentCode) {
    const store = storeName(channel.store);
    return [
      facts(
        { label: 'Bayar di kasir', value: store },
        { label: 'Kode pembayaran', value: channel.paymentCode, code: true },
        { label: 'Jumlah', value: total, code: true },
      ),
      paragraph(
        `Sampaikan kepada kasir ${store} bahwa Anda ingin membayar tagihan belanja online, lalu tunjukkan `,
        'kode pembayaran di atas. Bayar tepat sejumlah tagihan dan simpan struk pembayaran Anda.',
      ),
    ];
  }
  if (channel.qrUrl) {
    const method = paymentMethodName(paymentType);
    const app = method === 'QRIS' ? 'e-wallet atau mobile banking yang mendukung QRIS' : method;
    return [
      { type: 'image', url: channel.qrUrl, alt: `Kode QR ${method} untuk membayar ${total}`, width: 240 },
      paragraph(
        `Pindai kode QR di atas dengan aplikasi ${app}, periksa nama penerima dan jumlahnya, lalu `,
        'konfirmasi pembayaran. Membaca email ini di ponsel yang akan dipakai membayar, atau gambarnya ',
        'tidak tampil? Buka halaman pembayaran Anda melalui tombol di bawah ini.',
      ),
    ];
  }
  return [];
}

/** A virtual account, or a Mandiri bill with its company code and its own code. */
function vaFacts(paymentType: string, va: { bank: string; vaNumber: string }, total: string): Fact[] {
  if (isMandiriBill(paymentType, va.bank)) {
    const { billerCode, billKey } = splitMandiriBill(va.vaNumber);
    return [
      { label: 'Bayar dengan', value: 'Mandiri Bill' },
      ...(billerCode ? [{ label: 'Kode perusahaan', value: billerCode, code: true }] : []),
      { label: 'Kode bayar', value: billKey, code: true },
      { label: 'Jumlah', value: total, code: true },
    ];
  }
  return [
    { label: 'Bank', value: bankName(va.bank) },
    { label: 'Nomor virtual account', value: va.vaNumber.trim(), code: true },
    { label: 'Jumlah', value: total, code: true },
  ];
}

/** The channel's name, with the bank when there is just one, or the store. */
function channelName(channel: PaymentChannelView): string {
  return paymentMethodName(channel.paymentType, {
    bank: channel.vaNumbers.length === 1 ? channel.vaNumbers[0].bank : undefined,
    store: channel.store ?? undefined,
  });
}

export function paymentInstructionsEmail(view: ViewOf<'payment-instructions'>): EmailDocument {
  const total = formatRupiah(view.total);
  const method = channelName(view.channel);
  const expiry = view.expiresAt === null ? null : jakartaDateTime(view.expiresAt);
  const steps = howToPay(view.channel, total);
  return {
    ...toCouple(view),
    subject: `Selesaikan pembayaran Anda — ${view.orderId}`,
    preheader: `Bayar ${total} dengan ${method}${expiry ? ` sebelum ${expiry}` : ''}.`,
    title: 'Selesaikan pembayaran Anda',
    blocks: [
      paragraph(
        'Terima kasih atas pesanan Anda. Selesaikan pembayaran sebesar ',
        figure(total),
        ' dengan ',
        figure(method),
        ...(expiry
          ? [
              ' sebelum ',
              strong(expiry),
              '. Setelah itu pembayaran tidak dapat dilakukan dan pesanan ditutup.',
            ]
          : ['.']),
      ),
      ...(steps.length > 0 ? [heading('Cara membayar'), ...steps] : []),
      paragraph('Petunjuk langkah demi langkah dan sisa waktu pembayaran ada di halaman pembayaran Anda:'),
      button('Buka Halaman Pembayaran', view.paymentPageUrl),
    ],
  };
}

export function paymentReceivedEmail(view: ViewOf<'payment-received'>): EmailDocument {
  const total = formatRupiah(view.total);
  const paidAt = jakartaDateTime(view.paidAt);
  return {
    ...toCouple(view),
    subject: `Pembayaran diterima — ${view.orderId}`,
    preheader: `Terima kasih, pembayaran ${total} untuk pesanan Anda sudah kami terima.`,
    title: 'Pembayaran Anda sudah kami terima',
    blocks: [
      paragraph(
        'Terima kasih, pembayaran Anda sebesar ',
        figure(total),
        ' sudah kami terima. Berikut bukti pembayarannya.',
      ),
      heading('Bukti pembayaran'),
      orderLines(view.items, view.total + view.discount, view.discount, view.total),
      facts(
        { label: 'Dibayar dengan', value: paymentMethodName(view.paymentType) },
        { label: 'Waktu pembayaran', value: paidAt },
      ),
      button('Lihat Kuitansi', view.receiptUrl),
      heading('Langkah selanjutnya'),
      paragraph(
        'Tim kami akan menghubungi Anda lewat WhatsApp untuk meminta data undangan (nama, tanggal, lokasi, ',
        'dan foto). Pengerjaan undangan dimulai setelah data Anda lengkap.',
      ),
    ],
  };
}

export function paymentClosedEmail(view: ViewOf<'payment-closed'>): EmailDocument {
  const total = formatRupiah(view.total);
  const expired = view.outcome === 'expired';
  const title = expired ? 'Batas waktu pembayaran habis' : 'Pembayaran tidak berhasil';
  return {
    ...toCouple(view),
    subject: `${title} — ${view.orderId}`,
    preheader: 'Pesanan ditutup dan tidak ada dana yang ditarik. Anda dapat memesan lagi kapan saja.',
    title,
    blocks: [
      expired
        ? paragraph(
            'Pembayaran sebesar ',
            figure(total),
            ' untuk pesanan ini tidak kami terima sampai batas waktunya, sehingga pesanan ini kami tutup.',
          )
        : paragraph(
            'Mohon maaf, pembayaran sebesar ',
            figure(total),
            ' untuk pesanan ini tidak berhasil diproses oleh penyedia pembayaran, sehingga pesanan ini ',
            'kami tutup.',
          ),
      paragraph(strong('Tidak ada dana yang ditarik'), ' dari rekening atau saldo Anda untuk pesanan ini.'),
      paragraph('Jika Anda masih ingin memesan, silakan buat pesanan baru:'),
      button('Pesan Lagi', view.orderAgainUrl),
      paragraph(
        'Merasa sudah membayar? ',
        link('Hubungi kami lewat WhatsApp', whatsappAboutOrder(view.orderId)),
        ' dan sebutkan Order ID di atas; kami akan memeriksanya.',
      ),
    ],
  };
}
