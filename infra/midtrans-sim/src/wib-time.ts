/** Midtrans writes times in Western Indonesian Time (UTC+7) without an offset: "2026-11-22 14:05:09". */
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

const pad = (n: number) => String(n).padStart(2, '0');

export function formatWib(date: Date): string {
  const d = new Date(date.getTime() + WIB_OFFSET_MS);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}

/** Snap's `expiry.start_time`, "yyyy-MM-dd HH:mm:ss +0700"; undefined when malformed or not a real date. */
export function parseStartTime(text: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2}) ([+-])(\d{2})(\d{2})$/.exec(text);
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number);
  const offsetMs = (m[7] === '-' ? -1 : 1) * (Number(m[8]) * 60 + Number(m[9])) * 60 * 1000;
  const local = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(local);
  const real =
    check.getUTCFullYear() === year &&
    check.getUTCMonth() === month - 1 &&
    check.getUTCDate() === day &&
    check.getUTCHours() === hour &&
    check.getUTCMinutes() === minute &&
    check.getUTCSeconds() === second;
  return real ? new Date(local - offsetMs) : undefined;
}
