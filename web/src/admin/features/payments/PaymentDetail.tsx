import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MANUAL_PAYMENT_TYPE, type AdminPaymentDetail } from '@undangan/contracts';
import { BelowZeroNote, netClass } from '@/admin/components/BelowZeroNote';
import { BillSummary } from '@/admin/components/BillSummary';
import { Drawer } from '@/admin/components/Drawer';
import { MenuIcon } from '@/admin/components/MenuIcon';
import { OrderEmails } from '@/admin/components/OrderEmails';
import { LateBadge, StatusBadge, WorkBadge } from '@/admin/components/StatusBadge';
import { WhatsAppButton } from '@/admin/components/WhatsAppButton';
import { orderLink, proofReviewLink } from '@/admin/config/paths';
import { dateTimeOrNa, orNa, rupiahOrNa } from '@/admin/lib/format';
import { NO_METHOD_NOTE, paymentStatusText, paymentTypeName } from '@/admin/lib/labels';
import { timelineSentence } from '@/admin/lib/timeline-words';
import { LoadingText } from '@/shared/ui/LoadingText';

/** How the customer pays or paid: VA numbers, a store's payment code, the deadline, when it was paid. */
function ChannelFields({ detail }: { detail: AdminPaymentDetail }) {
  const channel = detail.channel;
  const name = paymentTypeName(detail.transaction.payment_type, channel);
  return (
    <dl className="admin-fields">
      <dt>Cara bayar</dt>
      <dd data-testid="detail-payment-type">
        {name ?? (
          <>
            N/A <small className="admin-field-note">{NO_METHOD_NOTE}</small>
          </>
        )}
      </dd>
      {channel?.va_numbers.map((va) => (
        <Row key={`${va.bank}-${va.va_number}`} label={`Nomor VA ${va.bank.toUpperCase()}`}>
          <span className="nowrap">{va.va_number}</span>
        </Row>
      ))}
      {channel?.payment_code && (
        <Row label={`Kode bayar${channel.store ? ` ${paymentTypeName('cstore', channel)}` : ''}`}>
          <span className="nowrap">{channel.payment_code}</span>
        </Row>
      )}
      {channel?.expiry_time && <Row label="Batas bayar">{dateTimeOrNa(channel.expiry_time)}</Row>}
      {channel?.settled_at && <Row label="Dibayar pada">{dateTimeOrNa(channel.settled_at)}</Row>}
    </dl>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

function DetailBody({ detail }: { detail: AdminPaymentDetail }) {
  const t = detail.transaction;
  const meaning = paymentStatusText(t.status)?.meaning;
  const fulfilment = detail.fulfilment;
  return (
    <>
      <div className="admin-detail-summary">
        <p className="admin-detail-amount" data-testid="detail-amount">
          {rupiahOrNa(t.amount)}
        </p>
        <span className="admin-status-cell">
          <StatusBadge status={t.status} />
          {t.paid_late && <LateBadge />}
        </span>
        {meaning && <p className="admin-field-note">{meaning}</p>}
        {t.paid_late && (
          <p className="admin-field-note">
            Pembayaran ini masuk setelah transaksi ditutup sebagai gagal atau kedaluwarsa.
          </p>
        )}
        {t.refund_due > 0 && (
          <p className="admin-field-note" data-testid="detail-refund-due">
            Perlu dikembalikan {rupiahOrNa(t.refund_due)}: pembayaran ini masuk untuk revisi yang sudah
            dibayar lewat pembayaran lain atau sudah dibatalkan, sehingga tidak dihitung untuk revisi itu.
          </p>
        )}
      </div>

      <dl className="admin-fields">
        <dt>Order ID</dt>
        <dd className="nowrap">{orNa(t.order_id)}</dd>
        <dt>Jumlah</dt>
        <dd>{rupiahOrNa(t.amount)}</dd>
        {t.refunded_amount > 0 && (
          <>
            <dt>Dana Dikembalikan</dt>
            <dd data-testid="detail-refunded">{rupiahOrNa(t.refunded_amount)}</dd>
            <dt>Pendapatan Bersih</dt>
            <dd>
              <span data-testid="detail-net" className={netClass(t.amount - t.refunded_amount)}>
                {rupiahOrNa(t.amount - t.refunded_amount)}
              </span>
              <BelowZeroNote amount={t.amount - t.refunded_amount} />
            </dd>
          </>
        )}
        <dt>Dibuat</dt>
        <dd>{dateTimeOrNa(t.created_at)}</dd>
        <dt>Nama</dt>
        <dd>{orNa(t.customer_name)}</dd>
        <dt>Telepon</dt>
        <dd className="admin-phone-line">
          <span className="nowrap">{orNa(t.customer_phone)}</span>
          <WhatsAppButton small phone={t.customer_phone} orderId={t.order_id} name={t.customer_name} />
        </dd>
        <dt>Email</dt>
        <dd>{orNa(t.customer_email)}</dd>
      </dl>

      <section className="admin-detail-section" aria-labelledby="detail-items-title">
        <h4 id="detail-items-title">Rincian</h4>
        <BillSummary items={detail.orderItems} summary={detail.summary} amount={t.amount} />
      </section>

      <section className="admin-detail-section" aria-labelledby="detail-channel-title">
        <h4 id="detail-channel-title">Pembayaran</h4>
        <ChannelFields detail={detail} />
      </section>

      <section className="admin-detail-section" aria-labelledby="detail-order-title">
        <h4 id="detail-order-title">Bukti dan pesanan</h4>
        <ul className="admin-link-list">
          {t.payment_type === MANUAL_PAYMENT_TYPE && (
            <li>
              <Link to={proofReviewLink(t.order_id)}>Periksa bukti transfer</Link>
            </li>
          )}
          <li data-testid="detail-fulfilment">
            {fulfilment ? (
              <>
                Pesanan: <WorkBadge status={fulfilment.status} />{' '}
                <Link to={orderLink(t.order_id, fulfilment.status === 'completed')}>
                  Lihat di Manajemen Pesanan
                </Link>
                {fulfilment.hold_reason && (
                  <span className="admin-hold-note" role="note">
                    {fulfilment.hold_reason}
                  </span>
                )}
              </>
            ) : (
              <span className="admin-muted">Belum ada pesanan: pesanan dibuat setelah pembayaran lunas.</span>
            )}
          </li>
        </ul>
      </section>

      <OrderEmails orderId={t.order_id} titleId="detail-emails-title" />

      {detail.timeline && detail.timeline.length > 0 && (
        <section className="admin-detail-section" aria-labelledby="detail-timeline-title">
          <h4 id="detail-timeline-title">Riwayat</h4>
          <ol className="admin-timeline" data-testid="detail-timeline">
            {detail.timeline.map((entry, i) => (
              <li key={`${entry.at}-${i}`}>
                <time dateTime={entry.at}>{dateTimeOrNa(entry.at)}</time>
                <span>{timelineSentence(entry)}</span>
              </li>
            ))}
          </ol>
        </section>
      )}
    </>
  );
}

/**
 * A payment's detail in a drawer over the page, where the eye is: the bill with its design and
 * discount, the channel, the emails sent about it, each step in plain words, and the ways to its
 * proof and its order. The gear opens the proof page in a new tab (PRODUCT.md section 2).
 */
export function PaymentDetail({
  orderId,
  detail,
  onClose,
}: {
  orderId: string;
  detail: AdminPaymentDetail | null;
  onClose: () => void;
}) {
  return (
    <Drawer labelledBy="transaction-detail-title" onClose={onClose} testId="transaction-detail">
      <header className="admin-drawer-header">
        <div className="admin-drawer-title">
          <h3 id="transaction-detail-title">Detail Transaksi</h3>
          <p className="admin-order-id">{orderId}</p>
        </div>
        <div className="admin-detail-actions">
          <button
            type="button"
            className="admin-icon-button"
            aria-label="Kelola bukti pembayaran"
            title="Kelola bukti pembayaran (tab baru)"
            onClick={() => window.open(proofReviewLink(orderId), '_blank', 'noopener')}
          >
            <MenuIcon name="gear" />
          </button>
          <button
            type="button"
            className="admin-icon-button"
            aria-label="Tutup"
            title="Tutup (Esc)"
            onClick={onClose}
          >
            ×
          </button>
        </div>
      </header>
      <div className="admin-drawer-body">{detail ? <DetailBody detail={detail} /> : <LoadingText />}</div>
    </Drawer>
  );
}
