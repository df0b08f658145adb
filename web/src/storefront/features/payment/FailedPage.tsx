import { Link } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { whatsappLink } from '@undangan/contracts';
import { STORAGE_KEYS } from '@/shared/storage/storage-keys';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { PayAgainButton } from './components/PayAgainButton';
import { useOrderId } from './use-order-id';
import { usePaymentLookup } from './use-payment-lookup';
import './payment.css';

export default function FailedPage() {
  useDocumentTitle('Pembayaran Gagal');
  const orderId = useOrderId(STORAGE_KEYS.currentOrderId);
  const { state } = usePaymentLookup(orderId);
  // Snap keeps the page payable after an error (a denied card can be retried) until it expires.
  const paymentPage = state.status === 'ready' ? state.payment.payment_page : null;
  return (
    <div className="container page notice">
      <h1 className="page-title">Pembayaran Gagal</h1>
      <p>Maaf, pembayaran Anda tidak berhasil diproses. Keranjang Anda masih tersimpan, silakan coba lagi.</p>
      {orderId && (
        <p className="order-id">
          Order ID: <strong data-testid="order-id">{orderId}</strong>
        </p>
      )}
      {orderId && paymentPage && (
        <>
          <p>Anda masih dapat membayar pesanan ini sebelum batas waktu pembayarannya berakhir.</p>
          <PayAgainButton orderId={orderId} token={paymentPage.token} label="Bayar Lagi" />
        </>
      )}
      <Link to={paths.cart} className={paymentPage ? 'button button--outline' : 'button'}>
        Kembali ke Keranjang
      </Link>
      <a
        className="button button--outline"
        href={whatsappLink(
          orderId
            ? `Halo, pembayaran saya dengan Order ID ${orderId} gagal. Mohon bantuannya.`
            : 'Halo, pembayaran saya gagal. Mohon bantuannya.',
        )}
        target="_blank"
        rel="noopener noreferrer"
      >
        Hubungi Kami
      </a>
    </div>
  );
}
