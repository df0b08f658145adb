import type { Design } from '@undangan/contracts';

/** The catalogue's categories (PRODUCT.md section 4) other than weddings, in the customer's words. */
export const OCCASION_LABELS: Record<string, string> = {
  birthday: 'Ulang Tahun',
  baptism: 'Baptisan',
  Thanksgiving: 'Ucapan Syukur',
};

/** A design for another occasion than a wedding; a design without a known category counts as a wedding's. */
export function isOtherOccasion(design: Pick<Design, 'category'>): boolean {
  return Object.hasOwn(OCCASION_LABELS, design.category ?? '');
}
