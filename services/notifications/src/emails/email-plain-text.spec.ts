import { wrapText } from './email-plain-text';

describe('wrapText', () => {
  it('breaks at the last space that fits', () => {
    expect(wrapText('satu dua tiga empat', 9)).toBe('satu dua\ntiga\nempat');
  });

  it('keeps a word longer than the line whole, on its own line', () => {
    const url = 'https://undangan.id/pesanan/lacak?order_id=INV-20261127-7K3M9Q&token=abc';
    expect(wrapText(`Buka ${url} sekarang`, 20)).toBe(`Buka\n${url}\nsekarang`);
  });

  it('keeps the line breaks it is given and indents every line', () => {
    expect(wrapText('a b\nc', 3, '  ')).toBe('  a\n  b\n  c');
  });

  it('keeps a figure joined by no-break spaces on one line, with plain spaces', () => {
    expect(wrapText('Bayar Rp\u00a0242.100 sekarang', 12)).toBe('Bayar\nRp 242.100\nsekarang');
  });
});
