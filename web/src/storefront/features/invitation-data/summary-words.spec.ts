import { describe, expect, it } from '@jest/globals';
import { emptyEvent } from './invitation-form';
import { eventDayText, eventTimeText, eventTitle } from './summary-words';

describe('an event as the summary shows it', () => {
  it('is named by its kind, or by the couple for another kind', () => {
    expect(eventTitle({ ...emptyEvent(), kind: 'akad' }, 0)).toBe('Akad Nikah');
    expect(eventTitle({ ...emptyEvent(), kind: 'lainnya', title: 'Ngunduh Mantu' }, 1)).toBe('Ngunduh Mantu');
    expect(eventTitle(emptyEvent(), 2)).toBe('Acara 3');
  });

  it('writes its hours the Indonesian way, with the zone', () => {
    const event = { ...emptyEvent(), time: '08:00', end_time: '11:30', time_zone: 'WITA' as const };
    expect(eventTimeText(event)).toBe('08.00 – 11.30 WITA');
    expect(eventTimeText({ ...event, end_time: 'Selesai' })).toBe('08.00 WITA – selesai');
    expect(eventTimeText({ ...event, end_time: '' })).toBe('08.00 WITA');
    expect(eventTimeText({ ...event, time: '' })).toBe('');
  });

  it('gives its day with the weekday', () => {
    expect(eventDayText({ ...emptyEvent(), date: '2027-02-14' })).toBe('Minggu, 14 Februari 2027');
    expect(eventDayText(emptyEvent())).toBe('');
  });
});
