import { JAKARTA_OFFSET_MS, jakartaDay } from './jakarta-time';

/**
 * The date an order's invitation is promised for, from the moment the couple's data is complete
 * (PRODUCT.md section 9: 4 to 7 working days, Express 2 days, One Day Service 24 hours). Pure: the
 * caller passes the holidays the admin keeps.
 *
 * The rules, in the shop's time (Jakarta, WIB):
 * - A working day is a Jakarta calendar day, Monday to Friday, that is not in the holiday list.
 * - The day the data is completed is day 0, whatever the hour and whether or not it is a working
 *   day: the N working days are the first N working days after it. Data completed on Friday
 *   evening and on Saturday morning count from the same Monday.
 * - The promise is the end of the Nth working day, 23:59:59.999 in Jakarta: the team has that
 *   whole day, and a couple reads "Selasa, 9 Desember" without an hour to argue about.
 * - Regular: N = 7, and the FAQ's "4 to 7" gives `earliest`, the end of the 4th working day.
 *   Express: N = 2, no window (`earliest` null).
 * - One Day Service: exactly 24 hours after the data is complete; nights, weekends and holidays
 *   do not stop it, since that is what "24 Jam" says to a couple.
 */

/** How fast an order is made, from the add-ons bought with it. */
export const ORDER_SPEEDS = ['regular', 'express', 'one-day'] as const;
export type OrderSpeed = (typeof ORDER_SPEEDS)[number];

/** The working days promised, for the speeds counted in working days. */
export const WORKING_DAYS_PROMISED = { regular: 7, express: 2 } as const;
/** Where the regular window ("4 to 7") opens. */
export const REGULAR_EARLIEST_WORKING_DAYS = 4;
export const ONE_DAY_SERVICE_MS = 24 * 3600 * 1000;

export interface PromiseRequest {
  /** When the couple's invitation data became complete. */
  completedAt: Date;
  speed: OrderSpeed;
  /** Holidays as Jakarta calendar days, YYYY-MM-DD. */
  holidays: readonly string[];
}

export interface PromisedDate {
  /** The promise: the order is late after this instant. */
  due: Date;
  /** The start of the window the FAQ names ("4 to 7 working days"); null when one date is promised. */
  earliest: Date | null;
}

const DAY_MS = 24 * 3600 * 1000;

/** The Jakarta calendar day after `day` (both YYYY-MM-DD). */
function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** Monday to Friday, and not a holiday. */
export function isWorkingDay(day: string, holidays: ReadonlySet<string>): boolean {
  const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(day);
}

/** The last instant of a Jakarta calendar day: 23:59:59.999 WIB. */
export function endOfJakartaDay(day: string): Date {
  return new Date(Date.parse(`${nextDay(day)}T00:00:00.000Z`) - JAKARTA_OFFSET_MS - 1);
}

/** The Nth working day after `day` (n >= 1); `day` itself never counts. */
function nthWorkingDayAfter(day: string, n: number, holidays: ReadonlySet<string>): string {
  let current = day;
  // Ends: each pass moves one day on, and only weekends and the finitely many holidays are skipped.
  for (let counted = 0; counted < n;) {
    current = nextDay(current);
    if (isWorkingDay(current, holidays)) counted++;
  }
  return current;
}

/**
 * The working days in (from, to], both Jakarta calendar days: how many of them lie after `from`
 * up to and including `to`; 0 when `to` is not after `from`.
 */
export function workingDaysBetween(from: string, to: string, holidays: readonly string[]): number {
  const holidaySet = new Set(holidays);
  let count = 0;
  for (let day = nextDay(from); day <= to; day = nextDay(day)) if (isWorkingDay(day, holidaySet)) count++;
  return count;
}

/** The promise for an order whose data was completed at `completedAt` (the rules above). */
export function promisedDate({ completedAt, speed, holidays }: PromiseRequest): PromisedDate {
  if (Number.isNaN(completedAt.getTime())) throw new RangeError('promisedDate: completedAt is not a date');
  if (speed === 'one-day')
    return { due: new Date(completedAt.getTime() + ONE_DAY_SERVICE_MS), earliest: null };
  const holidaySet = new Set(holidays);
  const dayZero = jakartaDay(completedAt).date;
  const endOfWorkingDay = (n: number) => endOfJakartaDay(nthWorkingDayAfter(dayZero, n, holidaySet));
  return {
    due: endOfWorkingDay(WORKING_DAYS_PROMISED[speed]),
    earliest: speed === 'regular' ? endOfWorkingDay(REGULAR_EARLIEST_WORKING_DAYS) : null,
  };
}

/** Late once the promise has passed; at `due` itself the order is still on time. */
export function isLate(due: Date, now: Date): boolean {
  return now.getTime() > due.getTime();
}

/**
 * The speed an order's add-ons buy, by their names as the order keeps them (the names at the time
 * of purchase; an add-on's id is the admin's to choose and may be given to another add-on after a
 * delete, so it says less about what was bought). A name is read lower-cased with every run of
 * other characters as one space: one containing "one day" is One Day Service, one with the word
 * "express" is Express, so "Express 2 Hari" and "One Day Service (24 Jam)" are found however the
 * admin adds to them. Both bought: the faster wins.
 */
export function speedOfAddons(names: readonly string[]): OrderSpeed {
  const words = names.map((name) => ` ${name.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `);
  if (words.some((name) => name.includes(' one day '))) return 'one-day';
  if (words.some((name) => name.includes(' express '))) return 'express';
  return 'regular';
}

/**
 * The promise made for an order, once its data is complete. Its schema is in ordering.ts, so
 * that the pages reading only these rules load no zod.
 */
export interface OrderPromise {
  speed: OrderSpeed;
  due_at: string;
  earliest_at: string | null;
}

/** A promised day in Jakarta, as a couple reads it: 'Selasa, 8 Desember 2026'. */
export function promisedDayText(at: string | Date): string {
  return new Date(at).toLocaleDateString('id-ID', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Jakarta',
  });
}

/**
 * The promise in words, after "Undangan Anda selesai ...": a window for the regular speed, a
 * last day for Express, a last hour for One Day Service.
 */
export function promiseText(promise: OrderPromise): string {
  if (promise.speed === 'one-day') {
    const hour = new Date(promise.due_at).toLocaleTimeString('id-ID', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Asia/Jakarta',
    });
    return `paling lambat ${promisedDayText(promise.due_at)} pukul ${hour} WIB`;
  }
  if (promise.earliest_at)
    return `antara ${promisedDayText(promise.earliest_at)} dan ${promisedDayText(promise.due_at)}`;
  return `paling lambat ${promisedDayText(promise.due_at)}`;
}
