import { formatDateTime, formatRupiah } from '@/shared/format/format';

export { formatDateTime, formatRupiah };

const NOT_AVAILABLE = 'N/A';

/** A value for a table cell: 'N/A' when missing (PRODUCT.md section 2). */
export function orNa(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? NOT_AVAILABLE : String(value);
}

export function rupiahOrNa(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? formatRupiah(value) : NOT_AVAILABLE;
}

export function dateTimeOrNa(value: string | null | undefined): string {
  return value ? formatDateTime(value) : NOT_AVAILABLE;
}

/** A date and time short enough for a table cell, the Indonesian way: '23 Nov 2026, 18.54'. */
export function shortDateTimeOrNa(value: string | null | undefined): string {
  const parts = dateAndTime(value);
  return parts ? `${parts.date}, ${parts.time}` : value || NOT_AVAILABLE;
}

/** The day ('23 Nov 2026') and the time ('18.54') apart, for a cell that may put them on two lines. */
export function dateAndTime(value: string | null | undefined): { date: string; time: string } | null {
  const at = value ? new Date(value) : null;
  if (!at || Number.isNaN(at.getTime())) return null;
  return {
    date: at.toLocaleDateString('id-ID', { day: 'numeric', month: 'short', year: 'numeric' }),
    time: at.toLocaleTimeString('id-ID', { hour: '2-digit', minute: '2-digit' }),
  };
}

/** 'YYYY-MM' as the long Indonesian month and year, e.g. 'November 2026'. */
export function monthName(month: string): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  return new Date(Date.UTC(year, number - 1, 1)).toLocaleDateString('id-ID', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The add-on list of an order: a JSON list shown comma-joined, anything else as it is. */
export function addonText(addon: string): string {
  try {
    const parsed: unknown = JSON.parse(addon);
    if (Array.isArray(parsed)) return parsed.map(String).join(', ');
  } catch {
    // Not JSON: shown as it is.
  }
  return addon;
}

/** How long something has waited, in words: 'kurang dari 1 jam', '5 jam', '3 hari'. */
export function waitingText(since: string, now = Date.now()): string {
  const hours = Math.floor((now - Date.parse(since)) / 3_600_000);
  if (!Number.isFinite(hours) || hours < 1) return 'kurang dari 1 jam';
  if (hours < 24) return `${hours} jam`;
  return `${Math.floor(hours / 24)} hari`;
}
