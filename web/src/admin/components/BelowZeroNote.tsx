/**
 * Why a net revenue figure is below zero: Midtrans reported more money back than came in (a refund
 * and then a chargeback of the same money), and the shop counts it as reported (docs/PAYMENTS.md).
 * Nothing is shown for a figure of zero or more.
 */
export const BELOW_ZERO_NOTE =
  'Dana yang dikembalikan melebihi pembayaran yang masuk, misalnya refund yang kemudian juga ' +
  'di-chargeback oleh bank. Angka ini dicatat sesuai laporan Midtrans.';

export function BelowZeroNote({
  amount,
  className = 'admin-field-note',
}: {
  amount: number;
  className?: string;
}) {
  if (!(amount < 0)) return null;
  return (
    <small className={`${className} admin-below-zero-note`} role="note" data-testid="below-zero-note">
      {BELOW_ZERO_NOTE}
    </small>
  );
}

/** The class of a net figure: below zero it is marked, so it is not read as income. */
export function netClass(amount: number): string {
  return amount < 0 ? 'admin-below-zero' : '';
}
