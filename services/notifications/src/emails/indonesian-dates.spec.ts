import { jakartaDateTime } from './indonesian-dates';

describe('jakartaDateTime', () => {
  it('writes the day, the month in Indonesian, the time with a dot and WIB', () => {
    expect(jakartaDateTime('2026-11-27T07:05:00.000Z')).toBe('27 November 2026 pukul 14.05 WIB');
  });

  it('is on Jakarta’s calendar: 17.30 UTC on New Year’s Eve is past midnight in Jakarta', () => {
    expect(jakartaDateTime('2026-12-31T17:30:00Z')).toBe('1 Januari 2027 pukul 00.30 WIB');
  });

  it('reads an instant written with another offset', () => {
    expect(jakartaDateTime('2026-08-17T10:00:00+07:00')).toBe('17 Agustus 2026 pukul 10.00 WIB');
  });

  it.each([
    ['2026-01-05T01:00:00Z', 'Januari'],
    ['2026-02-05T01:00:00Z', 'Februari'],
    ['2026-03-05T01:00:00Z', 'Maret'],
    ['2026-05-05T01:00:00Z', 'Mei'],
    ['2026-06-05T01:00:00Z', 'Juni'],
    ['2026-07-05T01:00:00Z', 'Juli'],
    ['2026-10-05T01:00:00Z', 'Oktober'],
    ['2026-12-05T01:00:00Z', 'Desember'],
  ])('names the month of %s %s', (instant, month) => {
    expect(jakartaDateTime(instant)).toBe(`5 ${month} 2026 pukul 08.00 WIB`);
  });

  it('refuses what is not an instant', () => {
    expect(() => jakartaDateTime('besok')).toThrow(RangeError);
  });
});
