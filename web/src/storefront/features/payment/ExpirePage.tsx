import { Link } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import './payment.css';

export default function ExpirePage() {
  useDocumentTitle('Pembayaran Kedaluwarsa');
  return (
    <div className="container page notice">
      <h1 className="page-title">Waktu Pembayaran Habis</h1>
      <p>Maaf, batas waktu pembayaran untuk pesanan Anda telah berakhir dan transaksi dibatalkan.</p>
      <p>Silakan buat pesanan baru untuk melanjutkan.</p>
      <Link to={paths.checkout} className="button">
        Pesan Kembali
      </Link>
    </div>
  );
}
