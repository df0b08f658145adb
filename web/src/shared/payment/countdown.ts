/**
 * The pending page's expiry countdown (PRODUCT.md section 9). The provider writes expiry times as
 * 'YYYY-MM-DD HH:mm:ss' in Western Indonesia Time without an offset; the browser reads such a
 * text as its own local time, so the current time is moved by the browser's offset plus 7 hours
 * to compare like with like wherever the customer is. A time that names its zone (ISO 8601 with
 * Z or an offset) is an exact instant and needs no shift.
 */
export const WIB_SHIFT_MS = 25_200_000;

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;
const WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/** The instant a wall-clock text denotes when read as the browser's local time. */
export function readAsLocalTime(text: string, timezoneOffsetMinutes: number): number | null {
  const match = WALL_CLOCK.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  const wallAsUtc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0));
  return wallAsUtc + timezoneOffsetMinutes * 60_000;
}

/** Milliseconds left until `expiryTime`; `timezoneOffsetMinutes` is Date#getTimezoneOffset(). */
export function remainingMs(expiryTime: string, nowMs: number, timezoneOffsetMinutes: number): number {
  const text = expiryTime.trim();
  if (WITH_ZONE.test(text)) {
    const instant = Date.parse(text);
    return Number.isNaN(instant) ? 0 : Math.max(0, instant - nowMs);
  }
  const expiry = readAsLocalTime(text, timezoneOffsetMinutes);
  if (expiry === null) return 0;
  const adjustedNow = nowMs + timezoneOffsetMinutes * 60_000 + WIB_SHIFT_MS;
  return Math.max(0, expiry - adjustedNow);
}

export const TIME_UP = 'Waktu habis';

export function formatCountdown(ms: number): string {
  if (ms <= 0) return TIME_UP;
  const total = Math.floor(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return `${hours} jam ${minutes} menit ${seconds} detik`;
}
