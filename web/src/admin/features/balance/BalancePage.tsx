import { BelowZeroNote, netClass } from '@/admin/components/BelowZeroNote';
import { ErrorNotice } from '@/admin/components/ErrorNotice';
import { formatRupiah, monthName } from '@/admin/lib/format';
import { LoadingText } from '@/shared/ui/LoadingText';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { useBalance } from './api/get-balance';
import { RevenueChart } from './RevenueChart';
import './balance.css';

export default function BalancePage() {
  useDocumentTitle('Ringkasan Pendapatan');
  const { data: balance, error } = useBalance();

  if (error) return <ErrorNotice>{error}</ErrorNotice>;
  if (!balance) return <LoadingText />;
  const months = [...balance.monthly_revenue].sort((a, b) => a.month.localeCompare(b.month));

  return (
    <section className="admin-page" aria-labelledby="balance-title">
      <h2 id="balance-title">Ringkasan Pendapatan</h2>
      <div className="admin-cards admin-cards-compact">
        <article className="admin-card">
          <h3>Total Pendapatan Bersih</h3>
          <p data-testid="total-revenue" className={netClass(balance.total_revenue)}>
            {formatRupiah(balance.total_revenue)}
          </p>
          <small className="admin-card-note">Setelah dikurangi dana yang dikembalikan</small>
          <BelowZeroNote amount={balance.total_revenue} className="admin-card-note" />
        </article>
        <article className="admin-card">
          <h3>Transaksi Berhasil</h3>
          <p data-testid="successful-transactions">{balance.successful_transactions}</p>
        </article>
        <article className="admin-card">
          <h3>Pendapatan Add-Ons</h3>
          <p>{formatRupiah(balance.addons_revenue)}</p>
        </article>
        <article className="admin-card">
          <h3>Dana Dikembalikan</h3>
          <p data-testid="refunded-total">{formatRupiah(balance.refunded_total)}</p>
          <small className="admin-card-note" data-testid="refunded-transactions">
            {balance.refunded_transactions} transaksi (refund, chargeback, atau dibatalkan bank)
          </small>
        </article>
        <section className="admin-card admin-card-pending" aria-labelledby="pending-title">
          <h3 id="pending-title">Pending</h3>
          <p data-testid="pending-revenue">{formatRupiah(balance.pending_revenue)}</p>
          <small className="admin-card-note">
            <span data-testid="pending-transactions">{balance.pending_transactions}</span> transaksi belum
            dibayar atau belum diperiksa
          </small>
        </section>
      </div>
      <section className="admin-panel" aria-labelledby="monthly-title">
        <div className="admin-page-head">
          <h3 id="monthly-title">Pendapatan Bulanan</h3>
          <p className="admin-muted admin-monthly-note">
            Pendapatan bersih = pembayaran masuk dikurangi dana yang dikembalikan, pada bulan pembayaran
            lunas.
          </p>
        </div>
        <div className="admin-monthly">
          <RevenueChart months={months} />
          <div className="admin-table-wrap flat admin-monthly-table">
            <table className="admin-table" aria-label="Pendapatan per bulan">
              <thead>
                <tr>
                  <th scope="col">Bulan</th>
                  <th scope="col" className="num">
                    Pembayaran Masuk
                  </th>
                  <th scope="col" className="num">
                    Dana Dikembalikan
                  </th>
                  <th scope="col" className="num">
                    Pendapatan Bersih
                  </th>
                </tr>
              </thead>
              <tbody>
                {months.length === 0 && (
                  <tr>
                    <td colSpan={4}>Belum ada pendapatan.</td>
                  </tr>
                )}
                {[...months].reverse().map((m) => (
                  <tr key={m.month} data-testid={`month-${m.month}`}>
                    <td className="nowrap">{monthName(m.month)}</td>
                    <td className="num nowrap">{formatRupiah(m.monthly_revenue + m.refunds)}</td>
                    <td className="num nowrap">
                      {m.refunds > 0 ? `- ${formatRupiah(m.refunds)}` : formatRupiah(0)}
                    </td>
                    <td className={`num nowrap ${netClass(m.monthly_revenue)}`}>
                      {formatRupiah(m.monthly_revenue)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </section>
    </section>
  );
}
