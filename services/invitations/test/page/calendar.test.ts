import { describe, expect, it } from '@jest/globals';
import {
  type PublishedEvent,
  eventEndUtc,
  eventStartUtc,
  eventsIcs,
  foldLine,
  googleCalendarUrl,
  icsText,
} from '../../src/page/calendar';
import { sampleInvitation } from './sample-invitation';

const PAGE = 'https://undangan.example/rizky-anisa?tamu=7f3a9c';
const [AKAD, RESEPSI] = sampleInvitation().data.events;
const event = (changes: Partial<PublishedEvent>): PublishedEvent => ({ ...AKAD, ...changes });

/** The calendar's logical lines: folds joined back (RFC 5545 3.1). */
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('event times', () => {
  it.each([
    ['WIB', '2027-02-13T01:00:00.000Z'],
    ['WITA', '2027-02-13T00:00:00.000Z'],
    ['WIT', '2027-02-12T23:00:00.000Z'],
  ] as const)('08:00 %s starts at %s', (time_zone, utc) => {
    expect(eventStartUtc(event({ time_zone })).toISOString()).toBe(utc);
  });

  it('reads "08.00" as "08:00"', () => {
    expect(eventStartUtc(event({ time: '08.00' }))).toEqual(eventStartUtc(event({ time: '08:00' })));
  });

  it('ends at its end time, on the next day when that is not after the start', () => {
    expect(eventEndUtc(event({ end_time: '10:00', time_zone: 'WITA' })).toISOString()).toBe(
      '2027-02-13T02:00:00.000Z',
    );
    expect(eventEndUtc(event({ time: '19:00', end_time: '01.00' })).toISOString()).toBe(
      '2027-02-13T18:00:00.000Z',
    );
  });

  it('is put in for two hours when it has no fixed end', () => {
    for (const end_time of ['', 'selesai', 'Selesai'])
      expect(eventEndUtc(event({ end_time })).toISOString()).toBe('2027-02-13T03:00:00.000Z');
  });
});

describe('the calendar file', () => {
  const ics = eventsIcs(sampleInvitation(), PAGE);
  const lines = unfold(ics);

  it('is one VCALENDAR, its lines ended by CRLF and none longer than 75 octets', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(ics.endsWith('\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((line) => line === 'END:VEVENT')).toHaveLength(2);
  });

  it('holds each event in UTC, named by its kind and the couple', () => {
    expect(lines).toEqual(
      expect.arrayContaining([
        'UID:rizky-anisa-1@undangan',
        'UID:rizky-anisa-2@undangan',
        'DTSTAMP:20270110T031500Z',
        'DTSTART:20270213T010000Z',
        'DTEND:20270213T030000Z',
        'DTSTART:20270213T040000Z',
        'DTEND:20270213T060000Z',
        'SUMMARY:Akad Nikah Rizky & Anisa',
        'SUMMARY:Resepsi Rizky & Anisa',
        'LOCATION:Masjid Agung Al-Azhar\\, Jl. Sisingamangaraja No. 1\\, Selong\\, Kebayoran Baru\\, Jakarta Selatan',
        `URL:${PAGE}`,
      ]),
    );
    const description = lines.find((line) => line.startsWith('DESCRIPTION:'));
    expect(description).toBe(
      'DESCRIPTION:Undangan pernikahan Rizky & Anisa: Akad Nikah\\, Sabtu\\, 13 Februari 2027 pukul ' +
        `08.00 – 10.00 WIB.\\nUndangan: ${PAGE}`,
    );
  });

  it("keeps each event's UID from one publishing to the next", () => {
    const again = unfold(
      eventsIcs(sampleInvitation({ version: 4, published_at: '2027-01-20T00:00:00.000Z' }), PAGE),
    );
    const uids = (all: string[]) => all.filter((line) => line.startsWith('UID:'));
    expect(uids(again)).toEqual(uids(lines));
    expect(again).toContain('SEQUENCE:4');
  });

  it("escapes backslashes, semicolons, commas and line breaks of the couple's text", () => {
    const invitation = sampleInvitation();
    const tricky = {
      ...invitation,
      data: {
        ...invitation.data,
        events: [event({ venue: 'Aula; Lt. 2, "Utama" \\ Timur', address: 'Jl. Mawar\r\nNo. 5\nBlok C' })],
      },
    };
    expect(unfold(eventsIcs(tricky, PAGE))).toContain(
      'LOCATION:Aula\\; Lt. 2\\, "Utama" \\\\ Timur\\, Jl. Mawar\\nNo. 5\\nBlok C',
    );
    expect(icsText('a\u0000b\u0007c\td')).toBe('abc\td');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `LOCATION:${'Gedung Serbaguna Keluarga Besar ❤ Pernikahan Bahagia é '.repeat(4)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    for (const [i, part] of parts.entries()) {
      expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
      if (i > 0) expect(part.startsWith(' ')).toBe(true);
      expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part);
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    const emoji = foldLine(`X:${'😀'.repeat(40)}`);
    expect(emoji).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    expect(emoji.replace(/\r\n /g, '')).toBe(`X:${'😀'.repeat(40)}`);
  });
});

describe('the Google Calendar link', () => {
  it('fills in the event in UTC, with the page and the place', () => {
    const url = new URL(googleCalendarUrl(RESEPSI, sampleInvitation(), PAGE));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Resepsi Rizky & Anisa');
    expect(url.searchParams.get('dates')).toBe('20270213T040000Z/20270213T060000Z');
    expect(url.searchParams.get('location')).toBe(`${RESEPSI.venue}, ${RESEPSI.address}`);
    expect(url.searchParams.get('details')).toContain(PAGE);
  });

  it.each([
    ['WITA', '16:00', '19:00', '20270213T080000Z/20270213T110000Z'],
    ['WIT', '09:00', 'selesai', '20270213T000000Z/20270213T020000Z'],
  ] as const)('writes %s hours in UTC', (time_zone, time, end_time, dates) => {
    const url = new URL(googleCalendarUrl(event({ time_zone, time, end_time }), sampleInvitation(), PAGE));
    expect(url.searchParams.get('dates')).toBe(dates);
  });
});
