import { Link } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import type { OrderPayment } from '@/shared/payment/get-order-payments';
import { CLOSED_OUTCOME_TEXT, type ClosedOutcome } from '@/storefront/features/payment/payment-outcome';
import { PayAgainButton } from './PayAgainButton';
import type { PaymentView } from './PaymentNotice';

/**
 * A payment that is neither paid nor waiting any more: what happened, said plainly, and what the
 * customer can do next (pay again while Snap still can, order again, or ask the shop).
 */
export function closedPaymentView(
  outcome: ClosedOutcome,
  orderId: string,
  payment: OrderPayment,
): PaymentView {
  const { title, text } = CLOSED_OUTCOME_TEXT[outcome];
  return {
    title,
    message: (
      <p role="status" data-testid="payment-outcome" data-outcome={outcome}>
        {text}
      </p>
    ),
    nextStep: nextStep(outcome, orderId, payment.payment_page?.token ?? null),
  };
}

function nextStep(outcome: ClosedOutcome, orderId: string, token: string | null) {
  if (outcome === 'failed' && token) {
    return (
      <>
        <p>Anda masih dapat membayar pesanan ini sebelum batas waktu pembayarannya berakhir.</p>
        <PayAgainButton orderId={orderId} token={token} label="Bayar Lagi" />
      </>
    );
  }
  if (outcome === 'failed') {
    return (
      <>
        <p>
          Silakan kembali ke keranjang untuk memesan ulang, atau hubungi kami bila Anda memerlukan bantuan.
        </p>
        <Link to={paths.cart} className="button">
          Kembali ke Keranjang
        </Link>
      </>
    );
  }
  if (outcome === 'expired') {
    return (
      <>
        <p>Silakan buat pesanan baru untuk melanjutkan.</p>
        <Link to={paths.checkout} className="button">
          Pesan Kembali
        </Link>
      </>
    );
  }
  if (outcome === 'partially_refunded')
    return <p>Silakan hubungi kami melalui WhatsApp untuk mengetahui kelanjutan pesanan Anda.</p>;
  return <p>Silakan hubungi kami melalui WhatsApp bila ada pertanyaan tentang pesanan ini.</p>;
}
