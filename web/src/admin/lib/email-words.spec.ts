import { describe, expect, it } from '@jest/globals';
import { EMAIL_KINDS, EMAIL_STATUSES } from '@undangan/contracts';
import {
  canResend,
  emailErrorText,
  emailKindText,
  emailsLoadFailedText,
  emailStatusText,
  resendFailedText,
} from './email-words';

describe('emailKindText', () => {
  it("names each of the couple's emails the way the shop says it", () => {
    expect(emailKindText('transfer-awaited')).toBe('Menunggu transfer');
    expect(emailKindText('payment-instructions')).toBe('Cara pembayaran');
    expect(emailKindText('payment-received')).toBe('Kuitansi pembayaran');
    expect(emailKindText('payment-closed')).toBe('Pembayaran berakhir');
    expect(emailKindText('proof-rejected')).toBe('Bukti ditolak');
    expect(emailKindText('money-returned')).toBe('Dana dikembalikan');
    expect(emailKindText('invitation-ready')).toBe('Undangan siap');
  });

  it("marks the shop's own emails as going to the shop", () => {
    for (const kind of EMAIL_KINDS.filter((k) => k.startsWith('shop-')))
      expect(emailKindText(kind)).toMatch(/^Ke toko: \S/);
    expect(emailKindText('shop-money-returned')).toBe('Ke toko: Dana dikembalikan');
  });

  it('has a name of its own for every kind, and shows an unknown kind as it is', () => {
    const names = EMAIL_KINDS.map(emailKindText);
    expect(new Set(names).size).toBe(EMAIL_KINDS.length);
    for (const [i, kind] of EMAIL_KINDS.entries()) expect(names[i]).not.toBe(kind);
    expect(emailKindText('jenis-baru')).toBe('jenis-baru');
    expect(emailKindText('toString')).toBe('toString');
  });
});

describe('emailStatusText', () => {
  it('gives each status its badge text', () => {
    expect(emailStatusText('sent')?.label).toBe('Terkirim');
    expect(emailStatusText('queued')?.label).toBe('Menunggu');
    expect(emailStatusText('failed')?.label).toBe('Gagal');
    expect(emailStatusText('rejected')?.label).toBe('Alamat ditolak');
    for (const status of EMAIL_STATUSES) expect(emailStatusText(status)?.meaning).toMatch(/\.$/);
    expect(emailStatusText('dibatalkan')).toBeUndefined();
  });

  it('offers a resend for every email but one still in line', () => {
    expect(EMAIL_STATUSES.filter(canResend)).toEqual(['sent', 'failed', 'rejected']);
  });
});

describe('emailErrorText', () => {
  it('says in words what the mail server or the connection said', () => {
    expect(emailErrorText('EENVELOPE 550')).toBe(
      'Server penerima menolak alamat email ini: alamatnya tidak ada atau tidak menerima email.',
    );
    expect(emailErrorText('ECONNECTION')).toBe('Server email tidak dapat dihubungi.');
    expect(emailErrorText('ETIMEDOUT')).toBe('Server email tidak menjawab tepat waktu.');
    expect(emailErrorText('EAUTH 535')).toBe('Server email menolak login toko. Periksa pengaturan SMTP.');
    expect(emailErrorText('EMESSAGE 552')).toBe('Kotak surat penerima penuh atau email terlalu besar.');
    expect(emailErrorText('EENVELOPE 451')).toBe('Server email menunda penerimaan untuk sementara.');
    expect(emailErrorText('ESTREAM 554')).toBe('Server email menolak email ini.');
  });

  it('has a general sentence for what it does not know, and nothing when there was no error', () => {
    expect(emailErrorText('EBARU')).toBe('Terjadi kesalahan saat mengirim email.');
    expect(emailErrorText('sesuatu yang aneh')).toBe('Terjadi kesalahan saat mengirim email.');
    expect(emailErrorText(null)).toBeNull();
    expect(emailErrorText('  ')).toBeNull();
  });
});

describe('the texts of a failed read or resend', () => {
  it('says calmly that the email service is away', () => {
    expect(emailsLoadFailedText(503)).toBe(
      'Layanan email sedang tidak tersedia, sehingga daftar email belum dapat ditampilkan. Silakan coba lagi nanti.',
    );
    expect(emailsLoadFailedText(504)).toBe(emailsLoadFailedText(503));
    expect(emailsLoadFailedText(500)).toBe('Gagal memuat daftar email. Silakan coba lagi.');
    expect(emailsLoadFailedText(null)).toBe('Gagal memuat daftar email. Silakan coba lagi.');
  });

  it("passes on the service's reason for refusing an email still in line", () => {
    const queued = 'Email ini masih dalam antrean pengiriman. Tunggu hingga selesai dicoba.';
    expect(resendFailedText(409, queued)).toBe(queued);
    expect(resendFailedText(503, 'Layanan sedang tidak tersedia. Silakan coba lagi nanti.')).toBe(
      'Layanan email sedang tidak tersedia, sehingga email belum dikirim ulang. Silakan coba lagi nanti.',
    );
    expect(resendFailedText(404, 'Data tidak ditemukan.')).toBe(
      'Email ini tidak ditemukan lagi. Muat ulang daftar email.',
    );
    expect(resendFailedText(null, null)).toBe('Gagal mengirim ulang email. Silakan coba lagi.');
  });
});
