import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths, withQuery } from '../../../shared/config/paths';
import { formatRupiah } from '../../../shared/format/format';
import { formatCountdown, remainingMs } from '../../../shared/payment/countdown';
import { STORAGE_KEYS } from '../../../shared/storage/storage-keys';
import { ErrorText } from '../../../shared/ui/ErrorText';
import { LoadingText } from '../../../shared/ui/LoadingText';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { getPendingTransactions, type PendingTransaction } from './api/get-pending-transactions';
import { BrandBadge } from './components/BrandBadge';
import { closedPaymentView } from './components/closed-payment-view';
import { CopyButton } from './components/CopyButton';
import { PayAgainButton } from './components/PayAgainButton';
import { PaymentNotice } from './components/PaymentNotice';
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
    try {
      const [transaction] = await getPendingTransactions(orderId);
      if (!transaction) {
        window.alert(PAYMENT_MESSAGES.noTransaction);
        return;
      }
      if (leaveIfDone(transaction)) return;
      setState({ status: 'ready', transaction });
      // Failed, refused or refunded: the page now says so itself; only a wait is announced.
      if (!isClosedOutcome(paymentOutcome(transaction.transaction_status)))
        window.alert(PAYMENT_MESSAGES.stillPending);
    } catch (error) {
      console.error('Payment status could not be checked', error);
      window.alert(PAYMENT_MESSAGES.statusFailed);
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
            <dl className="payment-facts">
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
    setMs(timeLeft(expiryTime));
    const timer = window.setInterval(() => setMs(timeLeft(expiryTime)), 1000);
    return () => window.clearInterval(timer);
  }, [expiryTime]);

  return <span className="countdown">{formatCountdown(ms)}</span>;
}

function PaymentInstructions({ transaction }: { transaction: PendingTransaction }) {
  const type = transaction.payment_type ?? '';

  if (type === 'cstore' && transaction.payment_code) {
    return (
      <section className="card payment-card" aria-labelledby="store-title">
        <h2 id="store-title" className="payment-card__title">
          Bayar di Gerai
        </h2>
        <div className="account">
          <BrandBadge name={transaction.store ?? 'Gerai'} />
          <div className="account__details">
            <span className="muted">Kode pembayaran</span>
            <span className="account__number">{transaction.payment_code}</span>
          </div>
          <CopyButton text={transaction.payment_code} label="Salin kode pembayaran" />
        </div>
        <p className="muted">Tunjukkan kode pembayaran ini kepada kasir.</p>
      </section>
    );
  }

  if (type === 'bank_transfer' && transaction.va_numbers && transaction.va_numbers.length > 0) {
    return (
      <section className="card payment-card" aria-labelledby="va-title">
        <h2 id="va-title" className="payment-card__title">
          Nomor Virtual Account
        </h2>
        {transaction.va_numbers.map((va) => (
          <div key={`${va.bank}-${va.va_number}`} className="account">
            <BrandBadge name={va.bank} />
            <div className="account__details">
              <span className="account__number">{va.va_number}</span>
            </div>
            <CopyButton text={va.va_number} label={`Salin nomor virtual account ${va.bank.toUpperCase()}`} />
          </div>
        ))}
      </section>
    );
  }

  const qr = transaction.qr_images;
  if (qr && (qr.standard || qr.shopeepay)) {
    return (
      <section className="card payment-card" aria-labelledby="qr-title">
        <h2 id="qr-title" className="payment-card__title">
          Pindai Kode QR
        </h2>
        <div className="qr-list">
          {qr.standard && (
            <figure className="qr">
              <img src={qr.standard} alt="Kode QR QRIS" width={240} height={240} loading="lazy" />
              <figcaption>QRIS</figcaption>
            </figure>
          )}
          {qr.shopeepay && (
            <figure className="qr">
              <img src={qr.shopeepay} alt="Kode QR ShopeePay" width={240} height={240} loading="lazy" />
              <figcaption>ShopeePay</figcaption>
            </figure>
          )}
        </div>
      </section>
    );
  }

  return null;
}
