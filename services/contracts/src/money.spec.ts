import { formatRupiah, isRupiah, referralDiscount } from './money';

describe('money', () => {
  it('formats rupiah with Indonesian thousands separators', () => {
    expect(formatRupiah(0)).toBe('Rp 0');
    expect(formatRupiah(50000)).toBe('Rp 50.000');
    expect(formatRupiah(1234567)).toBe('Rp 1.234.567');
  });

  it('floors the referral discount and never exceeds the subtotal', () => {
    expect(referralDiscount(99_999, 10)).toBe(9_999);
    expect(referralDiscount(100_000, 0)).toBe(0);
    expect(referralDiscount(100_000, 100)).toBe(100_000);
    expect(referralDiscount(100_000, 150)).toBe(100_000);
    expect(referralDiscount(0, 50)).toBe(0);
  });

  it('accepts only non-negative safe integers as rupiah', () => {
    expect(isRupiah(150000)).toBe(true);
    expect(isRupiah(-1)).toBe(false);
    expect(isRupiah(10.5)).toBe(false);
    expect(isRupiah('150000')).toBe(false);
    expect(isRupiah(2 ** 60)).toBe(false);
  });
});
