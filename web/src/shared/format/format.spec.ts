import { describe, expect, it } from '@jest/globals';
import { formatClock, formatJakartaDateTime, formatPrice, formatRupiah } from './format';

describe('formatJakartaDateTime', () => {
  it("writes an instant on Jakarta's clock, named WIB, as the shop's emails do", () => {
    expect(formatJakartaDateTime('2026-11-27T07:05:00.000Z')).toBe('27 November 2026 pukul 14.05 WIB');
  });

  it('turns the day at midnight in Jakarta, not at midnight UTC', () => {
    expect(formatJakartaDateTime('2026-12-31T17:30:00Z')).toBe('1 Januari 2027 pukul 00.30 WIB');
  });

  it('gives back what is not an instant as it was', () => {
    expect(formatJakartaDateTime('besok')).toBe('besok');
  });
});

describe('formatClock', () => {
  it("gives the hour and minute on this device's clock, the Indonesian way", () => {
    expect(formatClock(new Date(2027, 0, 4, 14, 5))).toBe('14.05');
    expect(formatClock(new Date(2027, 0, 4, 8, 0))).toBe('08.00');
  });
});

describe('formatPrice', () => {
  it('keeps Rp and the amount together with a non-breaking space, the figures as formatRupiah writes them', () => {
    expect(formatPrice(179000)).toBe('Rp\u00a0179.000');
    expect(formatPrice(-50000)).toBe('-Rp\u00a050.000');
    expect(formatPrice(179000).replace('\u00a0', ' ')).toBe(formatRupiah(179000));
  });
});
