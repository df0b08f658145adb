import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { AdminPaymentDetail, AdminPaymentRow, Page } from '@undangan/contracts';
import { LoadingText } from '../../../shared/ui/LoadingText';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { DateRangeFilter, dayRangeBounds, type DayRange } from '../../components/DateRangeFilter';
import { Pagination } from '../../components/Pagination';
import { LateBadge, StatusBadge } from '../../components/StatusBadge';
import { dateTimeOrNa, orNa, rupiahOrNa } from '../../lib/format';
import {
  downloadPaymentsCsv,
  getPaymentDetail,
  getPayments,
  type PaymentsFilter,
  type SearchField,
} from './api';
import { TransactionDetail } from './TransactionDetail';
import { ErrorNotice } from '../../components/ErrorNotice';

const LOAD_FAILED = 'Failed to load payments';
const FILTER_FAILED = 'Failed to filter payments by date';
const DETAIL_FAILED = 'Failed to load transaction details.';

export default function TransactionsPage() {
  useDocumentTitle('Transactions');
  const [field, setField] = useState<SearchField>('order_id');
  const [text, setText] = useState('');
  const [showDates, setShowDates] = useState(false);
  const [filter, setFilter] = useState<PaymentsFilter>({ filter: 'order_id' });
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<Page<AdminPaymentRow> | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');
  const [detail, setDetail] = useState<AdminPaymentDetail | null>(null);
  const [exporting, setExporting] = useState(false);

  const load = useCallback(async (f: PaymentsFilter, p: number) => {
    setLoading(true);
    setError('');
    try {
      setResult(await getPayments(f, p));
    } catch (err) {
      console.error(err);
      setError(f.startDate || f.endDate ? FILTER_FAILED : LOAD_FAILED);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load(filter, page);
  }, [load, filter, page]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter((f) => ({ ...f, filter: field, query: text.trim() || undefined }));
    setPage(1);
  };

  const filterByDate = (range: DayRange) => {
    const { start, end } = dayRangeBounds(range);
    setFilter((f) => ({ ...f, startDate: start.toISOString(), endDate: end.toISOString() }));
    setPage(1);
  };

  const toggleDates = () => {
    if (showDates && (filter.startDate || filter.endDate)) {
      setFilter((f) => ({ ...f, startDate: undefined, endDate: undefined }));
      setPage(1);
    }
    setShowDates((s) => !s);
  };

  const openDetail = async (orderId: string) => {
    try {
      setDetail(await getPaymentDetail(orderId));
    } catch (err) {
      console.error(err);
      window.alert(DETAIL_FAILED);
    }
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadPaymentsCsv(filter);
    } catch (err) {
      console.error(err);
      window.alert('Gagal mengekspor CSV.');
    } finally {
      setExporting(false);
    }
  };

  if (error) {
    return (
      <section className="admin-page">
        <ErrorNotice>{error}</ErrorNotice>
        <button type="button" className="admin-button secondary" onClick={() => void load(filter, page)}>
          Coba lagi
        </button>
      </section>
    );
  }

  return (
    <section className="admin-page" aria-labelledby="transactions-title">
      <h2 id="transactions-title">Transactions</h2>
      <div className="admin-toolbar">
        <form className="admin-search" onSubmit={search} role="search">
          <label htmlFor="transactions-field" className="visually-hidden">
            Cari berdasarkan
          </label>
          <select
            id="transactions-field"
            value={field}
            onChange={(e) => setField(e.target.value as SearchField)}
          >
            <option value="order_id">order_id</option>
            <option value="customer_name">customer_name</option>
            <option value="customer_phone">customer_phone</option>
          </select>
          <label htmlFor="transactions-query" className="visually-hidden">
            Kata kunci
          </label>
          <input
            id="transactions-query"
            type="search"
            placeholder="Search..."
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className="admin-button">
            Search
          </button>
        </form>
        <div className="admin-toolbar-actions">
          <button
            type="button"
            className="admin-button secondary"
            aria-pressed={showDates}
            onClick={toggleDates}
          >
            Date Range
          </button>
          <button type="button" className="admin-button secondary" disabled={exporting} onClick={exportCsv}>
            {exporting ? 'Memproses...' : 'Export CSV'}
          </button>
        </div>
      </div>
      {showDates && <DateRangeFilter onApply={filterByDate} busy={loading} />}

      {loading && !result ? (
        <LoadingText />
      ) : (
        <>
          <div className="admin-table-wrap" aria-busy={loading}>
            <table className="admin-table admin-table-clickable">
              <thead>
                <tr>
                  <th scope="col">Date &amp; Time</th>
                  <th scope="col">Order ID</th>
                  <th scope="col">Customer Name</th>
                  <th scope="col">Phone Number</th>
                  <th scope="col">Payment Type</th>
                  <th scope="col">Status</th>
                  <th scope="col">Amount</th>
                </tr>
              </thead>
              <tbody>
                {result?.data.length === 0 && (
                  <tr>
                    <td colSpan={7}>Tidak ada transaksi.</td>
                  </tr>
                )}
                {result?.data.map((row) => (
                  <tr
                    key={row.order_id}
                    tabIndex={0}
                    onClick={() => void openDetail(row.order_id)}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter') void openDetail(row.order_id);
                    }}
                  >
                    <td>{dateTimeOrNa(row.created_at)}</td>
                    <td>{orNa(row.order_id)}</td>
                    <td>{orNa(row.customer_name)}</td>
                    <td>{orNa(row.customer_phone)}</td>
                    <td>{orNa(row.payment_type)}</td>
                    <td>
                      <span className="admin-status-cell">
                        <StatusBadge status={row.status} />
                        {row.paid_late && <LateBadge />}
                      </span>
                    </td>
                    <td>
                      {rupiahOrNa(row.amount)}
                      {row.refunded_amount > 0 && (
                        <small className="admin-refund-note">
                          Dikembalikan {rupiahOrNa(row.refunded_amount)}
                        </small>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {result && (
            <Pagination numbered current={result.currentPage} total={result.totalPages} onChange={setPage} />
          )}
        </>
      )}
      {detail && <TransactionDetail detail={detail} onClose={() => setDetail(null)} />}
    </section>
  );
}
