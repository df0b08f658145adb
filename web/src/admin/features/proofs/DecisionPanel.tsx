import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ProofBadge } from '@/admin/components/StatusBadge';
import { orderLink, proofReviewLink, transactionLink } from '@/admin/config/paths';
import { proofStatusText } from '@/admin/lib/labels';
import { ProofNotice } from './ProofNotice';
import type { ProofReview } from './use-proof-review';

/** Approve or reject the loaded proof, and what the last decision did. */
export function DecisionPanel({ review, loaded }: { review: ProofReview; loaded: string }) {
  const { savedStatus, message, afterDecision, decided, next, busy, save } = review;
  const [reason, setReason] = useState('');
  return (
    <section className="admin-panel admin-decision" aria-labelledby="decision-title">
      <div className="admin-page-head">
        <h3 id="decision-title">Keputusan</h3>
        <span className="admin-decision-now">
          Sekarang: <ProofBadge status={savedStatus} />
        </span>
      </div>
      <p className="admin-field-note">{proofStatusText(savedStatus)?.meaning}</p>
      <ProofNotice message={message} at="decision" />
      {afterDecision && (
        <p className="admin-notice" data-testid="decision-result">
          {afterDecision}{' '}
          {savedStatus === 'rejected' ? (
            <Link to={transactionLink(loaded)}>Lihat transaksi</Link>
          ) : (
            <Link to={orderLink(loaded)}>Lihat pesanan</Link>
          )}
          {next && (
            <>
              {' · '}
              <Link to={proofReviewLink(next.order_id)}>Periksa bukti berikutnya</Link>
            </>
          )}
        </p>
      )}
      {decided && !afterDecision && (
        <p className="admin-muted">Keputusan bisa diubah kapan saja dengan tombol di bawah.</p>
      )}
      <div className="admin-decision-buttons">
        <div className="admin-decision-choice">
          <button
            type="button"
            className="admin-button approve"
            disabled={busy}
            onClick={() => void save('approved', 'decision')}
          >
            Setujui pembayaran
          </button>
          <small>
            Status bukti menjadi Disetujui: pembayaran dicatat lunas dan <strong>pesanan dibuat</strong> untuk
            dikerjakan.
          </small>
        </div>
        <div className="admin-decision-choice">
          <button
            type="button"
            className="admin-button danger"
            disabled={busy}
            onClick={() => void save('rejected', 'decision', reason)}
          >
            Tolak pembayaran
          </button>
          <small>Status bukti menjadi Ditolak: pembayaran ditolak dan pesanan tidak dikerjakan.</small>
          <label className="admin-decision-reason">
            <span>Alasan penolakan (opsional, dikirim ke pelanggan lewat email)</span>
            <textarea
              value={reason}
              maxLength={500}
              rows={2}
              placeholder="Contoh: Nominal transfer tidak sesuai dengan total pesanan."
              onChange={(event) => setReason(event.target.value.replace(/[\r\n]+/g, ' '))}
              disabled={busy}
            />
          </label>
        </div>
      </div>
    </section>
  );
}
