import { TrashIcon } from '@/shared/ui/icons';
import { ProofNotice } from './ProofNotice';
import { TEXT } from './proof-review-text';
import type { ProofReview } from './use-proof-review';

/** Deleting the proof of the order id in the box, after a confirmation in the page. */
export function DeleteProofSection({ review }: { review: ProofReview }) {
  const { confirmingDelete, cancelDelete, askDelete, remove, busy, message } = review;
  return (
    <section className="admin-danger-zone" aria-labelledby="proof-delete-title">
      <h3 id="proof-delete-title">Hapus bukti</h3>
      <p className="admin-muted">
        Data bukti dan gambarnya untuk Order ID di atas dihapus permanen. Pembayaran dan pesanan tidak
        berubah.
      </p>
      {confirmingDelete ? (
        <div className="admin-confirm" role="alertdialog" aria-labelledby="proof-delete-question">
          <p id="proof-delete-question">{TEXT.confirmDelete}</p>
          <div className="admin-inline">
            <button
              type="button"
              className="admin-button danger"
              disabled={busy}
              onClick={() => void remove()}
            >
              Ya, hapus permanen
            </button>
            <button type="button" className="admin-button secondary" disabled={busy} onClick={cancelDelete}>
              Batal
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="admin-button danger-outline" disabled={busy} onClick={askDelete}>
          <TrashIcon size={18} />
          Hapus data
        </button>
      )}
      <ProofNotice message={message} at="delete" />
    </section>
  );
}
