export { isOtherOccasion } from '@undangan/contracts';

/** The catalogue's categories (PRODUCT.md section 4) other than weddings, in the customer's words. */
export const OCCASION_LABELS: Record<string, string> = {
  birthday: 'Ulang Tahun',
  baptism: 'Baptisan',
  Thanksgiving: 'Ucapan Syukur',
};
