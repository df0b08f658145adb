/**
 * How to pay each channel Midtrans offers the shop, step by step, in the order a customer does it
 * on their own phone (the bank's app first, the ATM as the other way).
 */
export interface PayWay {
  /** e.g. 'Lewat aplikasi BCA mobile (m-BCA)'. */
  title: string;
  steps: string[];
}

export interface ChannelGuide {
  /** The channel's name as the customer knows it. */
  name: string;
  /** What the number is called at this channel. */
  numberLabel: string;
  ways: PayWay[];
}

const LAST_STEP = 'Setelah pembayaran berhasil, kembali ke halaman ini dan tekan Cek Status.';

const VA = 'nomor virtual account di atas';

const CHECK_AND_CONFIRM = 'Periksa nama dan jumlah tagihan, lalu pilih Ya.';

/** A way to pay whose last step is always the same: back to this page to check the status. */
function way(title: string, steps: string[]): PayWay {
  return { title, steps: [...steps, LAST_STEP] };
}

/** The ATM way of a virtual account: only the menu to it differs from bank to bank. */
function vaAtmWay(bank: string, menu: string): PayWay {
  return way(`Lewat ATM ${bank}`, [
    'Masukkan kartu ATM dan PIN Anda.',
    menu,
    `Masukkan ${VA}, lalu pilih Benar.`,
    CHECK_AND_CONFIRM,
  ]);
}

/** A bank's virtual account, paid in its app (steps given) or at its ATM (menu given). */
function vaGuide(
  bank: string,
  app: { title: string; steps: string[] },
  atmMenu: string,
  names: { name?: string; numberLabel?: string } = {},
): ChannelGuide {
  return {
    name: names.name ?? `${bank} Virtual Account`,
    numberLabel: names.numberLabel ?? `Nomor virtual account ${bank}`,
    ways: [way(app.title, app.steps), vaAtmWay(bank, atmMenu)],
  };
}

export const BANK_GUIDES: Record<string, ChannelGuide> = {
  bca: vaGuide(
    'BCA',
    {
      title: 'Lewat aplikasi BCA mobile (m-BCA)',
      steps: [
        'Buka aplikasi BCA mobile, pilih m-BCA, lalu masukkan kode akses Anda.',
        'Pilih m-Transfer, lalu BCA Virtual Account.',
        `Tempel atau ketik ${VA}, lalu pilih Send.`,
        'Periksa nama dan jumlah tagihan, lalu pilih OK.',
        'Masukkan PIN m-BCA Anda.',
      ],
    },
    'Pilih Transaksi Lainnya, lalu Transfer, lalu ke Rekening BCA Virtual Account.',
  ),
  bni: vaGuide(
    'BNI',
    {
      title: 'Lewat aplikasi BNI Mobile Banking (wondr by BNI)',
      steps: [
        'Buka aplikasi BNI Mobile Banking atau wondr by BNI, lalu masuk ke akun Anda.',
        'Pilih Transfer, lalu Virtual Account Billing.',
        `Tempel atau ketik ${VA}, lalu pilih Lanjut.`,
        'Periksa nama dan jumlah tagihan.',
        'Masukkan password transaksi atau PIN Anda.',
      ],
    },
    'Pilih Menu Lain, lalu Transfer, lalu Virtual Account Billing.',
  ),
  bri: vaGuide(
    'BRI',
    {
      title: 'Lewat aplikasi BRImo',
      steps: [
        'Buka aplikasi BRImo, lalu masuk ke akun Anda.',
        'Pilih menu BRIVA.',
        `Tempel atau ketik ${VA}, lalu pilih Lanjutkan.`,
        'Periksa nama dan jumlah tagihan, lalu pilih Bayar.',
        'Masukkan PIN BRImo Anda.',
      ],
    },
    'Pilih Transaksi Lain, lalu Pembayaran, lalu Lainnya, lalu BRIVA.',
    { name: 'BRI Virtual Account (BRIVA)', numberLabel: 'Nomor BRIVA' },
  ),
  // A bill payment, not a virtual account: the company code comes before the bill's own code.
  mandiri: {
    name: 'Mandiri Bill Payment',
    numberLabel: 'Kode bayar Mandiri',
    ways: [
      way("Lewat aplikasi Livin' by Mandiri", [
        "Buka aplikasi Livin' by Mandiri, lalu masuk ke akun Anda.",
        'Pilih Bayar, lalu cari penyedia jasa Midtrans atau ketik kode perusahaan di atas.',
        'Tempel atau ketik kode bayar di atas, lalu pilih Lanjutkan.',
        'Periksa nama dan jumlah tagihan, lalu pilih Konfirmasi.',
        'Masukkan PIN Livin’ Anda.',
      ]),
      way('Lewat ATM Mandiri', [
        'Masukkan kartu ATM dan PIN Anda.',
        'Pilih Bayar/Beli, lalu Lainnya, lalu Multi Payment.',
        'Masukkan kode perusahaan di atas, lalu pilih Benar.',
        'Masukkan kode bayar di atas, lalu pilih Benar.',
        'Periksa nama dan jumlah tagihan, tekan 1, lalu pilih Ya.',
      ]),
    ],
  },
  permata: vaGuide(
    'Permata',
    {
      title: 'Lewat aplikasi PermataMobile X',
      steps: [
        'Buka aplikasi PermataMobile X, lalu masuk ke akun Anda.',
        'Pilih Bayar Tagihan, lalu Virtual Account.',
        `Tempel atau ketik ${VA}, lalu pilih Lanjut.`,
        'Periksa nama dan jumlah tagihan, lalu pilih Konfirmasi.',
        'Masukkan PIN atau kode respons Anda.',
      ],
    },
    'Pilih Transaksi Lainnya, lalu Pembayaran, lalu Pembayaran Lainnya, lalu Virtual Account.',
  ),
  cimb: vaGuide(
    'CIMB Niaga',
    {
      title: 'Lewat aplikasi OCTO Mobile',
      steps: [
        'Buka aplikasi OCTO Mobile, lalu masuk ke akun Anda.',
        'Pilih Transfer, lalu Virtual Account.',
        `Tempel atau ketik ${VA}, lalu pilih Lanjut.`,
        'Periksa nama dan jumlah tagihan, lalu pilih Konfirmasi.',
        'Masukkan PIN atau mPIN Anda.',
      ],
    },
    'Pilih Transfer, lalu Rekening CIMB Niaga Lain atau Virtual Account.',
  ),
};

/** A convenience store's counter: the customer shows the code and pays in cash. */
function storeGuide(store: string, title: string, where: string, tellCashier: string): ChannelGuide {
  return {
    name: store,
    numberLabel: `Kode pembayaran ${store}`,
    ways: [
      way(title, [
        `Datang ke gerai ${where} terdekat sebelum batas waktu pembayaran.`,
        tellCashier,
        'Tunjukkan kode pembayaran di atas kepada kasir.',
        'Bayar tepat sejumlah tagihan, lalu simpan struk pembayaran Anda.',
      ]),
    ],
  };
}

export const STORE_GUIDES: Record<string, ChannelGuide> = {
  indomaret: storeGuide(
    'Indomaret',
    'Di kasir Indomaret',
    'Indomaret',
    'Sampaikan kepada kasir bahwa Anda ingin membayar tagihan belanja online melalui Midtrans.',
  ),
  alfamart: storeGuide(
    'Alfamart',
    'Di kasir Alfamart, Alfamidi, atau Dan+Dan',
    'Alfamart, Alfamidi, atau Dan+Dan',
    'Sampaikan kepada kasir bahwa Anda ingin membayar tagihan belanja online.',
  ),
};

/** Paying a QR code shown on the same phone: saved to the gallery, then opened from the wallet app. */
export const QRIS_SAME_PHONE_STEPS = [
  'Tekan Simpan Kode QR untuk menyimpan gambar kode QR ke galeri ponsel Anda.',
  'Buka aplikasi e-wallet atau m-banking yang mendukung QRIS (misalnya GoPay, OVO, DANA, ShopeePay, LinkAja, atau aplikasi bank Anda).',
  'Pilih Bayar atau Scan, lalu pilih ikon galeri dan ambil gambar kode QR yang tadi disimpan.',
  'Periksa nama penerima dan jumlah tagihan, lalu konfirmasi pembayaran.',
  LAST_STEP,
];

export const QRIS_OTHER_DEVICE_STEP =
  'Membayar dari ponsel lain? Buka aplikasi e-wallet atau m-banking di ponsel tersebut dan pindai kode QR di layar ini.';
