import type { AdminPaymentDetail } from '@undangan/contracts';
import { MenuIcon } from '../../app/menu-icons';
import { uploadProofLink } from '../../app/admin-paths';
import { LateBadge, StatusBadge } from '../../components/StatusBadge';
import { dateTimeOrNa, orNa, rupiahOrNa } from '../../lib/format';

/** The detail panel of one payment: its fields, its items, and the way to its proof. */
export function TransactionDetail({ detail, onClose }: { detail: AdminPaymentDetail; onClose: () => void }) {
  const t = detail.transaction;
  return (
    <section className="admin-panel admin-detail" aria-labelledby="transaction-detail-title" role="dialog">
      <header className="admin-detail-header">
        <h3 id="transaction-detail-title">Detail Transaksi</h3>
        <div className="admin-detail-actions">
          <button
            type="button"
            className="admin-icon-button"
            aria-label="Kelola bukti pembayaran"
            title="Kelola bukti pembayaran"
            onClick={() => window.open(uploadProofLink(t.order_id), '_blank', 'noopener')}
          >
            <MenuIcon name="gear" />
          </button>
          <button
            type="button"
            className="admin-icon-button"
            aria-label="Tutup"
            title="Tutup"
            onClick={onClose}
          >
            ×
          </button>
        </div>
      </header>
      <dl className="admin-fields">
        <dt>Order ID</dt>
        <dd>{orNa(t.order_id)}</dd>
        <dt>Amount</dt>
        <dd>{rupiahOrNa(t.amount)}</dd>
        {t.refunded_amount > 0 && (
          <>
            <dt>Dana Dikembalikan</dt>
            <dd data-testid="detail-refunded">{rupiahOrNa(t.refunded_amount)}</dd>
            <dt>Pendapatan Bersih</dt>
            <dd data-testid="detail-net">{rupiahOrNa(Math.max(t.amount - t.refunded_amount, 0))}</dd>
          </>
        )}
        <dt>Transaction Status</dt>
        <dd>
          <span className="admin-status-cell">
            <StatusBadge status={t.status} />
            {t.paid_late && <LateBadge />}
          </span>
          {t.paid_late && (
            <small className="admin-field-note">
              Pembayaran ini masuk setelah transaksi ditutup sebagai gagal atau kedaluwarsa.
            </small>
          )}
        </dd>
        <dt>Payment Type</dt>
        <dd>{orNa(t.payment_type)}</dd>
        <dt>Created At</dt>
        <dd>{dateTimeOrNa(t.created_at)}</dd>
        <dt>Customer Name</dt>
        <dd>{orNa(t.customer_name)}</dd>
        <dt>Phone</dt>
        <dd>{orNa(t.customer_phone)}</dd>
        <dt>Email</dt>
        <dd>{orNa(t.customer_email)}</dd>
      </dl>
      <h4>Items</h4>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Product ID</th>
              <th scope="col">Product Name</th>
              <th scope="col">Price</th>
              <th scope="col">Quantity</th>
            </tr>
          </thead>
          <tbody>
            {detail.orderItems.length === 0 ? (
              <tr>
                <td colSpan={4}>Tidak ada item.</td>
              </tr>
            ) : (
              detail.orderItems.map((item, i) => (
                <tr key={`${item.item_type}-${i}`}>
                  <td>{orNa(item.item_type)}</td>
                  <td>{orNa(item.item_name)}</td>
                  <td>{rupiahOrNa(Math.floor(item.item_price))}</td>
                  <td>{item.item_quantity}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
