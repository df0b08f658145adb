import { emailStatusText } from '@/admin/lib/email-words';
import { paymentStatusText, proofStatusText, workStatusText } from '@/admin/lib/labels';

/** PRODUCT.md section 2's badge classes; every other status is styled 'unknown'. */
const SPEC_CLASSES = new Set(['pending', 'paid', 'expired', 'rejected']);

/**
 * A payment status badge: classes pending, paid, expired, rejected, anything else 'unknown'
 * (PRODUCT.md section 2); the text is the status's Indonesian name, its meaning in the tooltip.
 */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const kind = status && SPEC_CLASSES.has(status) ? status : 'unknown';
  const text = paymentStatusText(status);
  return (
    <span className={`status-badge ${kind}`} data-status={status || undefined} title={text?.meaning}>
      {text?.label ?? (status || 'N/A')}
    </span>
  );
}

/** The work on an order: Belum dikerjakan, Sedang dikerjakan, Selesai. */
export function WorkBadge({ status }: { status: string }) {
  const text = workStatusText(status);
  return (
    <span className={`work-badge work-${status}`} title={text?.meaning}>
      {text?.label ?? status}
    </span>
  );
}

/** A payment proof's decision: Menunggu diperiksa, Disetujui, Lunas, Ditolak. */
export function ProofBadge({ status }: { status: string }) {
  const text = proofStatusText(status);
  return (
    <span className={`proof-badge proof-${status}`} title={text?.meaning}>
      {text?.label ?? status}
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

/** Where an email stands: Terkirim, Menunggu, Gagal, Alamat ditolak. */
export function EmailBadge({ status }: { status: string }) {
  const text = emailStatusText(status);
  return (
    <span className={`email-badge email-${status}`} title={text?.meaning}>
      {text?.label ?? status}
    </span>
  );
}
