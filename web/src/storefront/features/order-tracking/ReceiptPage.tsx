import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SHOP, type OrderReceipt } from '@undangan/contracts';
import { paths, withOrderFragment, withQuery } from '@/shared/config/paths';
import { formatDateTime, formatPrice } from '@/shared/format/format';
import { orderIdFromFragment } from '@/shared/order/order-fragment';
import { loadOrderLookup } from '@/shared/order/order-lookup';
import { ErrorText } from '@/shared/ui/ErrorText';
import { HeartIcon } from '@/shared/ui/icons';
import { LoadingText } from '@/shared/ui/LoadingText';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { TotalsRow } from '@/shared/ui/TotalsRow';
import { usePaymentBank, useReceipt } from './api/order-lookup';
import { channelName, LOOKUP_MESSAGES } from './tracking-words';
import './order-tracking.css';

type State =
  | { status: 'loading' }
  | { status: 'refused'; message: string; orderId: string | null }
  | { status: 'ready'; receipt: OrderReceipt };

/**
 * The receipt (kwitansi) of a paid order, laid out to be printed or saved as PDF from the phone's
 * print menu. The order id and phone come from this tab's tracking lookup, never from the address.
 */
export default function ReceiptPage() {
  useDocumentTitle('Kwitansi');
  const [lookup] = useState(loadOrderLookup);
  const answer = useReceipt(lookup);
  const bank = usePaymentBank(lookup).data ?? null;
  const state: State = !lookup
    ? { status: 'refused', message: LOOKUP_MESSAGES.noLookup, orderId: orderIdFromFragment() }
    : !answer.data
      ? { status: 'loading' }
      : answer.data.ok
        ? { status: 'ready', receipt: answer.data.value }
        : {
            status: 'refused',
            message: answer.data.message ?? LOOKUP_MESSAGES.receiptFailed,
            orderId: lookup.orderId,
          };

  if (state.status === 'loading') {
    return (
      <div className="container page receipt-page">
        <LoadingText text="Memuat kwitansi..." />
      </div>
    );
  }

  if (state.status === 'refused') {
    return (
      <div className="container page notice">
        <h1 className="page-title">Kwitansi</h1>
        <ErrorText>{state.message}</ErrorText>
        <Link to={withQuery(paths.trackOrder, { order_id: state.orderId })} className="button">
          Buka Lacak Pesanan
        </Link>
      </div>
    );
  }

  const { receipt } = state;
  return (
    <div className="container page receipt-page">
      <div className="receipt-toolbar no-print">
        <Link
          to={withQuery(paths.trackOrder, { order_id: receipt.order_id })}
          className="button button--outline button--small"
        >
          Kembali
        </Link>
        <button type="button" className="button button--small" onClick={() => window.print()}>
          Cetak / Simpan PDF
        </button>
      </div>
      <article className="receipt card" aria-labelledby="receipt-title" data-testid="receipt">
        <header className="receipt__head">
          <div className="receipt__shop">
            <p className="receipt__brand">
              <HeartIcon size={22} /> {SHOP.name}
            </p>
            <p className="receipt__contact">
              WhatsApp {SHOP.whatsappDisplay}
              <br />
              {SHOP.email}
              <br />
              Instagram {SHOP.instagramHandle}
            </p>
          </div>
          <div className="receipt__heading">
            <h1 id="receipt-title" className="receipt__title">
              Kwitansi
            </h1>
            <p className="receipt__stamp">
              {receipt.refunded_amount > 0 ? 'Dikembalikan sebagian' : 'Lunas'}
            </p>
          </div>
        </header>

        <dl className="facts receipt__facts">
          <div>
            <dt>No. Order</dt>
            <dd data-testid="receipt-order-id">{receipt.order_id}</dd>
          </div>
          <div>
            <dt>Tanggal pesan</dt>
            <dd>{formatDateTime(receipt.created_at)}</dd>
          </div>
          <div>
            <dt>Tanggal bayar</dt>
            <dd>{formatDateTime(receipt.paid_at)}</dd>
          </div>
          <div>
            <dt>Diterima dari</dt>
            <dd>{receipt.customer_name}</dd>
          </div>
          <div>
            <dt>Metode pembayaran</dt>
            <dd data-testid="receipt-channel">{channelName(receipt.payment_type, bank)}</dd>
          </div>
        </dl>

        <table className="receipt__lines">
          <caption className="visually-hidden">Rincian pesanan</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className="num">
                Jml
              </th>
              <th scope="col" className="num">
                Jumlah
              </th>
            </tr>
          </thead>
          <tbody>
            {receipt.lines.map((line, index) => (
              <tr key={`${line.name}-${index}`} data-testid="receipt-line">
                <td>
                  {line.name}
                  {line.design_name && <span className="receipt__design">Desain {line.design_name}</span>}
                  <span className="receipt__unit">@ {formatPrice(line.price)}</span>
                </td>
                <td className="num">{line.quantity}</td>
                <td className="num">{formatPrice(line.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>

        <dl className="totals receipt__totals">
          <TotalsRow label="Subtotal">{formatPrice(receipt.subtotal)}</TotalsRow>
          {receipt.discount > 0 && (
            <TotalsRow label={`Diskon${receipt.referral_code ? ` (${receipt.referral_code})` : ''}`}>
              - {formatPrice(receipt.discount)}
            </TotalsRow>
          )}
          <TotalsRow label="Total dibayar" total testId="receipt-total">
            {formatPrice(receipt.total)}
          </TotalsRow>
          {receipt.refunded_amount > 0 && (
            <TotalsRow label="Dana dikembalikan">- {formatPrice(receipt.refunded_amount)}</TotalsRow>
          )}
        </dl>
        <p className="receipt__thanks">
          Terima kasih telah mempercayakan undangan digital Anda kepada {SHOP.name}. Kwitansi ini sah tanpa
          tanda tangan.
        </p>
      </article>
      <section className="card receipt-next no-print" aria-label="Langkah berikutnya">
        <p>Langkah berikutnya: kirim data undangan Anda (nama mempelai, acara, foto, dan lainnya).</p>
        <Link
          className="button"
          to={withOrderFragment(paths.invitationData, receipt.order_id)}
          data-testid="receipt-invitation-data-link"
        >
          Isi Data Undangan
        </Link>
      </section>
    </div>
  );
}
