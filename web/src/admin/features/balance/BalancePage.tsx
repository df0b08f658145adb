import { useEffect, useState } from 'react';
import type { BalanceSummary } from '@undangan/contracts';
import { LoadingText } from '../../../shared/ui/LoadingText';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { adminApi } from '../../lib/admin-api';
import { formatRupiah, monthName } from '../../lib/format';
import { RevenueChart } from './RevenueChart';

const LOAD_FAILED = 'Gagal mengambil data. Silakan coba lagi.';

export default function BalancePage() {
  useDocumentTitle('Ringkasan Pendapatan');
  const [balance, setBalance] = useState<BalanceSummary | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    // The balance lives at /admin/dashboard/balance, outside /api (SPEC section 7).
    adminApi
      .get<BalanceSummary>('/admin/dashboard/balance', { baseURL: '/' })
      .then(({ data }) => setBalance(data))
      .catch((err: unknown) => {
        console.error(err);
        setError(LOAD_FAILED);
      });
  }, []);

  if (error) {
    return (
      <p className="admin-error" role="alert">
        {error}
      </p>
    );
  }
  if (!balance) return <LoadingText />;
  const months = [...balance.monthly_revenue].sort((a, b) => a.month.localeCompare(b.month));

  return (
    <section className="admin-page" aria-labelledby="balance-title">
      <h2 id="balance-title">Ringkasan Pendapatan</h2>
      <div className="admin-cards">
        <article className="admin-card">
          <h3>Total Pendapatan</h3>
          <p data-testid="total-revenue">{formatRupiah(balance.total_revenue)}</p>
        </article>
        <article className="admin-card">
          <h3>Transaksi Berhasil</h3>
          <p data-testid="successful-transactions">{balance.successful_transactions}</p>
        </article>
        <article className="admin-card">
          <h3>Pendapatan Add-Ons</h3>
          <p>{formatRupiah(balance.addons_revenue)}</p>
        </article>
      </div>
      <section className="admin-panel" aria-labelledby="pending-title">
        <h3 id="pending-title">Pending</h3>
        <dl className="admin-fields">
          <dt>Jumlah transaksi</dt>
          <dd data-testid="pending-transactions">{balance.pending_transactions}</dd>
          <dt>Pendapatan tertunda</dt>
          <dd>{formatRupiah(balance.pending_revenue)}</dd>
        </dl>
      </section>
      <section className="admin-panel" aria-labelledby="monthly-title">
        <h3 id="monthly-title">Pendapatan Bulanan</h3>
        <RevenueChart months={months} />
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Bulan</th>
                <th scope="col">Pendapatan</th>
              </tr>
            </thead>
            <tbody>
              {months.length === 0 && (
                <tr>
                  <td colSpan={2}>Belum ada pendapatan.</td>
                </tr>
              )}
              {[...months].reverse().map((m) => (
                <tr key={m.month}>
                  <td>{monthName(m.month)}</td>
                  <td>{formatRupiah(m.monthly_revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </section>
  );
}
