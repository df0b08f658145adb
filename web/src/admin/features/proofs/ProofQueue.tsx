import { Link } from 'react-router-dom';
import { proofReviewLink } from '@/admin/config/paths';
import { orNa, rupiahOrNa, shortDateTimeOrNa, waitingText } from '@/admin/lib/format';
import type { ProofQueueState } from './api/get-proof-queue';

/** Manual payments waiting for a decision, oldest first: the one waiting longest is checked first. */
export function ProofQueue({ queue, error }: { queue: ProofQueueState | null; error: string }) {
  return (
    <section className="admin-panel" aria-labelledby="proof-queue-title" id="antrean">
      <div className="admin-page-head">
        <h3 id="proof-queue-title">Antrean bukti transfer</h3>
        {queue && (
          <span className="admin-muted" data-testid="proof-queue-count">
            {queue.count} menunggu keputusan
          </span>
        )}
      </div>
      {error ? (
        <p className="admin-error" role="alert">
          {error}
        </p>
      ) : !queue ? (
        <p className="admin-muted">Loading...</p>
      ) : queue.data.length === 0 ? (
        <p className="admin-muted">Tidak ada bukti transfer yang menunggu keputusan.</p>
      ) : (
        <div className="admin-table-wrap flat admin-proof-queue">
          <table className="admin-table" aria-label="Antrean bukti transfer, terlama dulu">
            <thead>
              <tr>
                <th scope="col">Order ID</th>
                <th scope="col" className="col-wide">
                  Pelanggan
                </th>
                <th scope="col" className="num col-wide">
                  Tagihan
                </th>
                <th scope="col" className="col-wide">
                  Dikirim
                </th>
                <th scope="col">
                  <span className="visually-hidden">Aksi</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {queue.data.map((p) => (
                <tr key={p.order_id} data-testid={`queue-row-${p.order_id}`}>
                  <td>
                    <span className="admin-order-id">{p.order_id}</span>
                    {p.proof_attached === false && (
                      <small className="admin-line-note admin-no-proof" data-testid="no-proof-badge">
                        Tanpa foto bukti
                      </small>
                    )}
                    <span className="admin-line-note narrow-only">{orNa(p.customer_name)}</span>
                    <span className="admin-line-note narrow-only nowrap">{rupiahOrNa(p.amount)}</span>
                    <span className="admin-line-note narrow-only">menunggu {waitingText(p.created_at)}</span>
                  </td>
                  <td className="col-wide">{orNa(p.customer_name)}</td>
                  <td className="num nowrap col-wide">{rupiahOrNa(p.amount)}</td>
                  <td className="col-wide">
                    {shortDateTimeOrNa(p.created_at)}
                    <small className="admin-line-note">menunggu {waitingText(p.created_at)}</small>
                  </td>
                  <td className="admin-actions-cell">
                    <div className="admin-row-actions">
                      <Link className="admin-button small" to={proofReviewLink(p.order_id)}>
                        Periksa
                      </Link>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
