import { Link } from 'react-router-dom';
import { proofReviewLink } from '@/admin/config/paths';
import { ProofNotice } from './ProofNotice';
import type { ProofReview } from './use-proof-review';

/** The order id box: "Muat Data", and the next proof of the queue once one is loaded. */
export function ProofLoadForm({ review }: { review: ProofReview }) {
  const { orderId, setOrderId, busy, loaded, next, message, load } = review;
  return (
    <form className="admin-proof-load" onSubmit={load}>
      <div className="admin-inline">
        <label htmlFor="proof-order-id">Order ID</label>
        <input id="proof-order-id" value={orderId} onChange={(e) => setOrderId(e.target.value)} />
        <button type="submit" className="admin-button secondary" disabled={busy}>
          Muat Data
        </button>
        {loaded && next && (
          <Link className="admin-button secondary" to={proofReviewLink(next.order_id)}>
            Berikutnya di antrean
          </Link>
        )}
      </div>
      <ProofNotice message={message} at="load" />
    </form>
  );
}
