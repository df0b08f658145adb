import { Fragment, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  ORDER_STAGE_NAMES,
  ORDER_STAGES,
  ORDER_STATUSES,
  promisedDayText,
  type AdminOrderRow,
  type OrderStage,
  type OrderStatus,
} from '@undangan/contracts';
import { DateRangeFilter, DateRangeToggle } from '@/admin/components/DateRangeFilter';
import { ErrorNotice } from '@/admin/components/ErrorNotice';
import { SearchBox, StatusFilter } from '@/admin/components/FormFields';
import { activeChips, dateChipText, FilterChips } from '@/admin/components/FilterChips';
import { OrderEmails } from '@/admin/components/OrderEmails';
import { OrderIdText } from '@/admin/components/OrderIdText';
import { Pagination } from '@/admin/components/Pagination';
import { StatusBadge, WorkBadge } from '@/admin/components/StatusBadge';
import { WhenCell } from '@/admin/components/WhenCell';
import { adminPaths, transactionLink } from '@/admin/config/paths';
import { dayKey, rangeFromDays, type DayRange } from '@/admin/lib/days';
import { addonText, orNa } from '@/admin/lib/format';
import { WORK_STATUS_TEXT } from '@/admin/lib/labels';
import { pageFrom, useInputFromView, useQueryState } from '@/admin/lib/use-query-state';
import { serverMessage } from '@/shared/api/server-message';
import { LoadingText } from '@/shared/ui/LoadingText';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { useOrders, type OrdersFilter } from './api/get-orders';
import { useUpdateOrder } from './api/update-order';
import { InvitationPanel } from './InvitationPanel';
import './orders.css';

/** PRODUCT.md section 8. */
const TEXT = {
  loadFailed: 'Gagal memuat data pesanan. Silakan coba lagi.',
  loadCompletedFailed: 'Gagal memuat data pesanan.',
  clientIdEmpty: 'Client ID tidak boleh kosong.',
  updated: 'Pesanan berhasil diperbarui.',
  updateFailed: 'Gagal memperbarui pesanan.',
};

/**
 * The view in the address: /admin/order?query=INV-...&stage=data_complete&from=...&to=...&page=3&view=completed,
 * &emails=INV-... for the order whose emails are open under it, &data=INV-... for the one whose
 * invitation data is.
 */
const VIEW_KEYS = ['query', 'stage', 'from', 'to', 'page', 'view', 'emails', 'data'] as const;
const ACTIVE_STAGES = ORDER_STAGES.filter((s) => s !== 'completed');
const ACTIVE_STAGE_OPTIONS = ACTIVE_STAGES.map((s) => ({ value: s, label: ORDER_STAGE_NAMES[s] }));
const COLUMNS = 13;

interface EditState {
  id: string;
  client_id: string;
  client_url: string;
  status: OrderStatus;
  admin_notes: string;
}

const isActiveStage = (value: string): value is OrderStage =>
  (ACTIVE_STAGES as readonly string[]).includes(value);

/** Whether the couple's data came, and the promise made then; late ones marked. */
function PromiseCell({ order }: { order: AdminOrderRow }) {
  if (!order.data_submitted_at || !order.due_at)
    return <span className="stage-note waiting">{ORDER_STAGE_NAMES.waiting_data}</span>;
  return (
    <>
      <span className="nowrap">{promisedDayText(order.due_at)}</span>
      {order.late && (
        <span className="status-note late" title="Janji selesai sudah lewat dan undangan belum selesai">
          Terlambat
        </span>
      )}
    </>
  );
}

export default function OrdersPage() {
  useDocumentTitle('Manajemen Pesanan');
  const [view, setView] = useQueryState(VIEW_KEYS);
  const showCompleted = view.view === 'completed';
  const stage = !showCompleted && isActiveStage(view.stage) ? view.stage : undefined;
  const range = rangeFromDays(view.from, view.to);
  const page = pageFrom(view.page);

  const filter = useMemo<OrdersFilter>(
    () => ({
      showCompleted,
      query: view.query.trim() || undefined,
      stage,
      range: rangeFromDays(view.from, view.to),
    }),
    [showCompleted, view.query, stage, view.from, view.to],
  );

  const [searchInput, setSearchInput] = useInputFromView(view.query);
  const [showDates, setShowDates] = useState(false);
  const orders = useOrders(filter, page);
  const { data: result, loading } = orders;
  const error = orders.failed ? (filter.showCompleted ? TEXT.loadCompletedFailed : TEXT.loadFailed) : '';
  const [editing, setEditing] = useState<EditState | null>(null);
  const update = useUpdateOrder();
  const saving = update.isPending;

  const search = (event: FormEvent) => {
    event.preventDefault();
    setEditing(null);
    setView({ query: searchInput.trim(), page: undefined });
  };

  const toggleView = () => {
    setEditing(null);
    setView({ view: showCompleted ? undefined : 'completed', stage: undefined, page: undefined });
  };

  const applyDates = (chosen: DayRange) => {
    setShowDates(false);
    setView({ from: dayKey(chosen.startDate), to: dayKey(chosen.endDate), page: undefined });
  };

  const clearAll = () =>
    setView({ query: undefined, stage: undefined, from: undefined, to: undefined, page: undefined });

  const chips = activeChips([
    {
      key: 'query',
      text: filter.query && `Cari: “${filter.query}”`,
      onRemove: () => setView({ query: undefined, page: undefined }),
    },
    {
      key: 'stage',
      text: stage && `Tahap: ${ORDER_STAGE_NAMES[stage]}`,
      onRemove: () => setView({ stage: undefined, page: undefined }),
    },
    {
      key: 'dates',
      text: dateChipText(range),
      onRemove: () => setView({ from: undefined, to: undefined, page: undefined }),
    },
  ]);

  const startEdit = (o: AdminOrderRow) =>
    setEditing({
      id: o.id,
      client_id: o.client_id ?? '',
      client_url: o.client_url,
      status: o.status,
      admin_notes: o.admin_notes,
    });

  const save = async () => {
    if (!editing) return;
    const clientId = editing.client_id.trim();
    if (!clientId) {
      window.alert(TEXT.clientIdEmpty);
      return;
    }
    try {
      await update.mutateAsync({
        id: editing.id,
        change: {
          status: editing.status,
          admin_notes: editing.admin_notes,
          client_id: encodeURIComponent(clientId),
          client_url: editing.client_url.trim(),
        },
      });
      window.alert(TEXT.updated);
      setEditing(null);
    } catch (err) {
      // PRODUCT.md section 8's text; the server's reason (e.g. a client id already taken) goes to the log.
      console.error('Order update failed', serverMessage(err) ?? err);
      window.alert(TEXT.updateFailed);
    }
  };

  const emptyText =
    chips.length > 0 ? 'Tidak ada pesanan yang cocok dengan filter ini.' : 'Tidak ada pesanan.';

  return (
    <section className="admin-page" aria-labelledby="orders-title">
      <h2 id="orders-title">Manajemen Pesanan</h2>
      <div className="admin-toolbar">
        <form className="admin-search" role="search" onSubmit={search}>
          <SearchBox
            id="orders-search"
            label="Cari pesanan"
            value={searchInput}
            onValue={setSearchInput}
            submitText="Cari"
          />
        </form>
        <div className="admin-toolbar-actions">
          {!showCompleted && (
            <StatusFilter
              id="orders-stage"
              label="Tahap pengerjaan"
              allText="Semua pesanan aktif"
              options={ACTIVE_STAGE_OPTIONS}
              value={stage}
              onChange={(chosen) => setView({ stage: chosen, page: undefined })}
            />
          )}
          <DateRangeToggle open={showDates} onToggle={() => setShowDates((s) => !s)} />
          <button type="button" className="admin-button secondary" onClick={toggleView}>
            {showCompleted ? 'Tampilkan Pesanan Aktif' : 'Tampilkan Pesanan Selesai'}
          </button>
          <Link className="admin-button secondary" to={adminPaths.revisions}>
            Antrean Revisi
          </Link>
        </div>
      </div>
      {showDates && <DateRangeFilter onApply={applyDates} initial={range} busy={loading} />}
      <FilterChips chips={chips} onClearAll={clearAll} />
      <p className="admin-muted">
        {showCompleted
          ? 'Pesanan selesai: undangan sudah jadi.'
          : 'Pesanan aktif: sudah dibayar, undangan belum selesai; yang janji selesainya paling dekat di atas. Pembayaran = status uangnya; Status = pengerjaannya.'}
      </p>

      {error ? (
        <ErrorNotice>{error}</ErrorNotice>
      ) : loading && !result ? (
        <LoadingText />
      ) : (
        <>
          <div className="admin-table-wrap admin-emails-host" aria-busy={loading}>
            <table className="admin-table admin-orders admin-sticky-ends">
              <thead>
                <tr>
                  <th scope="col">Order ID</th>
                  <th scope="col">Pelanggan</th>
                  <th scope="col">Pembayaran</th>
                  <th scope="col">Status</th>
                  <th scope="col">Janji Selesai</th>
                  <th scope="col">Client ID</th>
                  <th scope="col">Package</th>
                  <th scope="col">Design</th>
                  <th scope="col">Add-Ons</th>
                  <th scope="col">Client URL</th>
                  <th scope="col">Admin Notes</th>
                  <th scope="col">Created At</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {result?.data.length === 0 && (
                  <tr>
                    <td colSpan={COLUMNS}>{emptyText}</td>
                  </tr>
                )}
                {result?.data.map((o) => {
                  const isEditing = editing?.id === o.id;
                  const emailsOpen = view.emails === o.order_id;
                  const emailsRowId = `order-emails-row-${o.id}`;
                  const dataOpen = view.data === o.order_id;
                  const dataRowId = `order-data-row-${o.id}`;
                  const className = [isEditing ? 'is-editing' : '', o.hold_reason ? 'is-held' : '']
                    .filter(Boolean)
                    .join(' ');
                  return (
                    <Fragment key={o.id}>
                      <tr className={className || undefined} data-testid={`order-row-${o.order_id}`}>
                        <td>
                          <Link to={transactionLink(o.order_id)} title="Lihat pembayaran">
                            <OrderIdText id={o.order_id} />
                          </Link>
                        </td>
                        <td>
                          {orNa(o.customer_name)}
                          {o.customer_phone && (
                            <small className="admin-line-note nowrap">{o.customer_phone}</small>
                          )}
                        </td>
                        <td>
                          <StatusBadge status={o.payment_status} />
                        </td>
                        <td>
                          {isEditing && editing ? (
                            <select
                              aria-label="Status"
                              value={editing.status}
                              onChange={(e) =>
                                setEditing({ ...editing, status: e.target.value as OrderStatus })
                              }
                            >
                              {ORDER_STATUSES.map((s) => (
                                <option key={s} value={s}>
                                  {WORK_STATUS_TEXT[s].label}
                                </option>
                              ))}
                            </select>
                          ) : (
                            <WorkBadge status={o.status} />
                          )}
                        </td>
                        <td data-testid={`promise-${o.order_id}`}>
                          <PromiseCell order={o} />
                        </td>
                        <td>
                          {isEditing && editing ? (
                            <input
                              aria-label="Client ID"
                              value={editing.client_id}
                              onChange={(e) => setEditing({ ...editing, client_id: e.target.value })}
                            />
                          ) : (
                            orNa(o.client_id)
                          )}
                        </td>
                        <td>{orNa(o.package)}</td>
                        <td>{orNa(o.design)}</td>
                        <td>{addonText(o.addon) || '-'}</td>
                        <td className="admin-url-cell">
                          {isEditing && editing ? (
                            <input
                              aria-label="Client URL"
                              inputMode="url"
                              value={editing.client_url}
                              onChange={(e) => setEditing({ ...editing, client_url: e.target.value })}
                            />
                          ) : o.client_url ? (
                            <a href={o.client_url} target="_blank" rel="noreferrer">
                              {o.client_url}
                            </a>
                          ) : (
                            'N/A'
                          )}
                        </td>
                        <td>
                          {isEditing && editing ? (
                            <textarea
                              aria-label="Admin Notes"
                              rows={2}
                              value={editing.admin_notes}
                              onChange={(e) => setEditing({ ...editing, admin_notes: e.target.value })}
                            />
                          ) : (
                            o.admin_notes || '-'
                          )}
                        </td>
                        <WhenCell value={o.created_at} />
                        <td className="admin-actions-cell">
                          <div className="admin-row-actions">
                            {isEditing ? (
                              <>
                                <button
                                  type="button"
                                  className="admin-button small"
                                  disabled={saving}
                                  onClick={() => void save()}
                                >
                                  Simpan
                                </button>
                                <button
                                  type="button"
                                  className="admin-button small secondary"
                                  onClick={() => setEditing(null)}
                                >
                                  Batal
                                </button>
                              </>
                            ) : (
                              <button
                                type="button"
                                className="admin-button small"
                                disabled={editing !== null}
                                onClick={() => startEdit(o)}
                              >
                                Edit
                              </button>
                            )}
                            <button
                              type="button"
                              className="admin-button small secondary"
                              aria-label={`Data undangan pesanan ${o.order_id}`}
                              aria-expanded={dataOpen}
                              aria-controls={dataOpen ? dataRowId : undefined}
                              title={dataOpen ? 'Tutup data undangan' : 'Lihat data dan foto dari pasangan'}
                              onClick={() =>
                                setView({ data: dataOpen ? undefined : o.order_id }, { replace: true })
                              }
                            >
                              Data
                            </button>
                            <button
                              type="button"
                              className="admin-button small secondary"
                              aria-label={`Email pesanan ${o.order_id}`}
                              aria-expanded={emailsOpen}
                              aria-controls={emailsOpen ? emailsRowId : undefined}
                              title={emailsOpen ? 'Tutup daftar email' : 'Lihat email pesanan ini'}
                              onClick={() =>
                                setView({ emails: emailsOpen ? undefined : o.order_id }, { replace: true })
                              }
                            >
                              Email
                            </button>
                          </div>
                        </td>
                      </tr>
                      {/* Why the work is on hold (its money went back, its proof was rejected), in the server's words. */}
                      {o.hold_reason && (
                        <tr className="admin-hold-row">
                          <td colSpan={COLUMNS}>
                            <span
                              className="admin-hold-note"
                              role="note"
                              data-testid={`hold-reason-${o.order_id}`}
                            >
                              {o.hold_reason}
                            </span>
                          </td>
                        </tr>
                      )}
                      {dataOpen && (
                        <tr className="admin-emails-row" id={dataRowId}>
                          <td colSpan={COLUMNS}>
                            <div className="admin-emails-panel">
                              <InvitationPanel orderRowId={o.id} orderId={o.order_id} />
                            </div>
                          </td>
                        </tr>
                      )}
                      {emailsOpen && (
                        <tr className="admin-emails-row" id={emailsRowId}>
                          <td colSpan={COLUMNS}>
                            <div className="admin-emails-panel">
                              <OrderEmails orderId={o.order_id} titleId={`order-emails-title-${o.id}`} />
                            </div>
                          </td>
                        </tr>
                      )}
                    </Fragment>
                  );
                })}
              </tbody>
            </table>
          </div>
          {result && (
            <Pagination
              current={result.currentPage}
              total={result.totalPages}
              onChange={(p) => {
                setEditing(null);
                setView({ page: p === 1 ? undefined : p });
              }}
            />
          )}
        </>
      )}
    </section>
  );
}
