import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { MANUAL_PAYMENT_TYPE, whatsappLink, type OrderTracking, promiseText } from '@undangan/contracts';
import { paths, withOrderFragment, withQuery } from '@/shared/config/paths';
import { formatDateTime, formatJakartaDateTime, formatPrice } from '@/shared/format/format';
import { orderIdFromFragment } from '@/shared/order/order-fragment';
import { saveOrderLookup, startingLookup, type OrderLookup } from '@/shared/order/order-lookup';
import { LATE_NOTICE } from '@/shared/order/late-notice';
import { trackOrder } from '@/shared/order/track-order';
import { useMessage } from '@/shared/ui/InlineMessage';
import { InvitationAddress } from '@/shared/ui/InvitationAddress';
import { scrollBelowHeader } from '@/shared/ui/scroll-below-header';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { OrderLookupForm } from '@/storefront/components/order-lookup-form/OrderLookupForm';
import { useGuestResponses } from './api/guest-responses';
import { GuestRepliesPanel } from './components/GuestRepliesPanel';
import { CoupleDashboardEntry } from './components/CoupleDashboardEntry';
import { NewProofSection } from './components/NewProofSection';
import { RevisionsPanel } from './components/RevisionsPanel';
import { StatePanel } from './components/StatePanel';
import { channelName, LOOKUP_MESSAGES, PAYMENT_WORDS, paymentNextStep, workWords } from './tracking-words';
import './order-tracking.css';

// Only web addresses become a link: a javascript: address would run inside the shop's page.
const WEB_ADDRESS = /^(https?:\/\/|\/(?!\/))/i;

export default function TrackOrderPage() {
  useDocumentTitle('Lacak Pesanan');
  const [params] = useSearchParams();
  const [start] = useState(() => startingLookup(params.get('order_id') || orderIdFromFragment()));
  const [busy, setBusy] = useState(false);
  const [order, setOrder] = useState<OrderTracking | null>(null);
  // The number the order shown was found with: 'Perbarui Status' asks again with it.
  const [phone, setPhone] = useState(start.phone);
  const message = useMessage();
  const result = useRef<HTMLElement>(null);

  const look = async ({ orderId, phone: number }: OrderLookup) => {
    setBusy(true);
    message.clear();
    try {
      const answer = await trackOrder(orderId, number);
      if (!answer.ok) {
        setOrder(null);
        message.show('error', answer.message ?? LOOKUP_MESSAGES.failed);
        return;
      }
      saveOrderLookup({ orderId: answer.value.order_id, phone: number });
      setPhone(number);
      setOrder(answer.value);
      window.setTimeout(() => {
        result.current?.focus({ preventScroll: true });
        if (result.current) scrollBelowHeader(result.current);
      }, 0);
    } finally {
      setBusy(false);
    }
  };

  // Coming back in the same tab (from the finish page, or the receipt), the order shows at once.
  // Once, when the page opens: the lookup it starts shows its own progress.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (start.orderId && start.phone) void look(start);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const invitationUrl =
    order?.invitation_url && WEB_ADDRESS.test(order.invitation_url.trim())
      ? order.invitation_url.trim()
      : null;
  // The Split Link's second address, from the pages themselves (the order keeps the first).
  const responses = useGuestResponses(order?.order_id ?? '', phone, invitationUrl !== null);
  const splitUrl =
    invitationUrl && responses.data?.split_url && WEB_ADDRESS.test(responses.data.split_url)
      ? responses.data.split_url
      : null;

  return (
    <div className="container page tracking-page">
      <h1 className="page-title">Lacak Pesanan</h1>
      <p className="tracking-lead">
        Masukkan Order ID dan nomor WhatsApp yang Anda gunakan saat memesan untuk melihat status pembayaran
        dan pengerjaan undangan Anda.
      </p>
      <OrderLookupForm
        idPrefix="track"
        className="tracking-form"
        start={start}
        submitLabel="Lacak Pesanan"
        busyLabel="Memeriksa..."
        busy={busy}
        message={message.message}
        messageTestId="track-message"
        onLookup={(lookup) => void look(lookup)}
        onInvalid={message.clear}
      />

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
              <dd>{formatPrice(order.amount)}</dd>
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
            details={<NewProofSection order={order} phone={phone} onSent={setOrder} />}
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

          <StatePanel
            heading="Pengerjaan undangan"
            words={workWords(order)}
            testId="work-state"
            details={
              order.work_status !== null && (
                <>
                  <dl className="facts tracking-work-facts">
                    <div>
                      <dt>Data undangan</dt>
                      <dd data-testid="data-state">
                        {order.data_submitted_at
                          ? `Dikirim ${formatJakartaDateTime(order.data_submitted_at)}`
                          : 'Belum dikirim'}
                      </dd>
                    </div>
                    {order.promise && (
                      <div>
                        <dt>Undangan selesai</dt>
                        <dd data-testid="promise">{promiseText(order.promise)}</dd>
                      </div>
                    )}
                  </dl>
                  {order.late && (
                    <p className="tracking-late" data-testid="late-notice">
                      {LATE_NOTICE}
                    </p>
                  )}
                </>
              )
            }
          >
            {order.work_status !== null && (
              <Link
                className={
                  order.data_submitted_at ? 'button button--small button--outline' : 'button button--small'
                }
                to={withOrderFragment(paths.invitationData, order.order_id)}
                data-testid="invitation-data-link"
              >
                {order.data_submitted_at ? 'Lihat Data Undangan' : 'Isi Data Undangan'}
              </Link>
            )}
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
          {invitationUrl && <InvitationAddress url={invitationUrl} secondUrl={splitUrl} />}
          {order.data_submitted_at && <RevisionsPanel orderId={order.order_id} phone={phone} />}
          {invitationUrl && <GuestRepliesPanel orderId={order.order_id} phone={phone} />}
          {order.receipt_available && <CoupleDashboardEntry orderId={order.order_id} phone={phone} />}

          <div className="tracking-actions">
            {order.receipt_available && (
              <Link className="button" to={paths.receipt} data-testid="receipt-link">
                Lihat Kwitansi
              </Link>
            )}
            <button
              type="button"
              className="button button--outline"
              onClick={() => void look({ orderId: order.order_id, phone })}
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
