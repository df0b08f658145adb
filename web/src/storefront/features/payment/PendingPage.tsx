import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths, withQuery } from '@/shared/config/paths';
import { formatPrice } from '@/shared/format/format';
import { formatCountdown, remainingMs } from '@/shared/payment/countdown';
import { STORAGE_KEYS } from '@/shared/storage/storage-keys';
import { ErrorText } from '@/shared/ui/ErrorText';
import { InlineMessage, useMessage } from '@/shared/ui/InlineMessage';
import { LoadingText } from '@/shared/ui/LoadingText';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { getOrderPayments, type OrderPayment } from '@/shared/payment/get-order-payments';
import { closedPaymentView } from './components/closed-payment-view';
import { PayAgainButton } from './components/PayAgainButton';
import { PaymentInstructions } from './components/PaymentInstructions';
import { PaymentNotice } from './components/PaymentNotice';
import { TrackOrderLink } from './components/TrackOrderLink';
import { PAYMENT_MESSAGES } from './payment-messages';
import { CLOSED_OUTCOME_TEXT, isClosedOutcome, paymentOutcome } from './payment-outcome';
import { useOrderId } from './use-order-id';
import { channelNotKnownYet, usePaymentLookup } from './use-payment-lookup';
import './payment.css';

const STATUS_LABELS: Record<string, string> = {
  pending: 'Menunggu Pembayaran',
  // A card held for the bank's review, or only pre-authorised: not paid yet.
  capture: 'Sedang Ditinjau Bank',
  authorize: 'Sedang Ditinjau Bank',
  settlement: 'Lunas',
  expire: 'Kedaluwarsa',
};

const PAGE_TITLE = 'Menunggu Pembayaran';

/** Settled and expired payments have their own pages. */
function pageOfDone(payment: OrderPayment): string | null {
  if (payment.transaction_status === 'settlement') return paths.paymentFinish;
  if (payment.transaction_status === 'expire') return paths.paymentExpire;
  return null;
}

const LOOKUP_FAILURES: Record<'no-order' | 'missing' | 'failed', string> = {
  'no-order': PAYMENT_MESSAGES.orderIdMissing,
  missing: PAYMENT_MESSAGES.noPayment,
  failed: PAYMENT_MESSAGES.paymentLookupFailed,
};

export default function PendingPage() {
  const navigate = useNavigate();
  const orderId = useOrderId(STORAGE_KEYS.currentOrderId);
  // Looked up again while the customer's channel is not known to the shop yet: its account number
  // or QR code appears as soon as the provider has told the shop.
  const { state, show } = usePaymentLookup(orderId, { recheckWhile: channelNotKnownYet });
  const [checking, setChecking] = useState(false);
  const checkMessage = useMessage();
  const outcome = state.status === 'ready' ? paymentOutcome(state.payment.transaction_status) : null;
  const leavingFor = state.status === 'ready' ? pageOfDone(state.payment) : null;
  useDocumentTitle(outcome && isClosedOutcome(outcome) ? CLOSED_OUTCOME_TEXT[outcome].title : PAGE_TITLE);

  useEffect(() => {
    if (leavingFor && orderId) navigate(withQuery(leavingFor, { order_id: orderId }), { replace: true });
  }, [leavingFor, navigate, orderId]);

  const checkStatus = async () => {
    if (!orderId) return;
    setChecking(true);
    checkMessage.clear();
    try {
      const [payment] = await getOrderPayments(orderId);
      if (!payment) {
        checkMessage.show('error', PAYMENT_MESSAGES.noPayment);
        return;
      }
      show(payment);
      if (pageOfDone(payment)) return;
      // Failed, refused or refunded: the page now says so itself; only a wait is announced.
      if (!isClosedOutcome(paymentOutcome(payment.transaction_status)))
        checkMessage.show('info', PAYMENT_MESSAGES.stillPending);
    } catch (error) {
      console.error('Payment status could not be checked', error);
      checkMessage.show('error', PAYMENT_MESSAGES.statusFailed);
    } finally {
      setChecking(false);
    }
  };

  if (state.status === 'ready' && orderId && outcome && isClosedOutcome(outcome)) {
    return <PaymentNotice view={closedPaymentView(outcome, orderId, state.payment)} orderId={orderId} />;
  }

  // Snap's page is still open to a payment that has no channel yet (e.g. after a closed popup).
  const payablePage =
    state.status === 'ready' && !state.payment.payment_type ? state.payment.payment_page : null;

  return (
    <div className="container page payment-page">
      <h1 className="page-title">{PAGE_TITLE}</h1>
      {(state.status === 'loading' || leavingFor) && <LoadingText />}
      {(state.status === 'no-order' || state.status === 'missing' || state.status === 'failed') && (
        <div className="notice">
          <ErrorText>{LOOKUP_FAILURES[state.status]}</ErrorText>
          <Link to={paths.cart} className="button button--outline">
            Kembali ke Keranjang
          </Link>
        </div>
      )}
      {state.status === 'ready' && !leavingFor && orderId && (
        <>
          <section className="card payment-card" aria-labelledby="pending-title">
            <h2 id="pending-title" className="payment-card__title">
              Status Pembayaran
            </h2>
            <dl className="facts payment-facts">
              <div>
                <dt>Order ID</dt>
                <dd data-testid="order-id">{orderId}</dd>
              </div>
              <div>
                <dt>Status</dt>
                <dd>{STATUS_LABELS[state.payment.transaction_status] ?? state.payment.transaction_status}</dd>
              </div>
              <div>
                <dt>Jumlah</dt>
                <dd className="payment-amount">
                  {formatPrice(Math.floor(Number(state.payment.gross_amount) || 0))}
                </dd>
              </div>
              {state.payment.expiry_time && (
                <div>
                  <dt>Sisa waktu pembayaran</dt>
                  <dd>
                    <Countdown expiryTime={state.payment.expiry_time} />
                  </dd>
                </div>
              )}
            </dl>
          </section>
          <PaymentInstructions payment={state.payment} />
          {payablePage && (
            <section className="card payment-card payment-resume" aria-labelledby="resume-title">
              <h2 id="resume-title" className="payment-card__title">
                Pilih Metode Pembayaran
              </h2>
              <p>
                Anda belum memilih metode pembayaran. Buka kembali halaman pembayaran untuk memilih bank,
                QRIS, e-wallet, atau gerai ritel.
              </p>
              <PayAgainButton
                orderId={orderId}
                token={payablePage.token}
                label="Lanjutkan Pembayaran"
                className="button button--block"
              />
            </section>
          )}
          <button
            type="button"
            className={payablePage ? 'button button--block button--outline' : 'button button--block'}
            onClick={checkStatus}
            disabled={checking}
          >
            {checking ? 'Memproses...' : 'Cek Status'}
          </button>
          <InlineMessage message={checkMessage.message} testId="check-message" />
          <TrackOrderLink orderId={orderId} className="button button--outline button--block track-link" />
        </>
      )}
    </div>
  );
}

function timeLeft(expiryTime: string): number {
  return remainingMs(expiryTime, Date.now(), new Date().getTimezoneOffset());
}

function Countdown({ expiryTime }: { expiryTime: string }) {
  const [ms, setMs] = useState(() => timeLeft(expiryTime));

  useEffect(() => {
    // A new deadline shows at once, not a second later.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setMs(timeLeft(expiryTime));
    const timer = window.setInterval(() => setMs(timeLeft(expiryTime)), 1000);
    return () => window.clearInterval(timer);
  }, [expiryTime]);

  return <span className="countdown">{formatCountdown(ms)}</span>;
}
