import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths, withQuery } from '@/shared/config/paths';
import { formatRupiah } from '@/shared/format/format';
import { formatCountdown, remainingMs } from '@/shared/payment/countdown';
import { STORAGE_KEYS } from '@/shared/storage/storage-keys';
import { ErrorText } from '@/shared/ui/ErrorText';
import { InlineMessage, useMessage } from '@/shared/ui/InlineMessage';
import { LoadingText } from '@/shared/ui/LoadingText';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { getPendingTransactions, type PendingTransaction } from './api/get-pending-transactions';
import { closedPaymentView } from './components/closed-payment-view';
import { PayAgainButton } from './components/PayAgainButton';
import { PaymentInstructions } from './components/PaymentInstructions';
import { PaymentNotice } from './components/PaymentNotice';
import { TrackOrderLink } from './components/TrackOrderLink';
import { PAYMENT_MESSAGES } from './payment-messages';
import { CLOSED_OUTCOME_TEXT, isClosedOutcome, paymentOutcome } from './payment-outcome';
import { useOrderId } from './use-order-id';
import './payment.css';

type State =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; transaction: PendingTransaction };

const STATUS_LABELS: Record<string, string> = {
  pending: 'Menunggu Pembayaran',
  // A card held for the bank's review, or only pre-authorised: not paid yet.
  capture: 'Sedang Ditinjau Bank',
  authorize: 'Sedang Ditinjau Bank',
  settlement: 'Lunas',
  expire: 'Kedaluwarsa',
};

const PAGE_TITLE = 'Menunggu Pembayaran';

export default function PendingPage() {
  const navigate = useNavigate();
  // The popup opened again from this page may lead back to it: look the payment up again then.
  const { key: visit } = useLocation();
  const orderId = useOrderId(STORAGE_KEYS.currentOrderId);
  const [state, setState] = useState<State>(
    orderId ? { status: 'loading' } : { status: 'failed', message: PAYMENT_MESSAGES.orderIdMissing },
  );
  const [checking, setChecking] = useState(false);
  const checkMessage = useMessage();
  const outcome = state.status === 'ready' ? paymentOutcome(state.transaction.transaction_status) : null;
  useDocumentTitle(outcome && isClosedOutcome(outcome) ? CLOSED_OUTCOME_TEXT[outcome].title : PAGE_TITLE);

  /** Settled and expired payments have their own pages; true when the visitor was sent there. */
  const leaveIfDone = useCallback(
    (transaction: PendingTransaction) => {
      if (!orderId) return false;
      if (transaction.transaction_status === 'settlement') {
        navigate(withQuery(paths.paymentFinish, { order_id: orderId }), { replace: true });
        return true;
      }
      if (transaction.transaction_status === 'expire') {
        navigate(withQuery(paths.paymentExpire, { order_id: orderId }), { replace: true });
        return true;
      }
      return false;
    },
    [navigate, orderId],
  );

  useEffect(() => {
    if (!orderId) return;
    const controller = new AbortController();
    getPendingTransactions(orderId, controller.signal)
      .then((list) => {
        const transaction = list[0];
        if (!transaction) setState({ status: 'failed', message: PAYMENT_MESSAGES.noTransaction });
        else if (!leaveIfDone(transaction)) setState({ status: 'ready', transaction });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Pending transaction could not be loaded', error);
        setState({ status: 'failed', message: PAYMENT_MESSAGES.transactionFailed });
      });
    return () => controller.abort();
  }, [orderId, leaveIfDone, visit]);

  const checkStatus = async () => {
    if (!orderId) return;
    setChecking(true);
    checkMessage.clear();
    try {
      const [transaction] = await getPendingTransactions(orderId);
      if (!transaction) {
        checkMessage.show('error', PAYMENT_MESSAGES.noTransaction);
        return;
      }
      if (leaveIfDone(transaction)) return;
      setState({ status: 'ready', transaction });
      // Failed, refused or refunded: the page now says so itself; only a wait is announced.
      if (!isClosedOutcome(paymentOutcome(transaction.transaction_status)))
        checkMessage.show('info', PAYMENT_MESSAGES.stillPending);
    } catch (error) {
      console.error('Payment status could not be checked', error);
      checkMessage.show('error', PAYMENT_MESSAGES.statusFailed);
    } finally {
      setChecking(false);
    }
  };

  if (state.status === 'ready' && orderId && outcome && isClosedOutcome(outcome)) {
    return <PaymentNotice view={closedPaymentView(outcome, orderId, state.transaction)} orderId={orderId} />;
  }

  // Snap's page is still open to a payment that has no channel yet (e.g. after a closed popup).
  const payablePage =
    state.status === 'ready' && !state.transaction.payment_type ? state.transaction.payment_page : null;

  return (
    <div className="container page payment-page">
      <h1 className="page-title">{PAGE_TITLE}</h1>
      {state.status === 'loading' && <LoadingText />}
      {state.status === 'failed' && (
        <div className="notice">
          <ErrorText>{state.message}</ErrorText>
          <Link to={paths.cart} className="button button--outline">
            Kembali ke Keranjang
          </Link>
        </div>
      )}
      {state.status === 'ready' && orderId && (
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
                <dd>
                  {STATUS_LABELS[state.transaction.transaction_status] ??
                    state.transaction.transaction_status}
                </dd>
              </div>
              <div>
                <dt>Jumlah</dt>
                <dd className="payment-amount">
                  {formatRupiah(Math.floor(Number(state.transaction.gross_amount) || 0))}
                </dd>
              </div>
              {state.transaction.expiry_time && (
                <div>
                  <dt>Sisa waktu pembayaran</dt>
                  <dd>
                    <Countdown expiryTime={state.transaction.expiry_time} />
                  </dd>
                </div>
              )}
            </dl>
          </section>
          <PaymentInstructions transaction={state.transaction} />
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
