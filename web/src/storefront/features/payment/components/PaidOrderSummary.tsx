import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  REGULAR_EARLIEST_WORKING_DAYS,
  speedOfAddons,
  WORKING_DAYS_PROMISED,
  type OrderReceipt,
} from '@undangan/contracts';
import { useQuery } from '@tanstack/react-query';
import { paths, withOrderFragment } from '@/shared/config/paths';
import { formatPrice } from '@/shared/format/format';
import { postForOrder } from '@/shared/order/lookup-request';
import { loadOrderLookup } from '@/shared/order/order-lookup';
import { TrackOrderLink } from './TrackOrderLink';

/** The paid order's lines, for the phone this tab ordered with (the same answer as the receipt's). */
function usePaidOrder(orderId: string) {
  const [lookup] = useState(() => {
    const kept = loadOrderLookup();
    return kept?.orderId === orderId ? kept : null;
  });
  const answer = useQuery({
    queryKey: ['receipt', orderId, lookup?.phone ?? ''],
    queryFn: ({ signal }) =>
      postForOrder<OrderReceipt>('/orders/receipt', orderId, lookup?.phone ?? '', signal),
    enabled: lookup !== null,
    // The receipt can lag a moment behind the payment: ask again a few times while it says not yet.
    refetchInterval: ({ state }) =>
      state.data && !state.data.ok && state.dataUpdateCount < 5 ? 2000 : false,
  });
  return answer.data?.ok ? answer.data.value : null;
}

/** How long the work takes once the data is complete, as the FAQ promises it for what was bought. */
export function processingTime(lineNames: readonly string[]): string {
  switch (speedOfAddons(lineNames)) {
    case 'one-day':
      return '24 jam';
    case 'express':
      return `${WORKING_DAYS_PROMISED.express} hari kerja`;
    default:
      return `${REGULAR_EARLIEST_WORKING_DAYS} sampai ${WORKING_DAYS_PROMISED.regular} hari kerja`;
  }
}

/**
 * What a paid order's finish page tells beyond "paid", as a shop's order status page does: what was
 * paid and for what, the receipt, and the steps from here to the finished invitation.
 */
export function PaidOrderSummary({ orderId, amount }: { orderId: string; amount: number }) {
  const receipt = usePaidOrder(orderId);
  const names = receipt ? receipt.lines.map((line) => line.name) : [];

  return (
    <div className="paid-summary">
      <section className="card paid-summary__card" aria-labelledby="paid-summary-title">
        <h2 id="paid-summary-title" className="paid-summary__title">
          Ringkasan Pesanan
        </h2>
        <p className="paid-summary__amount">
          Total dibayar{' '}
          <strong className="payment-amount" data-testid="paid-amount">
            {formatPrice(amount)}
          </strong>
        </p>
        {receipt && (
          <ul className="paid-summary__lines" data-testid="paid-items">
            {receipt.lines.map((line, index) => (
              <li key={`${line.name}-${index}`} data-testid="paid-item">
                <span>
                  {line.name}
                  {line.design_name && (
                    <span className="paid-summary__design">Desain {line.design_name}</span>
                  )}
                </span>
                <span className="paid-summary__qty">
                  {line.quantity} × {formatPrice(line.price)}
                </span>
              </li>
            ))}
          </ul>
        )}
        {receipt && (
          <Link to={paths.receipt} className="paid-summary__receipt" data-testid="finish-receipt-link">
            Lihat Kwitansi
          </Link>
        )}
      </section>

      <section className="card paid-summary__card" aria-labelledby="next-steps-title">
        <h2 id="next-steps-title" className="paid-summary__title">
          Langkah Selanjutnya
        </h2>
        <ol className="next-steps" data-testid="next-steps">
          <li>
            <strong>Kirim data undangan Anda</strong>
            <span>Nama mempelai, acara, foto, dan lainnya, lewat formulir Data Undangan.</span>
          </li>
          <li>
            <strong>Kami buatkan undangan Anda</strong>
            <span data-testid="processing-time">
              Selesai dalam {processingTime(names)} setelah data Anda kami terima dengan lengkap.
            </span>
          </li>
          <li>
            <strong>Pantau dan bagikan</strong>
            <span>
              Ikuti pengerjaannya di halaman Lacak Pesanan; tautan undangan juga kami kirim lewat WhatsApp.
            </span>
          </li>
        </ol>
        <div className="next-steps__actions">
          <Link
            className="button"
            to={withOrderFragment(paths.invitationData, orderId)}
            data-testid="finish-invitation-data-link"
          >
            Isi Data Undangan
          </Link>
          <TrackOrderLink orderId={orderId} />
        </div>
      </section>
    </div>
  );
}
