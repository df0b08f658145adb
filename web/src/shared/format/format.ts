export { formatRupiah } from '@undangan/contracts';

/** A date and time the Indonesian way, e.g. '22 November 2026 10.15'. */
export function formatDateTime(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return date.toLocaleString('id-ID', { dateStyle: 'long', timeStyle: 'short' });
}
