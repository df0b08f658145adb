import { z } from 'zod';
import { requiredText } from './validation';

// The holidays the admin keeps: days that are not working days for the promised date
// (promised-date.ts), each a Jakarta calendar day with a name.

const DAY_INVALID = 'Tanggal harus berupa tanggal yang valid dengan format YYYY-MM-DD.';
/** A holiday list covers the years the shop works in; PostgreSQL's own range is far wider. */
export const HOLIDAY_YEARS = { first: 2000, last: 2099 } as const;

/** True for a day the calendar has: '2026-02-30' is read by Date as 2 March, and refused here. */
function isCalendarDay(day: string): boolean {
  const at = new Date(`${day}T00:00:00.000Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === day;
}

/** A real calendar day, YYYY-MM-DD (no 30 February), within HOLIDAY_YEARS. */
export const holidayDaySchema = z
  .string({ error: 'Tanggal wajib diisi.' })
  .min(1, { error: 'Tanggal wajib diisi.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: DAY_INVALID })
  .refine(isCalendarDay, { error: DAY_INVALID })
  .refine(
    (day) => {
      const year = Number(day.slice(0, 4));
      return year >= HOLIDAY_YEARS.first && year <= HOLIDAY_YEARS.last;
    },
    { error: `Tanggal harus antara tahun ${HOLIDAY_YEARS.first} dan ${HOLIDAY_YEARS.last}.` },
  );

export const holidayInputSchema = z.object({
  day: holidayDaySchema,
  name: requiredText('Nama hari libur', 100),
});
export type HolidayInput = z.output<typeof holidayInputSchema>;

export const holidaySchema = z.object({
  /** The Jakarta calendar day, YYYY-MM-DD. */
  day: z.string(),
  name: z.string(),
  created_at: z.string(),
});
export type Holiday = z.infer<typeof holidaySchema>;

/** A calendar day (YYYY-MM-DD) as the admin reads it: 'Jumat, 25 Desember 2026'. */
export function calendarDayText(day: string): string {
  const at = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(at.getTime())) return day;
  return at.toLocaleDateString('id-ID', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export const HOLIDAY_MESSAGES = {
  exists: (day: string) => `${calendarDayText(day)} sudah terdaftar sebagai hari libur.`,
  notFound: 'Hari libur pada tanggal tersebut tidak ditemukan.',
} as const;
