// No zod here: the storefront formats prices on its first pages (rupiahSchema is in money-schema.ts).

/** Money is an integer number of rupiah everywhere. */
export function isRupiah(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** 'Rp 150.000': Indonesian thousands separators. */
export function formatRupiah(amount: number): string {
  const digits = Math.trunc(Math.abs(amount))
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${amount < 0 ? '-' : ''}Rp ${digits}`;
}

/** The referral discount: floor(subtotal * pct / 100), never more than the subtotal. */
export function referralDiscount(subtotal: number, percentage: number): number {
  if (subtotal <= 0 || percentage <= 0) return 0;
  return Math.min(subtotal, Math.floor((subtotal * percentage) / 100));
}
