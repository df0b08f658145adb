import type { OrderPromise } from '@undangan/contracts';
import { formatJakartaClock, formatJakartaDay } from '@/shared/format/format';

/** What a late order is told: politely, and what happens next. */
export const LATE_NOTICE = 'Pengerjaan melewati tanggal yang dijanjikan; tim kami akan menghubungi Anda.';

/**
 * When the invitation is promised, as the couple reads it: the FAQ's window for a regular order
 * ('antara Kamis, 7 Januari 2027 dan Selasa, 12 Januari 2027'), the last day for Express, and the
 * hour as well for One Day Service, whose 24 hours may end on any hour.
 */
export function promiseWindow(promise: OrderPromise): string {
  if (promise.speed === 'one-day')
    return `paling lambat ${formatJakartaDay(promise.due_at)} pukul ${formatJakartaClock(promise.due_at)} WIB`;
  if (promise.speed === 'regular' && promise.earliest_at)
    return `antara ${formatJakartaDay(promise.earliest_at)} dan ${formatJakartaDay(promise.due_at)}`;
  return `paling lambat ${formatJakartaDay(promise.due_at)}`;
}

/** The same as a sentence: 'Undangan Anda kami selesaikan antara ... dan ....' */
export function promiseSentence(promise: OrderPromise): string {
  return `Undangan Anda kami selesaikan ${promiseWindow(promise)}.`;
}
