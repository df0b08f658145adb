import { Link } from 'react-router-dom';
import type { AdminDashboardSummary } from '@undangan/contracts';
import { LoadingText } from '../../../shared/ui/LoadingText';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { adminPaths, uploadProofLink } from '../../app/admin-paths';
import { ErrorNotice } from '../../components/ErrorNotice';
import { useAdminGet } from '../../lib/use-admin-get';
import { addonText, dateTimeOrNa, formatRupiah, monthName, orNa } from '../../lib/format';

export default function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { data: summary, error } = useAdminGet<AdminDashboardSummary>('/dashboard/summary');

  if (error) return <ErrorNotice>{error}</ErrorNotice>;
  if (!summary) return <LoadingText />;

  return (
    <section className="admin-page" aria-labelledby="dashboard-title">
      <h2 id="dashboard-title">Dashboard</h2>
      <div className="admin-cards">
        <article className="admin-card">
          <h3>Pendapatan Hari Ini</h3>
          <p data-testid="today-revenue">{formatRupiah(summary.today.revenue)}</p>
          <small>{summary.today.transactions} transaksi lunas</small>
        </article>
        <article className="admin-card">
          <h3>Pendapatan Bulan Ini</h3>
          <p data-testid="month-revenue">{formatRupiah(summary.month.revenue)}</p>
          <small>{monthName(summary.month.month)}</small>
        </article>
        <article className="admin-card">
          <h3>Menunggu Verifikasi</h3>
          <p data-testid="awaiting-review">{summary.awaitingReview.count}</p>
          <small>pembayaran manual</small>
        </article>
      </div>

      <section className="admin-panel" aria-labelledby="review-title">
        <div className="admin-page-head">
          <h3 id="review-title">Bukti Pembayaran Menunggu Verifikasi</h3>
          <Link to={adminPaths.transactions}>Lihat semua transaksi</Link>
        </div>
        {summary.awaitingReview.latest.length === 0 ? (
          <p className="admin-muted">Tidak ada pembayaran yang menunggu verifikasi.</p>
        ) : (
          <ul className="admin-list">
            {summary.awaitingReview.latest.map((p) => (
              <li key={p.order_id}>
                <Link to={uploadProofLink(p.order_id)}>{p.order_id}</Link>
                <span>{orNa(p.customer_name)}</span>
                <span>{formatRupiah(p.amount)}</span>
                <span>{dateTimeOrNa(p.created_at)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="admin-panel" aria-labelledby="latest-orders-title">
        <div className="admin-page-head">
          <h3 id="latest-orders-title">Pesanan Terbaru</h3>
          <Link to={adminPaths.order}>Kelola pesanan</Link>
        </div>
        {summary.latestOrders.length === 0 ? (
          <p className="admin-muted">Belum ada pesanan.</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Order ID</th>
                  <th scope="col">Package</th>
                  <th scope="col">Design</th>
                  <th scope="col">Add-Ons</th>
                  <th scope="col">Status</th>
                  <th scope="col">Created At</th>
                </tr>
              </thead>
              <tbody>
                {summary.latestOrders.map((o) => (
                  <tr key={o.id}>
                    <td>{o.order_id}</td>
                    <td>{orNa(o.package)}</td>
                    <td>{orNa(o.design)}</td>
                    <td>{addonText(o.addon) || '-'}</td>
                    <td>{o.status}</td>
                    <td>{dateTimeOrNa(o.created_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <p>
        <Link to={adminPaths.balance}>Ringkasan pendapatan lengkap</Link>
      </p>
    </section>
  );
}
