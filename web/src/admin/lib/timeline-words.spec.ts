import { describe, expect, it } from '@jest/globals';
import { timelineSentence } from './timeline-words';

const at = '2026-11-24T03:00:00.000Z';

describe('timelineSentence', () => {
  it('tells each step of a payment in plain words', () => {
    expect(timelineSentence({ at, kind: 'created' })).toBe('Transaksi dibuat.');
    expect(
      timelineSentence({
        at,
        kind: 'status',
        from_status: 'pending',
        to_status: 'paid',
        source: 'proof',
        actor: 'sari',
      }),
    ).toBe('Status berubah dari Menunggu menjadi Lunas (admin sari memutuskan bukti transfer).');
    expect(
      timelineSentence({ at, kind: 'status', from_status: 'pending', to_status: 'paid', source: 'sample' }),
    ).toBe('Status berubah dari Menunggu menjadi Lunas (pesanan contoh untuk pengembangan).');
    expect(
      timelineSentence({
        at,
        kind: 'status',
        from_status: 'paid',
        to_status: 'refunded',
        source: 'notification',
        refunded_amount: 278100,
      }),
    ).toBe(
      'Status berubah dari Lunas menjadi Dikembalikan (pemberitahuan dari Midtrans); dikembalikan Rp 278.100.',
    );
    expect(
      timelineSentence({
        at,
        kind: 'notification',
        provider_status: 'settlement',
        outcome: 'notification:applied',
      }),
    ).toBe('Midtrans mengirim pemberitahuan: lunas — status pembayaran diperbarui.');
    expect(
      timelineSentence({
        at,
        kind: 'notification',
        provider_status: 'pending',
        outcome: 'notification-disagrees:applied',
      }),
    ).toBe(
      'Midtrans mengirim pemberitahuan "menunggu pembayaran" yang berbeda dengan data di Midtrans; yang dipakai data Midtrans — status pembayaran diperbarui.',
    );
  });
});
