import { Link } from 'react-router-dom';
import { paths, withQuery } from '@/shared/config/paths';
import { STORAGE_KEYS } from '@/shared/storage/storage-keys';
import { ErrorText } from '@/shared/ui/ErrorText';
import { LoadingText } from '@/shared/ui/LoadingText';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { closedPaymentView } from './components/closed-payment-view';
import { PaidOrderSummary } from './components/PaidOrderSummary';
import { PaymentNotice, type PaymentView } from './components/PaymentNotice';
import { PAYMENT_MESSAGES } from './payment-messages';
import { paymentOutcome } from './payment-outcome';
import { useOrderId } from './use-order-id';
import { notPaidYet, usePaymentLookup, type PaymentLookupState } from './use-payment-lookup';
import './payment.css';

const UNKNOWN_TITLE = 'Status Pembayaran';

/**
 * Where the provider sends a customer after paying. It says paid only when the shop says so: the
 * popup's word and the address are no proof of payment.
 */
export default function FinishPage() {
  const orderId = useOrderId(STORAGE_KEYS.currentOrderId);
  const { state, retry } = usePaymentLookup(orderId, { recheckWhile: notPaidYet });
  const view = finishView(state, orderId, retry);
  useDocumentTitle(view.title.replace(/!$/, ''));
  return <PaymentNotice view={view} orderId={orderId} />;
}

function finishView(state: PaymentLookupState, orderId: string | null, retry: () => void): PaymentView {
  switch (state.status) {
    case 'no-order':
      return { title: UNKNOWN_TITLE, message: <ErrorText>{PAYMENT_MESSAGES.noOrderId}</ErrorText> };
    case 'loading':
      return {
        title: 'Memeriksa Pembayaran',
        message: <LoadingText text="Memeriksa status pembayaran..." />,
      };
    case 'missing':
      return { title: UNKNOWN_TITLE, message: <ErrorText>{PAYMENT_MESSAGES.noPayment}</ErrorText> };
    case 'failed':
      return {
        title: UNKNOWN_TITLE,
        message: <ErrorText>{PAYMENT_MESSAGES.paymentLookupFailed}</ErrorText>,
        nextStep: (
          <button type="button" className="button" onClick={retry}>
            Coba Lagi
          </button>
        ),
      };
    case 'ready':
      break;
  }
  const outcome = paymentOutcome(state.payment.transaction_status);
  const id = orderId ?? state.payment.order_id;
  if (outcome === 'paid') {
    return {
      title: 'Pembayaran Berhasil!',
      message: (
        <p role="status" data-testid="payment-outcome" data-outcome="paid">
          Terima kasih, pembayaran Anda telah kami terima. Pesanan Anda segera kami proses.
        </p>
      ),
      details: <PaidOrderSummary orderId={id} amount={state.payment.gross_amount} />,
      // The steps above carry the way on; the notice keeps only the chat and the way home.
      tracked: true,
    };
  }
  if (outcome === 'waiting') {
    return {
      title: 'Pembayaran Belum Diterima',
      message: (
        <>
          <p role="status" data-testid="payment-outcome" data-outcome="waiting">
            Kami belum menerima pembayaran untuk pesanan ini.
          </p>
          <p className="muted">
            Jika Anda sudah membayar, konfirmasinya biasanya masuk dalam beberapa saat dan halaman ini akan
            diperbarui dengan sendirinya.
          </p>
        </>
      ),
      nextStep: (
        <Link to={withQuery(paths.paymentPending, { order_id: id })} className="button">
          Lihat Status Pembayaran
        </Link>
      ),
    };
  }
  return closedPaymentView(outcome, id, state.payment);
}
