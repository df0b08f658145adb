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

export const BANK_GUIDES: Record<string, ChannelGuide> = {
  bca: {
    name: 'BCA Virtual Account',
    numberLabel: 'Nomor virtual account BCA',
    ways: [
      {
        title: 'Lewat aplikasi BCA mobile (m-BCA)',
        steps: [
          'Buka aplikasi BCA mobile, pilih m-BCA, lalu masukkan kode akses Anda.',
          'Pilih m-Transfer, lalu BCA Virtual Account.',
          `Tempel atau ketik ${VA}, lalu pilih Send.`,
          'Periksa nama dan jumlah tagihan, lalu pilih OK.',
          'Masukkan PIN m-BCA Anda.',
          LAST_STEP,
        ],
      },
      {
        title: 'Lewat ATM BCA',
        steps: [
          'Masukkan kartu ATM dan PIN Anda.',
          'Pilih Transaksi Lainnya, lalu Transfer, lalu ke Rekening BCA Virtual Account.',
          `Masukkan ${VA}, lalu pilih Benar.`,
          'Periksa nama dan jumlah tagihan, lalu pilih Ya.',
          LAST_STEP,
        ],
      },
    ],
  },
  bni: {
    name: 'BNI Virtual Account',
    numberLabel: 'Nomor virtual account BNI',
    ways: [
      {
        title: 'Lewat aplikasi BNI Mobile Banking (wondr by BNI)',
        steps: [
          'Buka aplikasi BNI Mobile Banking atau wondr by BNI, lalu masuk ke akun Anda.',
          'Pilih Transfer, lalu Virtual Account Billing.',
          `Tempel atau ketik ${VA}, lalu pilih Lanjut.`,
          'Periksa nama dan jumlah tagihan.',
          'Masukkan password transaksi atau PIN Anda.',
          LAST_STEP,
        ],
      },
      {
        title: 'Lewat ATM BNI',
        steps: [
          'Masukkan kartu ATM dan PIN Anda.',
          'Pilih Menu Lain, lalu Transfer, lalu Virtual Account Billing.',
          `Masukkan ${VA}, lalu pilih Benar.`,
          'Periksa nama dan jumlah tagihan, lalu pilih Ya.',
          LAST_STEP,
        ],
      },
    ],
  },
  bri: {
    name: 'BRI Virtual Account (BRIVA)',
    numberLabel: 'Nomor BRIVA',
    ways: [
      {
        title: 'Lewat aplikasi BRImo',
        steps: [
          'Buka aplikasi BRImo, lalu masuk ke akun Anda.',
          'Pilih menu BRIVA.',
          `Tempel atau ketik ${VA}, lalu pilih Lanjutkan.`,
          'Periksa nama dan jumlah tagihan, lalu pilih Bayar.',
          'Masukkan PIN BRImo Anda.',
          LAST_STEP,
        ],
      },
      {
        title: 'Lewat ATM BRI',
        steps: [
          'Masukkan kartu ATM dan PIN Anda.',
          'Pilih Transaksi Lain, lalu Pembayaran, lalu Lainnya, lalu BRIVA.',
          `Masukkan ${VA}, lalu pilih Benar.`,
          'Periksa nama dan jumlah tagihan, lalu pilih Ya.',
          LAST_STEP,
        ],
      },
    ],
  },
  mandiri: {
    name: 'Mandiri Bill Payment',
    numberLabel: 'Kode bayar Mandiri',
    ways: [
      {
        title: "Lewat aplikasi Livin' by Mandiri",
        steps: [
          "Buka aplikasi Livin' by Mandiri, lalu masuk ke akun Anda.",
          'Pilih Bayar, lalu cari penyedia jasa Midtrans atau ketik kode perusahaan di atas.',
          'Tempel atau ketik kode bayar di atas, lalu pilih Lanjutkan.',
          'Periksa nama dan jumlah tagihan, lalu pilih Konfirmasi.',
          'Masukkan PIN Livin’ Anda.',
          LAST_STEP,
        ],
      },
      {
        title: 'Lewat ATM Mandiri',
        steps: [
          'Masukkan kartu ATM dan PIN Anda.',
          'Pilih Bayar/Beli, lalu Lainnya, lalu Multi Payment.',
          'Masukkan kode perusahaan di atas, lalu pilih Benar.',
          'Masukkan kode bayar di atas, lalu pilih Benar.',
          'Periksa nama dan jumlah tagihan, tekan 1, lalu pilih Ya.',
          LAST_STEP,
        ],
      },
    ],
  },
  permata: {
    name: 'Permata Virtual Account',
    numberLabel: 'Nomor virtual account Permata',
    ways: [
      {
        title: 'Lewat aplikasi PermataMobile X',
        steps: [
          'Buka aplikasi PermataMobile X, lalu masuk ke akun Anda.',
          'Pilih Bayar Tagihan, lalu Virtual Account.',
          `Tempel atau ketik ${VA}, lalu pilih Lanjut.`,
          'Periksa nama dan jumlah tagihan, lalu pilih Konfirmasi.',
          'Masukkan PIN atau kode respons Anda.',
          LAST_STEP,
        ],
      },
      {
        title: 'Lewat ATM Permata',
        steps: [
          'Masukkan kartu ATM dan PIN Anda.',
          'Pilih Transaksi Lainnya, lalu Pembayaran, lalu Pembayaran Lainnya, lalu Virtual Account.',
          `Masukkan ${VA}, lalu pilih Benar.`,
          'Periksa nama dan jumlah tagihan, lalu pilih Ya.',
          LAST_STEP,
        ],
      },
    ],
  },
  cimb: {
    name: 'CIMB Niaga Virtual Account',
    numberLabel: 'Nomor virtual account CIMB Niaga',
    ways: [
      {
        title: 'Lewat aplikasi OCTO Mobile',
        steps: [
          'Buka aplikasi OCTO Mobile, lalu masuk ke akun Anda.',
          'Pilih Transfer, lalu Virtual Account.',
          `Tempel atau ketik ${VA}, lalu pilih Lanjut.`,
          'Periksa nama dan jumlah tagihan, lalu pilih Konfirmasi.',
          'Masukkan PIN atau mPIN Anda.',
          LAST_STEP,
        ],
      },
      {
        title: 'Lewat ATM CIMB Niaga',
        steps: [
          'Masukkan kartu ATM dan PIN Anda.',
          'Pilih Transfer, lalu Rekening CIMB Niaga Lain atau Virtual Account.',
          `Masukkan ${VA}, lalu pilih Benar.`,
          'Periksa nama dan jumlah tagihan, lalu pilih Ya.',
          LAST_STEP,
        ],
      },
    ],
  },
};

export const STORE_GUIDES: Record<string, ChannelGuide> = {
  indomaret: {
    name: 'Indomaret',
    numberLabel: 'Kode pembayaran Indomaret',
    ways: [
      {
        title: 'Di kasir Indomaret',
        steps: [
          'Datang ke gerai Indomaret terdekat sebelum batas waktu pembayaran.',
          'Sampaikan kepada kasir bahwa Anda ingin membayar tagihan belanja online melalui Midtrans.',
          'Tunjukkan kode pembayaran di atas kepada kasir.',
          'Bayar tepat sejumlah tagihan, lalu simpan struk pembayaran Anda.',
          LAST_STEP,
        ],
      },
    ],
  },
  alfamart: {
    name: 'Alfamart',
    numberLabel: 'Kode pembayaran Alfamart',
    ways: [
      {
        title: 'Di kasir Alfamart, Alfamidi, atau Dan+Dan',
        steps: [
          'Datang ke gerai Alfamart, Alfamidi, atau Dan+Dan terdekat sebelum batas waktu pembayaran.',
          'Sampaikan kepada kasir bahwa Anda ingin membayar tagihan belanja online.',
          'Tunjukkan kode pembayaran di atas kepada kasir.',
          'Bayar tepat sejumlah tagihan, lalu simpan struk pembayaran Anda.',
          LAST_STEP,
        ],
      },
    ],
  },
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

/** The biller code and bill key of a Mandiri bill, which the shop keeps as 'billerCode billKey'. */
export function splitMandiriBill(value: string): { billerCode: string | null; billKey: string } {
  const [first, ...rest] = value.trim().split(/\s+/);
  return rest.length > 0
    ? { billerCode: first, billKey: rest.join('') }
    : { billerCode: null, billKey: first };
}
