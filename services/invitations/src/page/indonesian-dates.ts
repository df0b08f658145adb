import { type InvitationEvent, JAKARTA_OFFSET_MS, promisedDayText } from '@undangan/contracts';

// Dates and hours as an invitation prints them. The day's words come from the shop's own
// Indonesian day format (contracts' promisedDayText), so the page and the shop say a day alike.

/** An event's day, 'YYYY-MM-DD', in words: 'Sabtu, 13 Februari 2027'. */
export function eventDayText(date: string): string {
  // The day began at midnight Jakarta; read in Jakarta it is the same calendar day in every zone.
  return promisedDayText(new Date(Date.parse(`${date}T00:00:00.000Z`) - JAKARTA_OFFSET_MS));
}

/** A clock time as Indonesian writes it: '08:00' and '08.00' are both '08.00'. */
export function clockText(time: string): string {
  return time.trim().replace(':', '.');
}

/** True when the couple wrote that the event has no fixed end. */
export const endsOpen = (endTime: string): boolean => endTime.trim().toLowerCase() === 'selesai';

/**
 * An event's hours: '08.00 – 10.00 WIB', '19.00 WIB – selesai' when it has no fixed end, or
 * '08.00 WIB' when no end is given.
 */
export function eventTimeText(event: Pick<InvitationEvent, 'time' | 'end_time' | 'time_zone'>): string {
  const start = clockText(event.time);
  const zone = event.time_zone;
  if (endsOpen(event.end_time)) return `${start} ${zone} – selesai`;
  if (event.end_time.trim() === '') return `${start} ${zone}`;
  return `${start} – ${clockText(event.end_time)} ${zone}`;
}

/** The day a guest's wish was sent, in Jakarta: '3 Januari 2027'. */
export function wishDayText(instant: string): string {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return '';
  return at.toLocaleDateString('id-ID', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Jakarta',
  });
}
