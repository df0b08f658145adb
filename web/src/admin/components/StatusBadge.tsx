/** SPEC section 2's badge classes; every other status is styled 'unknown'. */
const SPEC_CLASSES = new Set(['pending', 'paid', 'expired', 'rejected']);

/**
 * Indonesian names of the statuses beyond SPEC's four, whose badges show the status as it is.
 * The money-back ones say that money that had come in went back.
 */
const LABELS: Record<string, string> = {
  failed: 'Gagal',
  refunded: 'Dikembalikan',
  partially_refunded: 'Dikembalikan sebagian',
  charged_back: 'Ditarik bank',
  reversed: 'Dibatalkan bank',
};

/** A payment status badge: pending, paid, expired, rejected, anything else 'unknown' (SPEC section 2). */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const kind = status && SPEC_CLASSES.has(status) ? status : 'unknown';
  const label = (status && LABELS[status]) || status || 'N/A';
  return (
    <span className={`status-badge ${kind}`} data-status={status || undefined} title={status || undefined}>
      {label}
    </span>
  );
}

/** Marks a payment whose money came in after the shop had closed it as failed or expired. */
export function LateBadge() {
  return (
    <span
      className="status-note late"
      title="Uang masuk setelah transaksi ditutup sebagai gagal atau kedaluwarsa"
    >
      Dibayar terlambat
    </span>
  );
}
