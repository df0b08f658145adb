import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { whatsappLink } from '@undangan/contracts';
import { TrackOrderLink } from './TrackOrderLink';

/** What a payment page says: a title, what happened, and what the customer can do next. */
export interface PaymentView {
  title: string;
  message: ReactNode;
  nextStep?: ReactNode;
  /** What follows the order id: the order itself (what was paid, what happens next). */
  details?: ReactNode;
  /** The view shows the way to follow the order itself: the notice does not repeat it. */
  tracked?: boolean;
}

/**
 * A payment's state as a notice: the view, the order id and a chat with the shop asking about the
 * order's status (PRODUCT.md section 2), and the way home.
 */
export function PaymentNotice({ view, orderId }: { view: PaymentView; orderId: string | null }) {
  return (
    <div className="container page notice">
      <h1 className="page-title">{view.title}</h1>
      {view.message}
      {orderId && (
        <p className="order-id">
          Order ID: <strong data-testid="order-id">{orderId}</strong>
        </p>
      )}
      {view.details}
      {view.nextStep}
      {orderId && !view.tracked && (
        // The next step when the page has none of its own (paid): follow the order, keep the receipt.
        <TrackOrderLink orderId={orderId} className={view.nextStep ? 'button button--outline' : 'button'} />
      )}
      {orderId && (
        <a
          className="button button--outline"
          href={whatsappLink(`Halo, saya ingin menanyakan status pesanan saya dengan Order ID ${orderId}.`)}
          target="_blank"
          rel="noopener noreferrer"
        >
          Tanyakan Status Pesanan
        </a>
      )}
      <Link to={paths.landing} className="button button--outline">
        Kembali ke Beranda
      </Link>
    </div>
  );
}
