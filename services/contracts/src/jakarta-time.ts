/** The shop keeps Jakarta's time (WIB): UTC+7 all year, without daylight saving. */
export const JAKARTA_OFFSET_MS = 7 * 3600 * 1000;

/** An instant as Jakarta's wall clock, "yyyy-MM-ddTHH:mm:ss.sss" (no zone). */
export function jakartaWallClock(instant: Date | string | number): string {
  const time =
    instant instanceof Date ? instant.getTime() : typeof instant === 'string' ? Date.parse(instant) : instant;
  return new Date(time + JAKARTA_OFFSET_MS).toISOString().slice(0, 23);
}

/** The Jakarta calendar month of an instant, as YYYY-MM. */
export function jakartaMonth(instant: Date | string): string {
  return jakartaWallClock(instant).slice(0, 7);
}

/** The Jakarta calendar day of an instant (YYYY-MM-DD) and the instant that day began. */
export function jakartaDay(instant: Date): { date: string; start: Date } {
  const date = jakartaWallClock(instant).slice(0, 10);
  return { date, start: new Date(Date.parse(`${date}T00:00:00.000Z`) - JAKARTA_OFFSET_MS) };
}
