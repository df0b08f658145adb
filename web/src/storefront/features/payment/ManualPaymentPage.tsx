import { isAxiosError } from 'axios';
import { useEffect, useState, type FormEvent } from 'react';
import type { ManualOrder } from '@undangan/contracts';
import { Link, useNavigate } from 'react-router-dom';
import { serverMessage } from '@/shared/api/server-message';
import { cartSubtotal, type CartItem } from '@/shared/cart/cart';
import { clearCart, loadCart } from '@/shared/cart/cart-store';
import { paths, withQuery } from '@/shared/config/paths';
import { SITE, whatsappLink } from '@/shared/config/site';
import { isCustomerComplete, loadCustomerDetails } from '@/shared/customer/customer-details';
import { formatRupiah } from '@/shared/format/format';
import { saveOrderLookup } from '@/shared/order/order-lookup';
import { effectiveDiscount, payableTotal } from '@/shared/referral/referral';
import { SESSION_KEYS, STORAGE_KEYS } from '@/shared/storage/storage-keys';
import {
  readAmount,
  readSession,
  readText,
  removeKeys,
  writeSession,
  writeText,
} from '@/shared/storage/storage';
import { ErrorText } from '@/shared/ui/ErrorText';
import { InlineMessage, useMessage } from '@/shared/ui/InlineMessage';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { TotalsRow } from '@/shared/ui/TotalsRow';
import { isReferralProcessed } from './api/check-referral';
import { confirmPayment } from './api/confirm-payment';
import { openManualOrder, placeManualOrder } from './api/manual-order';
import { parseKeptLink, readConfirmationLink, type ConfirmationLink } from './confirmation-link';
import { recordReferralUse } from './api/record-referral-use';
import { AmountToPay } from './components/AmountToPay';
import { BrandBadge } from './components/BrandBadge';
import { CopyButton } from './components/CopyButton';
import { ProofPicker, type ProofState } from './components/ProofPicker';
import { PAYMENT_MESSAGES } from './payment-messages';
import './payment.css';

/** One line of the order's breakdown. */
interface BreakdownLine {
  key: string;
  label: string;
  amount: number;
  addon: boolean;
}

/**
 * What the page shows and confirms: the order this browser placed (read from storage), or the one
 * an email's link opened on any device (read from the shop, with the link's secret).
 */
interface ManualOrderView {
  orderId: string | null;
  customer: ReturnType<typeof loadCustomerDetails>;
  lines: BreakdownLine[];
  subtotal: number;
  discount: number;
  total: number;
  /** The cart sent with the confirmation. */
  cart: readonly unknown[];
  /** Set when the order came from an email's link: its code is applied as placed. */
  linked: { orderSecret: string; referralCode: string | null; confirmBy: string } | null;
}

const times = (quantity: number) => (quantity > 1 ? ` x${quantity}` : '');

function breakdownOf(items: CartItem[]): BreakdownLine[] {
  return items.flatMap((item, index) => [
    ...(item.packageId !== null
      ? [
          {
            key: `${index}-package`,
            label: `Paket ${item.packageName} (${item.designName})${times(item.quantity)}`,
            amount: item.packagePrice * item.quantity,
            addon: false,
          },
        ]
      : []),
    ...item.addons.map((addon, addonIndex) => ({
      key: `${index}-${addon.id}-${addonIndex}`,
      label: `${addon.title}${times(item.quantity)}`,
      amount: addon.price * item.quantity,
      addon: true,
    })),
  ]);
}

/** The order this browser placed, read once from storage when the page opens. */
function readStoredOrder(): ManualOrderView {
  const customer = loadCustomerDetails();
  const items = loadCart();
  const subtotal = cartSubtotal(items);
  const discount = effectiveDiscount(subtotal, readAmount(STORAGE_KEYS.discountAmount));
  return {
    orderId: readText(STORAGE_KEYS.orderId),
    customer,
    lines: breakdownOf(items),
    subtotal,
    discount,
    total: payableTotal(subtotal, discount),
    cart: items,
    linked: null,
  };
}

/** The order an email's link opened: the shop's own figures. */
function linkedOrderView(order: ManualOrder, link: ConfirmationLink): ManualOrderView {
  return {
    orderId: order.order_id,
    customer: order.customer,
    lines: order.items.map((item, index) => ({
      key: `${index}`,
      label: `${item.name}${times(item.quantity)}`,
      amount: item.price * item.quantity,
      addon: false,
    })),
    subtotal: order.subtotal,
    discount: order.discount,
    total: order.total,
    cart: order.cart,
    linked: { orderSecret: link.orderSecret, referralCode: order.referral_code, confirmBy: order.confirm_by },
  };
}

type Opened =
  | { status: 'stored'; order: ManualOrderView }
  | { status: 'opening' }
  | { status: 'linked'; order: ManualOrderView }
  | { status: 'link-refused'; message: string };

const LINK_UNREADABLE =
  'Pesanan Anda tidak dapat dimuat saat ini. Periksa koneksi Anda, lalu muat ulang halaman ini.';
const LINK_REFUSED =
  'Tautan konfirmasi ini tidak berlaku lagi. Jika Anda sudah mentransfer, kirim bukti transfer melalui WhatsApp kami.';

/**
 * Opens the page's order: from an email's link when the address carries one (the link is then
 * taken out of the address bar and its order kept as this browser's), else from storage. A stored
 * order is placed with the shop once, so the couple gets its email.
 */
function useManualOrder(): Opened {
  const [link] = useState(
    () =>
      readConfirmationLink(window.location.hash) ?? parseKeptLink(readSession(SESSION_KEYS.confirmationLink)),
  );
  const [opened, setOpened] = useState<Opened>(() =>
    link ? { status: 'opening' } : { status: 'stored', order: readStoredOrder() },
  );

  useEffect(() => {
    if (!link) return;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    let live = true;
    openManualOrder(link.orderId, link.orderSecret).then(
      (order) => {
        if (!live) return;
        writeText(STORAGE_KEYS.orderId, link.orderId);
        writeText(STORAGE_KEYS.orderSecret, link.orderSecret);
        writeSession(SESSION_KEYS.confirmationLink, JSON.stringify(link));
        setOpened({ status: 'linked', order: linkedOrderView(order, link) });
      },
      (error: unknown) => {
        console.error('The confirmation link was refused', error);
        const status = isAxiosError(error) ? error.response?.status : undefined;
        const refused = status === 403 || status === 404;
        if (live) setOpened({ status: 'link-refused', message: refused ? LINK_REFUSED : LINK_UNREADABLE });
      },
    );
    return () => {
      live = false;
    };
  }, [link]);

  const stored = opened.status === 'stored' ? opened.order : null;
  useEffect(() => {
    const orderSecret = readText(STORAGE_KEYS.orderSecret);
    if (!stored?.orderId || !orderSecret || !isCustomerComplete(stored.customer) || stored.cart.length === 0)
      return;
    placeManualOrder({
      orderId: stored.orderId,
      orderSecret,
      items: stored.cart as CartItem[],
      customer: stored.customer,
      referralCode: stored.discount > 0 ? readText(STORAGE_KEYS.referralCode) : null,
    }).catch((error: unknown) =>
      // The page works without it: only the email with the transfer details is missed.
      console.error('The manual order could not be placed', error),
    );
  }, [stored]);

  return opened;
}

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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (proof.status === 'preparing') return;
    if (order.linked) {
      await confirmLinked(order, order.linked);
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
    message.clear();
    setProofServerError(null);
    setUpload({ status: 'sending', sent: 0 });
    try {
      const code = order.discount > 0 ? readText(STORAGE_KEYS.referralCode) : null;
      let referralCode: string | null = null;
      if (code) {
        let processed: boolean;
        try {
          processed = await isReferralProcessed(orderId);
        } catch (error) {
          console.error('Referral state could not be checked', error);
          message.show('error', PAYMENT_MESSAGES.referralCheckFailed);
          return;
        }
        if (!processed) {
          try {
            await recordReferralUse(code, orderId, readText(STORAGE_KEYS.orderSecret), order.total);
          } catch (error) {
            // PRODUCT.md section 7: a refused use reads the server's message.
            console.error('Referral use was refused', error);
            message.show('error', serverMessage(error) ?? PAYMENT_MESSAGES.confirmFailed);
            return;
          }
          referralCode = code;
        }
      }
      await confirmPayment({
        orderId,
        orderSecret: readText(STORAGE_KEYS.orderSecret),
        proofFile: proof.status === 'ready' ? proof.file : null,
        customer,
        items: order.cart,
        amount: order.total,
        referralCode,
        onProgress: (sent) => setUpload({ status: 'sending', sent }),
      });
      saveOrderLookup({ orderId, phone: customer.phone });
      clearCart();
      removeKeys(STORAGE_KEYS.customerDetails, STORAGE_KEYS.discountAmount, STORAGE_KEYS.referralCode);
      navigate(withQuery(paths.paymentConfirmation, { order_id: orderId }), { state: { confirmed: true } });
    } catch (error) {
      console.error('Payment confirmation failed', error);
      const said = serverMessage(error);
      if (said && FILE_REFUSAL.test(said)) setProofServerError(said);
      message.show('error', said ?? PAYMENT_MESSAGES.confirmFailed);
    } finally {
      setUpload({ status: 'idle' });
    }
  };

  /** The confirmation of an order opened from its email: the shop's cart and customer, as placed. */
  const confirmLinked = async (view: ManualOrderView, linked: NonNullable<ManualOrderView['linked']>) => {
    const orderId = view.orderId!;
    message.clear();
    setProofServerError(null);
    setUpload({ status: 'sending', sent: 0 });
    try {
      await confirmPayment({
        orderId,
        orderSecret: linked.orderSecret,
        proofFile: proof.status === 'ready' ? proof.file : null,
        customer: view.customer,
        items: view.cart,
        amount: view.total,
        referralCode: linked.referralCode,
        onProgress: (sent) => setUpload({ status: 'sending', sent }),
      });
      saveOrderLookup({ orderId, phone: view.customer.phone });
      navigate(withQuery(paths.paymentConfirmation, { order_id: orderId }), { state: { confirmed: true } });
    } catch (error) {
      console.error('Payment confirmation failed', error);
      const said = serverMessage(error);
      if (said && FILE_REFUSAL.test(said)) setProofServerError(said);
      message.show('error', said ?? PAYMENT_MESSAGES.confirmFailed);
    } finally {
      setUpload({ status: 'idle' });
    }
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
          <BrandBadge name={SITE.bank.name} />
          <div className="account__details">
            <span className="account__number">{SITE.bank.accountNumber}</span>
            <span>a.n. {SITE.bank.accountHolder}</span>
          </div>
          <CopyButton
            text={SITE.bank.accountNumber}
            label={`Salin nomor rekening ${SITE.bank.name}`}
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
      </form>
    </div>
  );
}
