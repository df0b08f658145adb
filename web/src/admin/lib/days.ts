/** Calendar days as the address keeps them (yyyy-mm-dd, in the admin's time zone). */

export interface DayRange {
  startDate: Date;
  endDate: Date;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A date as yyyy-mm-dd in the browser's time zone. */
export function dayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** yyyy-mm-dd as that day's local midnight; undefined when it is not a real day. */
export function parseDay(text: string): Date | undefined {
  const match = DAY.exec(text);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
    ? date
    : undefined;
}

/** The days in an address (from, to), when both are real days in order. */
export function rangeFromDays(from: string, to: string): DayRange | undefined {
  const startDate = parseDay(from);
  const endDate = parseDay(to);
  return startDate && endDate && startDate <= endDate ? { startDate, endDate } : undefined;
}

/** The instants a range of calendar days covers, in the browser's time zone. */
export function dayRangeBounds(range: DayRange): { start: Date; end: Date } {
  const start = new Date(range.startDate);
  start.setHours(0, 0, 0, 0);
  const end = new Date(range.endDate);
  end.setHours(23, 59, 59, 999);
  return { start, end };
}

const shortDay = (date: Date) =>
  date.toLocaleDateString('id-ID', { day: 'numeric', month: 'short', year: 'numeric' });

/** A range the Indonesian way: '3 Nov 2026' or '1 Nov 2026 – 30 Nov 2026'. */
export function rangeText(range: DayRange): string {
  const start = shortDay(range.startDate);
  const end = shortDay(range.endDate);
  return start === end ? start : `${start} – ${end}`;
}
