import { Link, useLocation } from 'react-router-dom';
import { paths, withQuery } from '@/shared/config/paths';
import { whatsappLink } from '@undangan/contracts';
import { STORAGE_KEYS } from '@/shared/storage/storage-keys';
import { ErrorText } from '@/shared/ui/ErrorText';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { TrackOrderLink } from './components/TrackOrderLink';
import { PAYMENT_MESSAGES } from './payment-messages';
import { useOrderId } from './use-order-id';
import './payment.css';

export default function ConfirmationPage() {
  useDocumentTitle('Konfirmasi Diterima');
  const orderId = useOrderId(STORAGE_KEYS.orderId);
  // Set by the manual payment page when the server took the confirmation (PRODUCT.md section 8's words).
  const state = useLocation().state as { confirmed?: boolean; withoutProof?: boolean } | null;
  const confirmed = state?.confirmed === true;
  // Sent without a picture of the transfer: the couple is told plainly, and where to send it.
  const withoutProof = confirmed && state?.withoutProof === true;

  return (
    <div className="container page notice">
      <h1 className="page-title">
        {withoutProof ? 'Bukti Transfer Belum Dikirim' : 'Konfirmasi Pembayaran Diterima'}
      </h1>
      {orderId ? (
        <>
          {confirmed && (
            <p
              className="inline-message inline-message--success"
              role="status"
              data-testid="confirmed-message"
            >
              {PAYMENT_MESSAGES.confirmed}
            </p>
          )}
          {withoutProof ? (
            <div className="notice-box notice-box--warning" data-testid="without-proof-notice">
              <p>
                Konfirmasi Anda sudah kami terima, tetapi <strong>tanpa foto bukti transfer</strong>.
                Pembayaran baru dapat kami periksa setelah fotonya Anda kirim.
              </p>
              <Link className="button" to={withQuery(paths.trackOrder, { order_id: orderId })}>
                Kirim Bukti Transfer
              </Link>
            </div>
          ) : (
            <p>Terima kasih! Konfirmasi pembayaran Anda sudah kami terima dan akan segera kami periksa.</p>
          )}
          <p className="order-id">
            Order ID: <strong data-testid="order-id">{orderId}</strong>
          </p>
          <p>Kirim Order ID Anda kepada tim kami agar pesanan dapat diproses lebih cepat.</p>
          <a
            className="button"
            href={whatsappLink(`Halo, saya sudah melakukan pembayaran. Order ID saya: ${orderId}`)}
            target="_blank"
            rel="noopener noreferrer"
          >
            Kirim Order ID ke Tim Kami
          </a>
          <TrackOrderLink orderId={orderId} />
        </>
      ) : (
        <ErrorText>{PAYMENT_MESSAGES.noOrderId}</ErrorText>
      )}
      <Link to={paths.landing} className="button button--outline">
        Kembali ke Beranda
      </Link>
    </div>
  );
}
