import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import {
  PAYMENT_SEARCH_FIELDS,
  PAYMENT_STATUSES,
  type AdminPaymentRow,
  type PaymentStatus,
} from '@undangan/contracts';
import { usePaymentDetail } from '@/admin/api/get-payment-detail';
import { DateRangeFilter, DateRangeToggle } from '@/admin/components/DateRangeFilter';
import { ErrorNotice } from '@/admin/components/ErrorNotice';
import { SearchBox, SelectField, StatusFilter } from '@/admin/components/FormFields';
import { activeChips, dateChipText, FilterChips } from '@/admin/components/FilterChips';
import { OrderIdText } from '@/admin/components/OrderIdText';
import { Pagination } from '@/admin/components/Pagination';
import { LateBadge, StatusBadge } from '@/admin/components/StatusBadge';
import { useToast } from '@/admin/components/Toasts';
import { WhenCell } from '@/admin/components/WhenCell';
import { dayKey, dayRangeBounds, rangeFromDays, type DayRange } from '@/admin/lib/days';
import { orNa, rupiahOrNa } from '@/admin/lib/format';
import { NO_METHOD_NOTE, PAYMENT_STATUS_TEXT, paymentStatusText, paymentTypeName } from '@/admin/lib/labels';
import { pageFrom, useInputFromView, useQueryState } from '@/admin/lib/use-query-state';
import { LoadingText } from '@/shared/ui/LoadingText';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { downloadPaymentsCsv } from './api/download-payments-csv';
import { usePayments } from './api/get-payments';
import type { PaymentsFilter, SearchField } from './payments-filter';
import { PaymentDetail } from './PaymentDetail';
import './payments.css';

/** PRODUCT.md section 8. */
const LOAD_FAILED = 'Failed to load payments';
const FILTER_FAILED = 'Failed to filter payments by date';
const DETAIL_FAILED = 'Failed to load transaction details.';

/**
 * PRODUCT.md section 7's search fields keep their values; the owner reads their names. `all` is the
 * default.
 */
const FIELD_LABELS: Record<SearchField, string> = {
  all: 'Semua kolom',
  order_id: 'Order ID',
  customer_name: 'Nama pelanggan',
  customer_phone: 'Nomor telepon',
};
const FIELD_ORDER: SearchField[] = ['all', 'order_id', 'customer_name', 'customer_phone'];
const FIELD_OPTIONS = FIELD_ORDER.map((value) => ({ value, label: FIELD_LABELS[value] }));
const STATUS_OPTIONS = PAYMENT_STATUSES.map((s) => ({ value: s, label: PAYMENT_STATUS_TEXT[s].label }));

/** The view in the address: /admin/transactions?query=0812&status=paid&from=2026-11-01&to=2026-11-30&page=2&detail=INV-... */
const VIEW_KEYS = ['filter', 'query', 'status', 'from', 'to', 'page', 'detail'] as const;

const isField = (value: string): value is SearchField =>
  (PAYMENT_SEARCH_FIELDS as readonly string[]).includes(value);
const isStatus = (value: string): value is PaymentStatus =>
  (PAYMENT_STATUSES as readonly string[]).includes(value);

/** A failed or expired online payment the customer never chose a method for: a closed payment popup. */
const neverPaid = (row: AdminPaymentRow) =>
  !row.payment_type && (row.status === 'failed' || row.status === 'expired');

/**
 * The detail named in the address (a clicked row, a shared link) in the drawer: mounted afresh for
 * each payment (its key), so it shows the loading text until that payment's detail arrives.
 */
function DetailDrawer({
  orderId,
  onClose,
  onFailed,
}: {
  orderId: string;
  onClose: () => void;
  onFailed: () => void;
}) {
  const detail = usePaymentDetail(orderId);
  const failed = detail.isError;
  useEffect(() => {
    if (failed) onFailed();
  }, [failed, onFailed]);
  return <PaymentDetail orderId={orderId} detail={detail.data ?? null} onClose={onClose} />;
}

export default function PaymentsPage() {
  useDocumentTitle('Transactions');
  const toast = useToast();
  const [view, setView] = useQueryState(VIEW_KEYS);
  const field: SearchField = isField(view.filter) ? view.filter : 'all';
  const status = isStatus(view.status) ? view.status : undefined;
  const range = rangeFromDays(view.from, view.to);
  const page = pageFrom(view.page);

  const filter = useMemo<PaymentsFilter>(() => {
    const chosen = rangeFromDays(view.from, view.to);
    const bounds = chosen && dayRangeBounds(chosen);
    return {
      filter: field,
      query: view.query.trim() || undefined,
      status,
      startDate: bounds?.start.toISOString(),
      endDate: bounds?.end.toISOString(),
    };
  }, [field, view.query, status, view.from, view.to]);

  // Walking back and forth through the history brings the boxes along with the view.
  const searched = `${field} ${view.query}`;
  const [fieldInput, setFieldInput] = useInputFromView<SearchField>(field, searched);
  const [textInput, setTextInput] = useInputFromView(view.query, searched);
  const [showDates, setShowDates] = useState(false);
  const payments = usePayments(filter, page);
  const { data: result, loading } = payments;
  const error = payments.failed ? (filter.startDate || filter.endDate ? FILTER_FAILED : LOAD_FAILED) : '';
  const [exporting, setExporting] = useState(false);

  const closeDetail = useCallback(() => setView({ detail: undefined }, { replace: true }), [setView]);
  const detailFailed = useCallback(() => {
    toast.error(DETAIL_FAILED);
    closeDetail();
  }, [closeDetail, toast]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setView({
      filter: fieldInput === 'all' ? undefined : fieldInput,
      query: textInput.trim(),
      page: undefined,
    });
  };

  const filterByDate = (chosen: DayRange) => {
    setShowDates(false);
    setView({ from: dayKey(chosen.startDate), to: dayKey(chosen.endDate), page: undefined });
  };

  const chips = activeChips([
    {
      key: 'query',
      text: filter.query && `${FIELD_LABELS[field]}: “${filter.query}”`,
      onRemove: () => setView({ query: undefined, filter: undefined, page: undefined }),
    },
    {
      key: 'status',
      text: status && `Status: ${PAYMENT_STATUS_TEXT[status].label}`,
      onRemove: () => setView({ status: undefined, page: undefined }),
    },
    {
      key: 'dates',
      text: dateChipText(range),
      onRemove: () => setView({ from: undefined, to: undefined, page: undefined }),
    },
  ]);

  const clearFilters = () =>
    setView({
      filter: undefined,
      query: undefined,
      status: undefined,
      from: undefined,
      to: undefined,
      page: undefined,
    });

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadPaymentsCsv(filter);
    } catch (err) {
      console.error(err);
      toast.error('Gagal mengekspor CSV.');
    } finally {
      setExporting(false);
    }
  };

  if (error) {
    return (
      <section className="admin-page">
        <ErrorNotice>{error}</ErrorNotice>
        <div className="admin-inline">
          <button type="button" className="admin-button secondary" onClick={payments.reload}>
            Coba lagi
          </button>
          {chips.length > 0 && (
            <button type="button" className="admin-button secondary" onClick={clearFilters}>
              Hapus semua filter
            </button>
          )}
        </div>
      </section>
    );
  }

  const statusMeaning = status ? paymentStatusText(status)?.meaning : undefined;

  return (
    <section className="admin-page" aria-labelledby="transactions-title">
      <h2 id="transactions-title">Transactions</h2>
      <div className="admin-toolbar">
        <form className="admin-search" onSubmit={search} role="search">
          <SelectField
            id="transactions-field"
            label="Cari berdasarkan"
            labelHidden
            options={FIELD_OPTIONS}
            value={fieldInput}
            onValue={(chosen) => setFieldInput(chosen as SearchField)}
          />
          <SearchBox
            id="transactions-query"
            label="Kata kunci"
            value={textInput}
            onValue={setTextInput}
            submitText="Search"
          />
        </form>
        <div className="admin-toolbar-actions">
          <StatusFilter
            id="transactions-status"
            label="Status"
            allText="Semua status"
            options={STATUS_OPTIONS}
            value={status}
            onChange={(chosen) => setView({ status: chosen, page: undefined })}
          />
          <DateRangeToggle open={showDates} onToggle={() => setShowDates((s) => !s)} />
          <button type="button" className="admin-button secondary" disabled={exporting} onClick={exportCsv}>
            {exporting ? 'Memproses...' : 'Export CSV'}
          </button>
        </div>
      </div>
      {showDates && <DateRangeFilter onApply={filterByDate} initial={range} busy={loading} />}
      <FilterChips chips={chips} onClearAll={clearFilters} />
      {statusMeaning && <p className="admin-muted admin-status-meaning">{statusMeaning}</p>}

      {loading && !result ? (
        <LoadingText />
      ) : (
        <>
          <div className="admin-table-wrap" aria-busy={loading}>
            <table className="admin-table admin-table-clickable admin-payments">
              <caption className="visually-hidden">
                Transaksi; pilih satu baris untuk melihat detailnya
              </caption>
              <thead>
                <tr>
                  <th scope="col">Date &amp; Time</th>
                  <th scope="col">Order ID</th>
                  <th scope="col">Customer Name</th>
                  <th scope="col">Phone Number</th>
                  <th scope="col">Payment Type</th>
                  <th scope="col">Status</th>
                  <th scope="col" className="num">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {result?.data.length === 0 && (
                  <tr>
                    <td colSpan={7}>Tidak ada transaksi.</td>
                  </tr>
                )}
                {result?.data.map((row) => {
                  const method = paymentTypeName(row.payment_type);
                  return (
                    <tr
                      key={row.order_id}
                      tabIndex={0}
                      className={
                        [view.detail === row.order_id ? 'is-selected' : '', neverPaid(row) ? 'is-muted' : '']
                          .filter(Boolean)
                          .join(' ') || undefined
                      }
                      onClick={() => setView({ detail: row.order_id }, { replace: true })}
                      onKeyDown={(e) => {
                        if (e.key === 'Enter' || e.key === ' ') {
                          e.preventDefault();
                          setView({ detail: row.order_id }, { replace: true });
                        }
                      }}
                    >
                      <WhenCell value={row.created_at} />
                      <td>
                        <OrderIdText id={row.order_id} />
                      </td>
                      <td>{orNa(row.customer_name)}</td>
                      <td className="nowrap">{orNa(row.customer_phone)}</td>
                      <td>
                        {method ?? (
                          <>
                            N/A<small className="admin-field-note">{NO_METHOD_NOTE}</small>
                          </>
                        )}
                      </td>
                      <td>
                        <span className="admin-status-cell">
                          <StatusBadge status={row.status} />
                          {row.paid_late && <LateBadge />}
                        </span>
                      </td>
                      <td className="num nowrap">
                        {rupiahOrNa(row.amount)}
                        {row.refunded_amount > 0 && (
                          <small className="admin-refund-note">
                            Dikembalikan {rupiahOrNa(row.refunded_amount)}
                          </small>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {result && (
            <Pagination
              numbered
              current={result.currentPage}
              total={result.totalPages}
              onChange={(p) => setView({ page: p === 1 ? undefined : p })}
            />
          )}
        </>
      )}
      {view.detail && (
        <DetailDrawer key={view.detail} orderId={view.detail} onClose={closeDetail} onFailed={detailFailed} />
      )}
    </section>
  );
}
