import { formatRupiah } from '@undangan/contracts';

export { formatRupiah };

/**
 * A price as the storefront shows it: 'Rp 179.000' with a non-breaking space, so a narrow phone
 * never breaks it into 'Rp' and '179.000' on two lines (a select's option cannot be told not to wrap).
 */
export function formatPrice(amount: number): string {
  return formatRupiah(amount).replace(' ', '\u00a0');
}

/** A date and time the Indonesian way, e.g. '22 November 2026 10.15'. */
export function formatDateTime(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return date.toLocaleString('id-ID', { dateStyle: 'long', timeStyle: 'short' });
}

/**
 * A date formatter made on its first use: making one loads the locale's data, which costs a phone
 * tens of milliseconds, and most pages that import this module show no date.
 */
export function dateFormat(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let made: Intl.DateTimeFormat | undefined;
  return (date) => (made ??= new Intl.DateTimeFormat('id-ID', options)).format(date);
}

// The shop keeps Jakarta's time (WIB): what it tells about an order (when the data was sent, the
// promise) is on Jakarta's clock and says so, whatever the clock of the phone that reads it.
const JAKARTA = 'Asia/Jakarta';
const JAKARTA_DATE = dateFormat({ day: 'numeric', month: 'long', year: 'numeric', timeZone: JAKARTA });
const CLOCK = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
const JAKARTA_CLOCK = dateFormat({ ...CLOCK, timeZone: JAKARTA });
const LOCAL_CLOCK = dateFormat(CLOCK);

function instant(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An instant on Jakarta's clock as the shop's emails write it: '27 November 2026 pukul 14.05 WIB'. */
export function formatJakartaDateTime(value: string | number | Date): string {
  const date = instant(value);
  return date ? `${JAKARTA_DATE(date)} pukul ${JAKARTA_CLOCK(date)} WIB` : String(value);
}

/** The time on this device's own clock, for what just happened on it: '14.05'. */
export function formatClock(value: string | number | Date): string {
  const date = instant(value);
  return date ? LOCAL_CLOCK(date) : String(value);
}
