import { describe, expect, it } from '@jest/globals';
import { allowanceText, askedText } from './revision-words';

describe('revision words', () => {
  it('says what each kind has free and what the next costs', () => {
    expect(allowanceText({ kind: 'text', free: null, used: 4, next_price: 0 })).toBe(
      'Teks: gratis, tanpa batas',
    );
    expect(allowanceText({ kind: 'photo', free: 1, used: 0, next_price: 0 })).toBe(
      'Foto: 1 kali gratis, terpakai 0; berikutnya gratis',
    );
    expect(allowanceText({ kind: 'music', free: 1, used: 3, next_price: 20_000 })).toBe(
      'Musik: 1 kali gratis, terpakai 1; berikutnya Rp\u00a020.000',
    );
    expect(allowanceText({ kind: 'colour', free: 0, used: 0, next_price: null })).toBe(
      'Warna: tidak ada yang gratis; berikutnya: hubungi kami untuk harganya',
    );
  });

  it('tells a free revision is queued and a paid one how to pay', () => {
    const base = {
      id: 'r',
      order_id: 'INV-1',
      kind: 'photo' as const,
      description: '',
      addon_id: 3,
      addon_title: 'Revisi Foto/Musik',
      status: 'awaiting_payment' as const,
      paid_order_id: null,
      created_at: '',
      paid_at: null,
      done_at: null,
    };
    expect(askedText({ ...base, free: true, price: 0 })).toBe(
      'Permintaan revisi diterima dan masuk antrean tim kami.',
    );
    expect(askedText({ ...base, free: false, price: 20_000 })).toBe(
      'Revisi ini berbayar Rp\u00a020.000. Tekan “Bayar Revisi” untuk membayarnya melalui keranjang.',
    );
  });
});
