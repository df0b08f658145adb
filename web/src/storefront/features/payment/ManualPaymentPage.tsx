import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { serverMessage } from '@/shared/api/server-message';
import { clearCart } from '@/shared/cart/cart-store';
import { paths, withQuery } from '@/shared/config/paths';
import { NEW_PROOF_MESSAGES, SHOP, whatsappLink } from '@undangan/contracts';
import {
  isCustomerComplete,
  loadCustomerDetails,
  type CustomerDetails,
} from '@/shared/customer/customer-details';
import { formatRupiah } from '@/shared/format/format';
import { saveOrderLookup } from '@/shared/order/order-lookup';
import { STORAGE_KEYS } from '@/shared/storage/storage-keys';
import { readText, removeKeys } from '@/shared/storage/storage';
import { ErrorText } from '@/shared/ui/ErrorText';
import { InlineMessage, useMessage } from '@/shared/ui/InlineMessage';
import { scrollBelowHeader } from '@/shared/ui/scroll-below-header';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { TotalsRow } from '@/shared/ui/TotalsRow';
import { isReferralProcessed } from './api/check-referral';
import { confirmPayment, type PaymentConfirmation } from './api/confirm-payment';
import { recordReferralUse } from './api/record-referral-use';
import { AmountToPay } from './components/AmountToPay';
import { BrandBadge } from './components/BrandBadge';
import { CopyButton } from './components/CopyButton';
import { ProofPicker, type ProofState } from '@/shared/payment/ProofPicker';
import { PAYMENT_MESSAGES } from './payment-messages';
import { useManualOrder } from './use-manual-order';
import './payment.css';

/** What a confirmation sends, but the proof and the progress the page adds. */
type Confirmation = Omit<PaymentConfirmation, 'proofFile' | 'onProgress'>;

// The server's words for a file it refused (PROOF_UPLOAD_MESSAGES): they belong on the file field.
const FILE_REFUSAL = /^(Hanya file|Ukuran file|File bukti|Dimensi gambar)/;

type Upload = { status: 'idle' } | { status: 'sending'; sent: number };

export default function ManualPaymentPage() {
  useDocumentTitle('Pembayaran Manual');
  const navigate = useNavigate();
  const opened = useManualOrder();
  const [proof, setProof] = useState<ProofState>({ status: 'empty' });
  const [proofServerError, setProofServerError] = useState<string | null>(null);
  const [upload, setUpload] = useState<Upload>({ status: 'idle' });
  const message = useMessage();
  // A confirmation without a picture is sent only after the couple says so in the page's question.
  const [askingWithoutProof, setAskingWithoutProof] = useState(false);
  const busy = upload.status === 'sending';

  if (opened.status === 'opening') {
    return (
      <div className="container page notice" aria-busy="true">
        <h1 className="page-title">Pembayaran Manual</h1>
        <p role="status">Memuat pesanan Anda...</p>
      </div>
    );
  }
  if (opened.status === 'link-refused') {
    return (
      <div className="container page notice">
        <h1 className="page-title">Pembayaran Manual</h1>
        <ErrorText>{opened.message}</ErrorText>
        <a href={whatsappLink()} className="button" target="_blank" rel="noreferrer">
          Hubungi Kami
        </a>
      </div>
    );
  }
  const order = opened.order;
  if (!order.orderId || !isCustomerComplete(order.customer) || order.cart.length === 0) {
    return (
      <div className="container page notice">
        <h1 className="page-title">Pembayaran Manual</h1>
        <ErrorText>{PAYMENT_MESSAGES.incomplete}</ErrorText>
        <Link to={paths.cart} className="button">
          Kembali ke Keranjang
        </Link>
      </div>
    );
  }

  /**
   * Sends the confirmation `prepare` makes (null once it has told the couple why it cannot), then
   * goes to the confirmation page; `done` forgets what this browser kept of the order.
   */
  const send = async (
    prepare: () => Promise<{ confirmation: Confirmation; done?: () => void } | null>,
  ): Promise<void> => {
    message.clear();
    setProofServerError(null);
    setUpload({ status: 'sending', sent: 0 });
    try {
      const ready = await prepare();
      if (!ready) return;
      const { confirmation, done } = ready;
      await confirmPayment({
        ...confirmation,
        proofFile: proof.status === 'ready' ? proof.file : null,
        onProgress: (sent) => setUpload({ status: 'sending', sent }),
      });
      saveOrderLookup({ orderId: confirmation.orderId, phone: confirmation.customer.phone });
      done?.();
      // Replaced, so Back leads away from the order instead of to its confirmed form again.
      navigate(withQuery(paths.paymentConfirmation, { order_id: confirmation.orderId }), {
        replace: true,
        state: { confirmed: true, withoutProof: proof.status !== 'ready' },
      });
    } catch (error) {
      console.error('Payment confirmation failed', error);
      const said = serverMessage(error);
      if (said && FILE_REFUSAL.test(said)) setProofServerError(said);
      message.show('error', said ?? PAYMENT_MESSAGES.confirmFailed);
    } finally {
      setUpload({ status: 'idle' });
    }
  };

  /** The order this browser placed: its referral code is used first when it has not been yet. */
  const confirmStored = async (orderId: string, customer: CustomerDetails) => {
    const code = order.discount > 0 ? readText(STORAGE_KEYS.referralCode) : null;
    let referralCode: string | null = null;
    if (code) {
      let processed: boolean;
      try {
        processed = await isReferralProcessed(orderId);
      } catch (error) {
        console.error('Referral state could not be checked', error);
        message.show('error', PAYMENT_MESSAGES.referralCheckFailed);
        return null;
      }
      if (!processed) {
        try {
          await recordReferralUse(code, orderId, readText(STORAGE_KEYS.orderSecret), order.total);
        } catch (error) {
          // PRODUCT.md section 7: a refused use reads the server's message.
          console.error('Referral use was refused', error);
          message.show('error', serverMessage(error) ?? PAYMENT_MESSAGES.confirmFailed);
          return null;
        }
        referralCode = code;
      }
    }
    const confirmation: Confirmation = {
      orderId,
      orderSecret: readText(STORAGE_KEYS.orderSecret),
      customer,
      items: order.cart,
      amount: order.total,
      referralCode,
    };
    const done = () => {
      clearCart();
      removeKeys(
        STORAGE_KEYS.customerDetails,
        STORAGE_KEYS.discountAmount,
        STORAGE_KEYS.referralCode,
        // Confirmed: a new cart on this device gets an order id of its own.
        STORAGE_KEYS.orderSecret,
      );
    };
    return { confirmation, done };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (proof.status === 'preparing') return;
    if (proof.status !== 'ready' && !askingWithoutProof) {
      setProofServerError(NEW_PROOF_MESSAGES.empty);
      const field = document.getElementById('proof-file');
      if (field) {
        field.focus({ preventScroll: true });
        scrollBelowHeader(field.closest('.proof-field') ?? field);
      }
      return;
    }
    await confirmNow();
  };

  const confirmNow = async () => {
    setAskingWithoutProof(false);
    const linked = order.linked;
    if (linked) {
      // Opened from its email: the shop's cart and customer, as placed, and its code as priced.
      await send(async () => ({
        confirmation: {
          orderId: order.orderId!,
          orderSecret: linked.orderSecret,
          customer: order.customer,
          items: order.cart,
          amount: order.total,
          referralCode: linked.referralCode,
        },
        // Confirmed: a new cart on this device gets an order id of its own.
        done: () => removeKeys(STORAGE_KEYS.orderSecret),
      }));
      return;
    }
    // Read again: another tab may have changed the order since the page opened.
    const customer = loadCustomerDetails();
    const orderId = readText(STORAGE_KEYS.orderId);
    if (!isCustomerComplete(customer)) {
      message.show('error', PAYMENT_MESSAGES.customerMissing);
      return;
    }
    if (!orderId) {
      message.show('error', PAYMENT_MESSAGES.orderIdMissing);
      return;
    }
    await send(() => confirmStored(orderId, customer));
  };

  return (
    <div className="container page payment-page">
      <h1 className="page-title">Terima Kasih atas Pesanan Anda!</h1>
      <p className="payment-lead">
        Silakan selesaikan pembayaran dengan transfer ke rekening di bawah ini, lalu kirim konfirmasi
        pembayaran.
      </p>

      <section className="card payment-card" aria-labelledby="invoice-title">
        <h2 id="invoice-title" className="payment-card__title">
          Invoice
        </h2>
        <dl className="facts payment-facts">
          <div>
            <dt>Order ID</dt>
            <dd data-testid="invoice-order-id">{order.orderId}</dd>
          </div>
          <div>
            <dt>Nama</dt>
            <dd>{order.customer.name}</dd>
          </div>
          <div>
            <dt>Nomor WhatsApp</dt>
            <dd>{order.customer.phone}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{order.customer.email}</dd>
          </div>
          <div>
            <dt>Total Pembayaran</dt>
            <dd className="payment-amount" data-testid="invoice-total">
              {formatRupiah(order.total)}
            </dd>
          </div>
        </dl>
      </section>

      <section className="card payment-card" aria-labelledby="bank-title">
        <h2 id="bank-title" className="payment-card__title">
          Rekening Tujuan
        </h2>
        <div className="account">
          <BrandBadge name={SHOP.bank.name} />
          <div className="account__details">
            <span className="account__number">{SHOP.bank.accountNumber}</span>
            <span>a.n. {SHOP.bank.accountHolder}</span>
          </div>
          <CopyButton
            text={SHOP.bank.accountNumber}
            label={`Salin nomor rekening ${SHOP.bank.name}`}
            copied="Nomor rekening berhasil disalin ke clipboard!"
            visibleLabel="Salin Nomor"
            testId="copy-account"
          />
        </div>
        <AmountToPay amount={order.total} />
        <p className="muted amount-due__note">
          Transfer tepat sejumlah ini agar pembayaran Anda mudah kami cocokkan.
        </p>
      </section>

      <section className="card payment-card" aria-labelledby="breakdown-title">
        <h2 id="breakdown-title" className="payment-card__title">
          Rincian Pesanan
        </h2>
        <ul className="breakdown">
          {order.lines.map((line) => (
            <li key={line.key} className="breakdown__item">
              <div className={line.addon ? 'breakdown__row breakdown__row--addon' : 'breakdown__row'}>
                <span>{line.label}</span>
                <span>{formatRupiah(line.amount)}</span>
              </div>
            </li>
          ))}
        </ul>
        <dl className="totals">
          <TotalsRow label="Subtotal">{formatRupiah(order.subtotal)}</TotalsRow>
          {order.discount > 0 && <TotalsRow label="Diskon">- {formatRupiah(order.discount)}</TotalsRow>}
          <TotalsRow label="Total" total>
            {formatRupiah(order.total)}
          </TotalsRow>
        </dl>
      </section>

      <form className="card payment-card" onSubmit={submit} aria-labelledby="confirm-title" noValidate>
        <h2 id="confirm-title" className="payment-card__title">
          Konfirmasi Pembayaran
        </h2>
        <p>Setelah transfer, unggah foto atau screenshot bukti transfer Anda di sini.</p>
        <ProofPicker
          state={proof}
          onChange={(next) => {
            setProof(next);
            setProofServerError(null);
          }}
          serverError={proofServerError}
          disabled={busy}
        />
        {upload.status === 'sending' && (
          <div className="upload-progress" data-testid="upload-progress">
            <progress
              id="upload-progress-bar"
              max={100}
              value={Math.round(upload.sent * 100)}
              aria-labelledby="upload-progress-text"
            />
            <span id="upload-progress-text">
              {upload.sent < 1
                ? `Mengirim konfirmasi... ${Math.round(upload.sent * 100)}%`
                : 'Terkirim, menunggu jawaban server...'}
            </span>
          </div>
        )}
        <button
          type="submit"
          className="button button--block"
          disabled={busy || proof.status === 'preparing'}
        >
          {busy ? 'Memproses...' : 'Konfirmasi Pembayaran'}
        </button>
        <InlineMessage message={message.message} testId="confirm-message" />
        {proof.status !== 'ready' && !busy && (
          <div className="without-proof">
            {askingWithoutProof ? (
              <div className="without-proof__question" role="group" aria-labelledby="without-proof-question">
                <p id="without-proof-question">
                  Tanpa foto bukti transfer, pembayaran Anda baru dapat kami periksa setelah fotonya Anda
                  kirim dari halaman Lacak Pesanan. Tetap kirim konfirmasi tanpa bukti?
                </p>
                <div className="without-proof__buttons">
                  <button type="button" className="button button--outline" onClick={() => void confirmNow()}>
                    Ya, Kirim Tanpa Bukti
                  </button>
                  <button
                    type="button"
                    className="button button--outline"
                    onClick={() => setAskingWithoutProof(false)}
                  >
                    Batal
                  </button>
                </div>
              </div>
            ) : (
              <button
                type="button"
                className="without-proof__toggle"
                onClick={() => {
                  setProofServerError(null);
                  setAskingWithoutProof(true);
                }}
              >
                Belum punya bukti transfer? Kirim konfirmasi tanpa bukti
              </button>
            )}
          </div>
        )}
      </form>
    </div>
  );
}
