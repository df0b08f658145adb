import type { IndonesianTimeZone, PublishedInvitation } from '@undangan/contracts';
import { eventDayText, eventTimeText, endsOpen } from './indonesian-dates';
import { webAddress, withoutControls } from './html';
import { coupleNames, eventName } from './invitation-words';

// An invitation's events as calendars take them: one .ics file (RFC 5545) with every event, and
// a Google Calendar link per event. Both, and the page's countdown, read the hours from here.

/** An event as published: its kind, day, hours and zone checked (the couple's complete data). */
export type PublishedEvent = PublishedInvitation['data']['events'][number];

/** Hours ahead of UTC: Indonesia keeps no daylight saving. */
export const ZONE_OFFSET_HOURS: Record<IndonesianTimeZone, number> = { WIB: 7, WITA: 8, WIT: 9 };
/** How long an event without a fixed end is put in a calendar for. */
export const OPEN_EVENT_HOURS = 2;

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Minutes after midnight of '08:00' or '08.00'; null for anything else. */
function minutesOf(time: string): number | null {
  const match = /^(\d{1,2})[:.](\d{2})$/.exec(time.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** The instant a clock time of the event's day is, read in the event's zone. */
function instantOf(event: PublishedEvent, minutes: number): Date {
  const offset = ZONE_OFFSET_HOURS[event.time_zone] ?? ZONE_OFFSET_HOURS.WIB;
  return new Date(Date.parse(`${event.date}T00:00:00.000Z`) + minutes * 60 * 1000 - offset * HOUR_MS);
}

/** When the event starts. */
export function eventStartUtc(event: PublishedEvent): Date {
  return instantOf(event, minutesOf(event.time) ?? 0);
}

/**
 * When the event ends: its end time (the next day when that is not after the start, as a
 * reception until 01.00 is), or OPEN_EVENT_HOURS after the start when it has none or "selesai".
 */
export function eventEndUtc(event: PublishedEvent): Date {
  const start = eventStartUtc(event);
  const end = endsOpen(event.end_time) ? null : minutesOf(event.end_time);
  if (end === null) return new Date(start.getTime() + OPEN_EVENT_HOURS * HOUR_MS);
  const sameDay = instantOf(event, end);
  return sameDay.getTime() > start.getTime() ? sameDay : new Date(sameDay.getTime() + DAY_MS);
}

/**
 * The first event to start: what the cover's date and the countdown are about. Null only in a
 * couple's preview before they have written a whole event (a published page has at least one).
 */
export function firstEvent(invitation: PublishedInvitation): PublishedEvent | null {
  const [head, ...rest] = invitation.data.events;
  if (!head) return null;
  return rest.reduce(
    (first, event) => (eventStartUtc(event).getTime() < eventStartUtc(first).getTime() ? event : first),
    head,
  );
}

/** An instant in the calendars' UTC form: '20270213T010000Z'. */
export function utcStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** What an event is called in a calendar: 'Akad Nikah Raka & Laras'. */
const summaryOf = (event: PublishedEvent, invitation: PublishedInvitation) =>
  `${eventName(event)} ${coupleNames(invitation)}`;

const locationOf = (event: PublishedEvent) => `${event.venue}, ${event.address}`;

function detailsOf(event: PublishedEvent, invitation: PublishedInvitation, pageUrl: string): string {
  return (
    `Undangan pernikahan ${coupleNames(invitation)}: ${eventName(event)}, ` +
    `${eventDayText(event.date)} pukul ${eventTimeText(event)}.\nUndangan: ${pageUrl}`
  );
}

/** The link that opens Google Calendar with the event filled in. */
export function googleCalendarUrl(
  event: PublishedEvent,
  invitation: PublishedInvitation,
  pageUrl: string,
): string {
  const dates = `${utcStamp(eventStartUtc(event))}/${utcStamp(eventEndUtc(event))}`;
  return (
    'https://calendar.google.com/calendar/render?action=TEMPLATE' +
    `&text=${encodeURIComponent(summaryOf(event, invitation))}` +
    `&dates=${dates}` +
    `&details=${encodeURIComponent(detailsOf(event, invitation, pageUrl))}` +
    `&location=${encodeURIComponent(locationOf(event))}`
  );
}

/** A TEXT value as RFC 5545 writes it (3.3.11): backslash, semicolon, comma and line breaks escaped. */
export function icsText(value: string): string {
  return withoutControls(value)
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * A content line folded as RFC 5545 asks (3.1): no line longer than 75 octets, each continuation
 * starting with one space, never splitting a character's UTF-8 bytes.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // A continuation's leading space is one of its 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** Every event of the invitation in one calendar file, for the page's "Simpan ke Kalender". */
export function eventsIcs(invitation: PublishedInvitation, pageUrl: string): string {
  const stamp = Date.parse(invitation.published_at);
  const dtstamp = utcStamp(new Date(Number.isNaN(stamp) ? 0 : stamp));
  const url = webAddress(pageUrl);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Undangan//Undangan Pernikahan//ID',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...invitation.data.events.flatMap((event, index) => [
      'BEGIN:VEVENT',
      // Stable per invitation and event, so importing the file again updates rather than copies.
      `UID:${icsText(`${invitation.client_id}-${index + 1}@undangan`)}`,
      `SEQUENCE:${invitation.version}`,
      `DTSTAMP:${dtstamp}`,
      `DTSTART:${utcStamp(eventStartUtc(event))}`,
      `DTEND:${utcStamp(eventEndUtc(event))}`,
      `SUMMARY:${icsText(summaryOf(event, invitation))}`,
      `LOCATION:${icsText(locationOf(event))}`,
      `DESCRIPTION:${icsText(detailsOf(event, invitation, pageUrl))}`,
      ...(url ? [`URL:${url}`] : []),
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
