import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { dateFormat, formatClock, formatJakartaDateTime, formatPrice, formatRupiah } from './format';

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

describe('dateFormat', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('makes its formatter at the first date it writes, and only once', () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    const shortDay = dateFormat({ day: 'numeric', month: 'short', year: 'numeric' });
    expect(made).not.toHaveBeenCalled();
    expect(shortDay(new Date(2027, 0, 4))).toBe('4 Jan 2027');
    expect(shortDay(new Date(2027, 1, 5))).toBe('5 Feb 2027');
    expect(made).toHaveBeenCalledTimes(1);
  });
});
