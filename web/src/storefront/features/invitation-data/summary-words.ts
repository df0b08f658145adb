import { calendarDayText, EVENT_KIND_NAMES, type InvitationEvent } from '@undangan/contracts';

/** An event's name as the invitation prints it: the kind, or the couple's own name for another kind. */
export function eventTitle(event: InvitationEvent, index: number): string {
  if (event.kind === 'lainnya' && event.title.trim()) return event.title.trim();
  return event.kind ? EVENT_KIND_NAMES[event.kind] : `Acara ${index + 1}`;
}

/** '08.00 – 11.00 WIB', or '19.00 WIB – selesai': the clock the Indonesian way, with its zone. */
export function eventTimeText(event: InvitationEvent): string {
  const clock = (text: string) => text.trim().replace(':', '.');
  const zone = event.time_zone ? ` ${event.time_zone}` : '';
  const start = clock(event.time);
  const end = event.end_time.trim();
  if (!start) return '';
  if (!end) return `${start}${zone}`;
  if (end.toLowerCase() === 'selesai') return `${start}${zone} – selesai`;
  return `${start} – ${clock(end)}${zone}`;
}

/** The event's day with its weekday: 'Minggu, 14 Februari 2027'. */
export function eventDayText(event: InvitationEvent): string {
  return event.date ? calendarDayText(event.date) : '';
}
