import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  MANUAL_PAYMENT_TYPE,
  orderLookupSchema,
  whatsappLink,
  type OrderTracking,
} from '@undangan/contracts';
import { paths, withQuery } from '@/shared/config/paths';
import { formatDateTime, formatRupiah } from '@/shared/format/format';
import { orderIdFromFragment } from '@/shared/order/order-fragment';
import { loadOrderLookup, saveOrderLookup } from '@/shared/order/order-lookup';
import { trackOrder } from '@/shared/order/track-order';
import { STORAGE_KEYS } from '@/shared/storage/storage-keys';
import { readText } from '@/shared/storage/storage';
import { InlineMessage, useMessage } from '@/shared/ui/InlineMessage';
import { TextField } from '@/shared/ui/TextField';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { fieldErrors, firstInvalid, type FieldErrors } from '@/shared/validation/field-errors';
import { StatePanel } from './components/StatePanel';
import { channelName, LOOKUP_MESSAGES, PAYMENT_WORDS, paymentNextStep, workWords } from './tracking-words';
import './order-tracking.css';

type Field = 'order_id' | 'phone';

// Only web addresses become a link: a javascript: address would run inside the shop's page.
const WEB_ADDRESS = /^(https?:\/\/|\/(?!\/))/i;
const FIELDS: readonly Field[] = ['order_id', 'phone'];

/** The order id to start with: the address's, else the one this browser ordered last. */
function startingLookup(fromAddress: string | null) {
  const kept = loadOrderLookup();
  const orderId =
    fromAddress?.trim() ||
    kept?.orderId ||
    readText(STORAGE_KEYS.currentOrderId) ||
    readText(STORAGE_KEYS.orderId) ||
    '';
  // The number goes with its own order only.
  const phone = kept && kept.orderId === orderId ? kept.phone : '';
  return { orderId, phone };
}

export default function TrackOrderPage() {
  useDocumentTitle('Lacak Pesanan');
  const [params] = useSearchParams();
  const [start] = useState(() => startingLookup(params.get('order_id') || orderIdFromFragment()));
  const [orderId, setOrderId] = useState(start.orderId);
  const [phone, setPhone] = useState(start.phone);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [busy, setBusy] = useState(false);
  const [order, setOrder] = useState<OrderTracking | null>(null);
  const message = useMessage();
  const orderIdInput = useRef<HTMLInputElement>(null);
  const phoneInput = useRef<HTMLInputElement>(null);
  const result = useRef<HTMLElement>(null);

  const look = async (id: string, number: string) => {
    const found = fieldErrors<Field>(orderLookupSchema, { order_id: id, phone: number });
    setErrors(found);
    const first = firstInvalid(FIELDS, found);
    if (first) {
      message.clear();
      (first === 'phone' ? phoneInput : orderIdInput).current?.focus();
      return;
    }
    setBusy(true);
    message.clear();
    try {
      const answer = await trackOrder(id.trim(), number.trim());
      if (!answer.ok) {
        setOrder(null);
        message.show('error', answer.message ?? LOOKUP_MESSAGES.failed);
        return;
      }
      saveOrderLookup({ orderId: answer.value.order_id, phone: number.trim() });
      setOrder(answer.value);
      window.setTimeout(() => result.current?.focus(), 0);
    } finally {
      setBusy(false);
    }
  };

  // Coming back in the same tab (from the finish page, or the receipt), the order shows at once.
  // Once, when the page opens: the lookup it starts shows its own progress.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (start.orderId && start.phone) void look(start.orderId, start.phone);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void look(orderId, phone);
  };

  const recheck = (field: Field, value: string) => {
    if (!errors[field]) return;
    const next = { order_id: orderId, phone, [field]: value };
    setErrors((current) => ({ ...current, [field]: fieldErrors<Field>(orderLookupSchema, next)[field] }));
  };

  const invitationUrl =
    order?.invitation_url && WEB_ADDRESS.test(order.invitation_url.trim())
      ? order.invitation_url.trim()
      : null;

  return (
    <div className="container page tracking-page">
      <h1 className="page-title">Lacak Pesanan</h1>
      <p className="tracking-lead">
        Masukkan Order ID dan nomor WhatsApp yang Anda gunakan saat memesan untuk melihat status pembayaran
        dan pengerjaan undangan Anda.
      </p>
      <form className="card tracking-form" onSubmit={submit} noValidate>
        <TextField
          id="track-order-id"
          label="Order ID"
          name="order_id"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="INV-20260101-ABC123"
          maxLength={50}
          value={orderId}
          onChange={(event) => {
            setOrderId(event.target.value);
            recheck('order_id', event.target.value);
          }}
          error={errors.order_id}
          inputRef={orderIdInput}
        />
        <TextField
          id="track-phone"
          label="Nomor WhatsApp"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="08xxxxxxxxxx"
          maxLength={20}
          value={phone}
          onChange={(event) => {
            setPhone(event.target.value);
            recheck('phone', event.target.value);
          }}
          hint="Boleh ditulis 0812..., +62 812..., atau 62812..."
          error={errors.phone}
          inputRef={phoneInput}
        />
        <button type="submit" className="button button--block" disabled={busy}>
          {busy ? 'Memeriksa...' : 'Lacak Pesanan'}
        </button>
        <InlineMessage message={message.message} testId="track-message" />
      </form>

      {order && (
        <section
          ref={result}
          tabIndex={-1}
          className="card tracking-result"
          aria-labelledby="tracking-result-title"
          data-testid="tracking-result"
        >
          <h2 id="tracking-result-title" className="tracking-result__title">
            Pesanan {order.order_id}
          </h2>
          <dl className="facts tracking-facts">
            <div>
              <dt>Tanggal pesan</dt>
              <dd>{formatDateTime(order.created_at)}</dd>
            </div>
            <div>
              <dt>Total</dt>
              <dd>{formatRupiah(order.amount)}</dd>
            </div>
            <div>
              <dt>Metode pembayaran</dt>
              <dd>{channelName(order.payment_type)}</dd>
            </div>
            {order.paid_at && (
              <div>
                <dt>Dibayar</dt>
                <dd>{formatDateTime(order.paid_at)}</dd>
              </div>
            )}
          </dl>

          <StatePanel
            heading="Pembayaran"
            words={PAYMENT_WORDS[order.payment_status] ?? PAYMENT_WORDS.pending}
            next={paymentNextStep(order)}
            testId="payment-state"
          >
            {order.payment_status === 'pending' && order.payment_type !== MANUAL_PAYMENT_TYPE && (
              <Link
                className="button button--small"
                to={withQuery(paths.paymentPending, { order_id: order.order_id })}
              >
                Lihat Cara Membayar
              </Link>
            )}
            {(order.payment_status === 'expired' || order.payment_status === 'failed') && (
              <Link className="button button--small" to={paths.checkout}>
                Pesan Kembali
              </Link>
            )}
          </StatePanel>

          <StatePanel heading="Pengerjaan undangan" words={workWords(order)} testId="work-state">
            {invitationUrl && (
              <a
                className="button button--small"
                href={invitationUrl}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="invitation-link"
              >
                Buka Undangan Anda
              </a>
            )}
          </StatePanel>
          {invitationUrl && (
            <p className="tracking-url">
              Tautan undangan: <span data-testid="invitation-url">{invitationUrl}</span>
            </p>
          )}

          <div className="tracking-actions">
            {order.receipt_available && (
              <Link className="button" to={paths.receipt} data-testid="receipt-link">
                Lihat Kwitansi
              </Link>
            )}
            <button
              type="button"
              className="button button--outline"
              onClick={() => void look(order.order_id, phone)}
              disabled={busy}
            >
              Perbarui Status
            </button>
            <a
              className="button button--outline"
              href={whatsappLink(
                `Halo, saya ingin menanyakan pesanan saya dengan Order ID ${order.order_id}.`,
              )}
              target="_blank"
              rel="noopener noreferrer"
            >
              Hubungi Kami
            </a>
          </div>
        </section>
      )}
    </div>
  );
}
