const KNOWN = new Set(['pending', 'paid', 'expired', 'rejected']);

/** A payment status badge: pending, paid, expired, rejected, anything else 'unknown' (SPEC section 2). */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const kind = status && KNOWN.has(status) ? status : 'unknown';
  return <span className={`status-badge ${kind}`}>{status || 'N/A'}</span>;
}
