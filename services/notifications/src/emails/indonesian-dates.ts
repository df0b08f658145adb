import { jakartaWallClock } from '@undangan/contracts';

const MONTHS = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
];

/** "27 November 2026 pukul 14.05 WIB": an instant on Jakarta's clock, as Indonesians write it. */
export function jakartaDateTime(instant: string): string {
  if (Number.isNaN(Date.parse(instant))) throw new RangeError(`Not an instant: ${instant}`);
  const [, year, month, day, hour, minute] = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(
    jakartaWallClock(instant),
  )!;
  return `${Number(day)} ${MONTHS[Number(month) - 1]} ${year} pukul ${hour}.${minute} WIB`;
}
