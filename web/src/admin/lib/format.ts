import { formatDateTime, formatRupiah } from '../../shared/format/format';

export { formatDateTime, formatRupiah };

const NOT_AVAILABLE = 'N/A';

/** A value for a table cell: 'N/A' when missing (SPEC section 2). */
export function orNa(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? NOT_AVAILABLE : String(value);
}

export function rupiahOrNa(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? formatRupiah(value) : NOT_AVAILABLE;
}

export function dateTimeOrNa(value: string | null | undefined): string {
  return value ? formatDateTime(value) : NOT_AVAILABLE;
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
