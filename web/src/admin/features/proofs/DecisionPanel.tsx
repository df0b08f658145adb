import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ProofBadge } from '@/admin/components/StatusBadge';
import { orderLink, proofReviewLink, paymentLink } from '@/admin/config/paths';
import { proofStatusText } from '@/admin/lib/labels';
import { ProofNotice } from './ProofNotice';
import type { ProofReview } from './use-proof-review';

/** Reasons an owner gives most often, one click each; any other can be typed. */
const REJECTION_REASONS = [
  'Nominal transfer tidak sesuai dengan total pesanan.',
  'Foto bukti transfer tidak terbaca.',
  'Transfer belum masuk ke rekening kami.',
] as const;

/** Approve or reject the loaded proof, and what the last decision did. */
export function DecisionPanel({ review, loaded }: { review: ProofReview; loaded: string }) {
  const { savedStatus, message, afterDecision, decided, next, busy, save, storedImage, file } = review;
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  // No picture of the transfer: approving it means the owner saw the money in the bank's statement.
  const withoutPicture = storedImage === null && file === null;
  const [sawMoney, setSawMoney] = useState(false);
  const [sawMoneyMissing, setSawMoneyMissing] = useState(false);

  const approve = () => {
    if (withoutPicture && !sawMoney) {
      setSawMoneyMissing(true);
      return;
    }
    void save('approved', 'decision');
  };

  // The couple reads the reason on their tracking page and in their email, then sends a new proof.
  const reject = () => {
    if (reason.trim() === '') {
      setReasonMissing(true);
      document.getElementById('decision-reason')?.focus();
      return;
    }
    void save('rejected', 'decision', reason.trim());
  };
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
            <Link to={paymentLink(loaded)}>Lihat transaksi</Link>
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
      {withoutPicture && (
        <p className="admin-warning" data-testid="no-proof-warning">
          Pelanggan mengirim konfirmasi <strong>tanpa foto bukti transfer</strong>. Setujui hanya bila uangnya
          sudah Anda lihat di mutasi rekening.
        </p>
      )}
      <div className="admin-decision-buttons">
        <div className="admin-decision-choice">
          {withoutPicture && (
            <label className="admin-check">
              <input
                type="checkbox"
                checked={sawMoney}
                disabled={busy}
                aria-invalid={sawMoneyMissing || undefined}
                aria-describedby={sawMoneyMissing ? 'saw-money-error' : undefined}
                onChange={(event) => {
                  setSawMoney(event.target.checked);
                  setSawMoneyMissing(false);
                }}
              />
              <span>Uang sudah saya lihat di mutasi rekening</span>
            </label>
          )}
          {sawMoneyMissing && (
            <p id="saw-money-error" className="admin-error" role="alert">
              Centang dahulu bahwa uangnya sudah Anda lihat di mutasi rekening.
            </p>
          )}
          <button type="button" className="admin-button approve" disabled={busy} onClick={approve}>
            Setujui pembayaran
          </button>
          <small>
            Status bukti menjadi Disetujui: pembayaran dicatat lunas dan <strong>pesanan dibuat</strong> untuk
            dikerjakan.
          </small>
        </div>
        <div className="admin-decision-choice">
          <label className="admin-decision-reason" htmlFor="decision-reason">
            <span>Alasan penolakan (wajib; dibaca pelanggan di email dan halaman Lacak Pesanan)</span>
          </label>
          <div className="admin-reason-presets" role="group" aria-label="Alasan yang sering dipakai">
            {REJECTION_REASONS.map((preset) => (
              <button
                key={preset}
                type="button"
                className="admin-reason-preset"
                aria-pressed={reason === preset}
                disabled={busy}
                onClick={() => {
                  setReason(preset);
                  setReasonMissing(false);
                }}
              >
                {preset}
              </button>
            ))}
          </div>
          <textarea
            id="decision-reason"
            className="admin-decision-reason__text"
            value={reason}
            maxLength={500}
            rows={2}
            placeholder="Atau tulis alasan Anda sendiri."
            aria-invalid={reasonMissing || undefined}
            aria-describedby={reasonMissing ? 'reason-error' : undefined}
            onChange={(event) => {
              setReason(event.target.value.replace(/[\r\n]+/g, ' '));
              setReasonMissing(false);
            }}
            disabled={busy}
          />
          {reasonMissing && (
            <p id="reason-error" className="admin-error" role="alert">
              Pilih atau tulis alasan penolakan agar pelanggan tahu apa yang harus diperbaiki.
            </p>
          )}
          <button type="button" className="admin-button danger" disabled={busy} onClick={reject}>
            Tolak pembayaran
          </button>
          <small>
            Status bukti menjadi Ditolak: pembayaran ditolak dan pelanggan diminta mengirim bukti transfer
            baru.
          </small>
        </div>
      </div>
    </section>
  );
}
