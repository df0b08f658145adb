import { Link } from 'react-router-dom';
import { useAuditLog } from '@/admin/api/get-audit-log';
import { BelowZeroNote, netClass } from '@/admin/components/BelowZeroNote';
import { ErrorNotice } from '@/admin/components/ErrorNotice';
import { StatusBadge, WorkBadge } from '@/admin/components/StatusBadge';
import { adminPaths, orderLink, proofReviewLink } from '@/admin/config/paths';
import { describeAudit } from '@/admin/lib/audit-sentence';
import {
  dateTimeOrNa,
  formatRupiah,
  monthName,
  orNa,
  shortDateTimeOrNa,
  waitingText,
} from '@/admin/lib/format';
import { LoadingText } from '@/shared/ui/LoadingText';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { useDashboardSummary } from './api/get-dashboard-summary';
import { UndeliveredEmailsPanel } from './UndeliveredEmailsPanel';
import './dashboard.css';

/** The newest admin changes, as sentences; the full log is one click away. */
function RecentActivity() {
  // A failure is logged and shows as no changes: the dashboard's figures matter more.
  const recent = useAuditLog(1, 5);
  const entries = recent.data?.data ?? (recent.failed ? [] : null);
  return (
    <section className="admin-panel" aria-labelledby="activity-title">
      <div className="admin-page-head">
        <h3 id="activity-title">Perubahan Terbaru</h3>
        <Link to={adminPaths.auditLog}>Lihat log perubahan</Link>
      </div>
      {!entries ? (
        <LoadingText />
      ) : entries.length === 0 ? (
        <p className="admin-muted">Belum ada perubahan.</p>
      ) : (
        <ul className="admin-audit-list compact">
          {entries.map((e) => (
            <li key={e.id}>
              <time dateTime={e.at}>{dateTimeOrNa(e.at)}</time>
              <p className="admin-audit-sentence">{describeAudit(e)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { data: summary, error } = useDashboardSummary();

  if (error) return <ErrorNotice>{error}</ErrorNotice>;
  if (!summary) return <LoadingText />;
  // The dashboard lists the newest; the queue is worked oldest first.
  const oldestFirst = [...summary.awaitingReview.latest].reverse();

  return (
    <section className="admin-page" aria-labelledby="dashboard-title">
      <h2 id="dashboard-title">Dashboard</h2>
      <div className="admin-cards">
        <article className="admin-card">
          <h3>Pendapatan Hari Ini</h3>
          <p data-testid="today-revenue" className={netClass(summary.today.revenue)}>
            {formatRupiah(summary.today.revenue)}
          </p>
          <small>{summary.today.transactions} transaksi lunas</small>
          <BelowZeroNote amount={summary.today.revenue} />
        </article>
        <article className="admin-card">
          <h3>Pendapatan Bulan Ini</h3>
          <p data-testid="month-revenue" className={netClass(summary.month.revenue)}>
            {formatRupiah(summary.month.revenue)}
          </p>
          <small>{monthName(summary.month.month)}</small>
          <BelowZeroNote amount={summary.month.revenue} />
        </article>
        <article className="admin-card">
          <h3>Menunggu Verifikasi</h3>
          <p data-testid="awaiting-review">{summary.awaitingReview.count}</p>
          <Link to={adminPaths.proofReview}>Periksa antrean bukti transfer</Link>
        </article>
      </div>

      <section className="admin-panel" aria-labelledby="review-title">
        <div className="admin-page-head">
          <h3 id="review-title">Bukti Pembayaran Menunggu Verifikasi</h3>
          <Link to={adminPaths.proofReview} className="admin-button small">
            Buka antrean ({summary.awaitingReview.count})
          </Link>
        </div>
        {oldestFirst.length === 0 ? (
          <p className="admin-muted">Tidak ada pembayaran yang menunggu verifikasi.</p>
        ) : (
          <ul className="admin-list">
            {oldestFirst.map((p) => (
              <li key={p.order_id}>
                <Link to={proofReviewLink(p.order_id)} className="admin-order-id">
                  {p.order_id}
                </Link>
                <span>{orNa(p.customer_name)}</span>
                <span>{formatRupiah(p.amount)}</span>
                <span className="admin-muted">menunggu {waitingText(p.created_at)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <UndeliveredEmailsPanel />

      <section className="admin-panel" aria-labelledby="latest-orders-title">
        <div className="admin-page-head">
          <h3 id="latest-orders-title">Pesanan Terbaru</h3>
          <Link to={adminPaths.order}>Kelola pesanan</Link>
        </div>
        {summary.latestOrders.length === 0 ? (
          <p className="admin-muted">Belum ada pesanan.</p>
        ) : (
          <div className="admin-table-wrap flat admin-latest-orders">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Order ID</th>
                  <th scope="col">Pelanggan</th>
                  <th scope="col">Package</th>
                  <th scope="col" className="col-design">
                    Design
                  </th>
                  <th scope="col">Pembayaran</th>
                  <th scope="col">Pengerjaan</th>
                  <th scope="col">Created At</th>
                </tr>
              </thead>
              <tbody>
                {summary.latestOrders.map((o) => (
                  <tr key={o.id}>
                    <td className="nowrap admin-order-id">
                      <Link to={orderLink(o.order_id)}>{o.order_id}</Link>
                    </td>
                    <td>{orNa(o.customer_name)}</td>
                    <td>
                      {orNa(o.package)}
                      <small className="admin-line-note design-inline">{orNa(o.design)}</small>
                    </td>
                    <td className="col-design">{orNa(o.design)}</td>
                    <td>{o.payment_status ? <StatusBadge status={o.payment_status} /> : 'N/A'}</td>
                    <td>
                      <WorkBadge status={o.status} />
                    </td>
                    <td className="nowrap">{shortDateTimeOrNa(o.created_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <RecentActivity />
      <p>
        <Link to={adminPaths.balance}>Ringkasan pendapatan lengkap</Link>
      </p>
    </section>
  );
}
