import { describe, expect, it } from '@jest/globals';
import { clockText, eventDayText, eventTimeText, wishDayText } from '../../src/page/indonesian-dates';
import { parentsLine } from '../../src/page/invitation-words';

describe('dates and hours as an invitation prints them', () => {
  it('a day with its weekday and Indonesian month', () => {
    expect(eventDayText('2027-02-13')).toBe('Sabtu, 13 Februari 2027');
    expect(eventDayText('2027-02-14')).toBe('Minggu, 14 Februari 2027');
    expect(eventDayText('2026-08-17')).toBe('Senin, 17 Agustus 2026');
    expect(eventDayText('2028-12-31')).toBe('Minggu, 31 Desember 2028');
  });

  it('hours with a dot, the zone once, and "selesai" for an open end', () => {
    expect(clockText('08:00')).toBe('08.00');
    expect(eventTimeText({ time: '08:00', end_time: '10:00', time_zone: 'WIB' })).toBe('08.00 – 10.00 WIB');
    expect(eventTimeText({ time: '19.00', end_time: 'selesai', time_zone: 'WITA' })).toBe(
      '19.00 WITA – selesai',
    );
    expect(eventTimeText({ time: '09:30', end_time: 'Selesai', time_zone: 'WIT' })).toBe(
      '09.30 WIT – selesai',
    );
    expect(eventTimeText({ time: '09:30', end_time: '', time_zone: 'WIB' })).toBe('09.30 WIB');
  });

  it("a wish's day in Jakarta", () => {
    expect(wishDayText('2027-01-19T18:00:00.000Z')).toBe('20 Januari 2027');
    expect(wishDayText('not a date')).toBe('');
  });
});

describe("the parents' line", () => {
  it('names the parents given, with their honorific once', () => {
    expect(parentsLine('Putra', 'Hendra', 'Sri')).toBe('Putra dari Bapak Hendra & Ibu Sri');
    expect(parentsLine('Putri', 'Bapak Hendra', 'Ibu Sri')).toBe('Putri dari Bapak Hendra & Ibu Sri');
    expect(parentsLine('Putri', 'Bpk. Hendra', '')).toBe('Putri dari Bpk. Hendra');
    expect(parentsLine('Putra', '', 'Sri')).toBe('Putra dari Ibu Sri');
    expect(parentsLine('Putra', ' ', '')).toBeNull();
  });
});
