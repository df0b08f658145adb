import { Link } from 'react-router-dom';
import { paths } from '../../../shared/config/paths';
import { whatsappLink } from '../../../shared/config/site';
import { STORAGE_KEYS } from '../../../shared/storage/storage-keys';
import { ErrorText } from '../../../shared/ui/ErrorText';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { PAYMENT_MESSAGES } from './payment-messages';
import { useOrderId } from './use-order-id';
import './payment.css';

export default function FinishPage() {
  useDocumentTitle('Pembayaran Berhasil');
  const orderId = useOrderId(STORAGE_KEYS.currentOrderId);

  return (
    <div className="container page notice">
      <h1 className="page-title">Pembayaran Berhasil!</h1>
      {orderId ? (
        <>
          <p>Terima kasih, pembayaran Anda telah kami terima. Pesanan Anda segera kami proses.</p>
          <p className="order-id">
            Order ID: <strong data-testid="order-id">{orderId}</strong>
          </p>
          <a
            className="button"
            href={whatsappLink(`Halo, saya ingin menanyakan status pesanan saya dengan Order ID ${orderId}.`)}
            target="_blank"
            rel="noopener noreferrer"
          >
            Tanyakan Status Pesanan
          </a>
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
