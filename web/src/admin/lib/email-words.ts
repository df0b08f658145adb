import type { EmailKind, EmailStatus } from '@undangan/contracts';
import type { StateText } from './labels';

/** What an email is about, as the shop owner names it; the shop's own emails say so first. */
export const EMAIL_KIND_TEXT: Record<EmailKind, string> = {
  'transfer-awaited': 'Menunggu transfer',
  'payment-instructions': 'Cara pembayaran',
  'payment-received': 'Kuitansi pembayaran',
  'payment-closed': 'Pembayaran berakhir',
  'proof-rejected': 'Bukti ditolak',
  'money-returned': 'Dana dikembalikan',
  'invitation-ready': 'Undangan siap',
  'couple-sign-in': 'Tautan masuk Dasbor Pasangan',
  'partner-invited': 'Undangan mitra Dasbor Pasangan',
  'shop-proof-waiting': 'Ke toko: Bukti transfer menunggu diperiksa',
  'shop-late-payment': 'Ke toko: Pembayaran masuk terlambat',
  'shop-money-returned': 'Ke toko: Dana dikembalikan',
};

/** A kind this admin does not know yet (a newer service) is shown as it is named. */
export function emailKindText(kind: string): string {
  return Object.hasOwn(EMAIL_KIND_TEXT, kind) ? EMAIL_KIND_TEXT[kind as EmailKind] : kind;
}

/** Where an email stands, as a badge and its tooltip. */
export const EMAIL_STATUS_TEXT: Record<EmailStatus, StateText> = {
  sent: { label: 'Terkirim', meaning: 'Server email sudah menerima email ini untuk diantarkan.' },
  queued: {
    label: 'Menunggu',
    meaning: 'Email menunggu giliran dikirim atau menunggu percobaan berikutnya.',
  },
  failed: {
    label: 'Gagal',
    meaning: 'Email tidak terkirim setelah beberapa kali dicoba dan tidak dicoba lagi tanpa Kirim Ulang.',
  },
  rejected: {
    label: 'Alamat ditolak',
    meaning: 'Server penerima menolak alamat ini, sehingga email tidak dicoba lagi.',
  },
};

export function emailStatusText(status: string): StateText | undefined {
  return Object.hasOwn(EMAIL_STATUS_TEXT, status) ? EMAIL_STATUS_TEXT[status as EmailStatus] : undefined;
}

/** An email still in line is sent by the service itself; any other may be sent again. */
export const canResend = (status: string) => status !== 'queued';

/** The mail server's answer by its SMTP status: the first digit says permanent (5) or for now (4). */
function bySmtpStatus(status: number, code: string): string | null {
  if (status === 535 || status === 530) return 'Server email menolak login toko. Periksa pengaturan SMTP.';
  if (code === 'EENVELOPE' && status >= 550 && status <= 553)
    return 'Server penerima menolak alamat email ini: alamatnya tidak ada atau tidak menerima email.';
  if (status === 552) return 'Kotak surat penerima penuh atau email terlalu besar.';
  if (status === 421) return 'Server email sedang sibuk atau menutup sambungan.';
  if (status >= 450 && status <= 452) return 'Server email menunda penerimaan untuk sementara.';
  if (status >= 500) return 'Server email menolak email ini.';
  if (status >= 400) return 'Server email menunda email ini untuk sementara.';
  return null;
}

/** Nodemailer's error codes, when the server gave no status. */
const BY_CODE: Record<string, string> = {
  ECONNECTION: 'Server email tidak dapat dihubungi.',
  ESOCKET: 'Sambungan ke server email terputus.',
  ETIMEDOUT: 'Server email tidak menjawab tepat waktu.',
  EDNS: 'Alamat server email tidak ditemukan.',
  ETLS: 'Sambungan aman ke server email gagal.',
  EAUTH: 'Server email menolak login toko. Periksa pengaturan SMTP.',
  ENOAUTH: 'Login ke server email belum diatur.',
  EENVELOPE: 'Alamat pengirim atau penerima tidak diterima server email.',
  EMESSAGE: 'Isi email tidak diterima server email.',
  EPROTOCOL: 'Server email menjawab dengan cara yang tidak dikenal.',
};

/**
 * The last error in words. The service keeps only a code and the server's status (e.g.
 * "EENVELOPE 550", "ECONNECTION"), never the server's own text; null when there was none.
 */
export function emailErrorText(lastError: string | null | undefined): string | null {
  const raw = lastError?.trim();
  if (!raw) return null;
  const match = /^([A-Z][A-Z0-9_]*)(?:\s+(\d{3}))?$/.exec(raw);
  if (!match) return 'Terjadi kesalahan saat mengirim email.';
  const [, code, status] = match;
  return (
    (status ? bySmtpStatus(Number(status), code) : null) ??
    BY_CODE[code] ??
    'Terjadi kesalahan saat mengirim email.'
  );
}

/** The notifications service is not running (the gateway answers 503): said calmly, not as a fault. */
const SERVICE_AWAY = 'Layanan email sedang tidak tersedia';

/** Why a list of emails is not shown, by the status of the failed read (null: no answer at all). */
export function emailsLoadFailedText(status: number | null): string {
  return status === 503 || status === 504
    ? `${SERVICE_AWAY}, sehingga daftar email belum dapat ditampilkan. Silakan coba lagi nanti.`
    : 'Gagal memuat daftar email. Silakan coba lagi.';
}

/** Why a resend did not happen; the service's own words when it refused one still in line (409). */
export function resendFailedText(status: number | null, serverText: string | null): string {
  if (status === 503 || status === 504)
    return `${SERVICE_AWAY}, sehingga email belum dikirim ulang. Silakan coba lagi nanti.`;
  if (status === 409 && serverText) return serverText;
  if (status === 404) return 'Email ini tidak ditemukan lagi. Muat ulang daftar email.';
  return 'Gagal mengirim ulang email. Silakan coba lagi.';
}
