import { Fragment, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  addonNamesOf,
  hasSplitLink,
  ORDER_STAGE_NAMES,
  ORDER_STAGES,
  type AdminOrderRow,
  type OrderStage,
} from '@undangan/contracts';
import { DateRangeFilter, DateRangeToggle } from '@/admin/components/DateRangeFilter';
import { ErrorNotice } from '@/admin/components/ErrorNotice';
import { SearchBox, StatusFilter } from '@/admin/components/FormFields';
import { activeChips, dateChipText, FilterChips } from '@/admin/components/FilterChips';
import { OrderEmails } from '@/admin/components/OrderEmails';
import { OrderIdText } from '@/admin/components/OrderIdText';
import { Pagination } from '@/admin/components/Pagination';
import { StatusBadge, WorkBadge } from '@/admin/components/StatusBadge';
import { WhatsAppButton } from '@/admin/components/WhatsAppButton';
import { WhenCell } from '@/admin/components/WhenCell';
import { adminPaths, paymentLink } from '@/admin/config/paths';
import { dayKey, rangeFromDays, type DayRange } from '@/admin/lib/days';
import { addonText, orNa } from '@/admin/lib/format';
import { pageFrom, useInputFromView, useQueryState } from '@/admin/lib/use-query-state';
import { LoadingText } from '@/shared/ui/LoadingText';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { useOrders, type OrdersFilter } from './api/get-orders';
import { InvitationPanel } from './InvitationPanel';
import { OrderEditDrawer } from './OrderEditDrawer';
import { PromiseCell } from './PromiseCell';
import './orders.css';

/** PRODUCT.md section 8. */
const TEXT = {
  loadFailed: 'Gagal memuat data pesanan. Silakan coba lagi.',
  loadCompletedFailed: 'Gagal memuat data pesanan.',
};

/**
 * The view in the address: /admin/order?query=INV-...&stage=data_complete&from=...&to=...&page=3&view=completed,
 * &emails=INV-... for the order whose emails are open under it, &data=INV-... for the one whose
 * invitation data is.
 */
const VIEW_KEYS = ['query', 'stage', 'from', 'to', 'page', 'view', 'emails', 'data'] as const;
const ACTIVE_STAGES = ORDER_STAGES.filter((s) => s !== 'completed');
const ACTIVE_STAGE_OPTIONS = ACTIVE_STAGES.map((s) => ({ value: s, label: ORDER_STAGE_NAMES[s] }));
const COLUMNS = 10;

const isActiveStage = (value: string): value is OrderStage =>
  (ACTIVE_STAGES as readonly string[]).includes(value);

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
  // The order open in the edit drawer; the drawer is modal, so there is one at a time.
  const [editing, setEditing] = useState<AdminOrderRow | null>(null);

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
          <div className="admin-table-wrap admin-orders-wrap admin-emails-host" aria-busy={loading}>
            <table className="admin-table admin-orders admin-sticky-ends">
              <thead>
                <tr>
                  <th scope="col">Order ID</th>
                  <th scope="col" className="col-client">
                    Client ID
                  </th>
                  <th scope="col" className="col-detail">
                    Package
                  </th>
                  <th scope="col" className="col-detail">
                    Design
                  </th>
                  <th scope="col" className="col-detail">
                    Add-Ons
                  </th>
                  <th scope="col" className="col-detail">
                    Client URL
                  </th>
                  <th scope="col">Status</th>
                  <th scope="col" className="col-detail col-notes">
                    Admin Notes
                  </th>
                  <th scope="col" className="col-when">
                    Created At
                  </th>
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
                        {/* The order and who to reach about it: the customer under its id. */}
                        <td>
                          <Link to={paymentLink(o.order_id)} title="Lihat pembayaran">
                            <OrderIdText id={o.order_id} />
                          </Link>
                          <span className="admin-line-note">{orNa(o.customer_name)}</span>
                          {o.customer_phone && (
                            <small className="admin-line-note nowrap">{o.customer_phone}</small>
                          )}
                          <span className="admin-row-chat">
                            <WhatsAppButton
                              small
                              phone={o.customer_phone}
                              orderId={o.order_id}
                              name={o.customer_name}
                            />
                          </span>
                        </td>
                        <td className="col-client">{orNa(o.client_id)}</td>
                        <td className="col-detail">{orNa(o.package)}</td>
                        <td className="col-detail">{orNa(o.design)}</td>
                        <td className="col-detail">{addonText(o.addon) || '-'}</td>
                        <td className="col-detail admin-url-cell">
                          {o.client_url ? (
                            <a href={o.client_url} target="_blank" rel="noreferrer" title={o.client_url}>
                              {o.client_url}
                            </a>
                          ) : (
                            'N/A'
                          )}
                        </td>
                        {/* The work, the money and the promise, one under the other. */}
                        <td className="admin-order-state">
                          <WorkBadge status={o.status} />
                          <span className="admin-line-note">
                            Pembayaran: <StatusBadge status={o.payment_status} />
                          </span>
                          <span className="admin-line-note" data-testid={`promise-${o.order_id}`}>
                            Janji selesai: <PromiseCell order={o} />
                          </span>
                        </td>
                        <td className="col-detail col-notes admin-notes-cell">{o.admin_notes || '-'}</td>
                        <WhenCell value={o.created_at} className="col-when" />
                        <td className="admin-actions-cell">
                          <div className="admin-row-actions">
                            <button
                              type="button"
                              className="admin-button small"
                              aria-label={`Edit pesanan ${o.order_id}`}
                              onClick={() => setEditing(o)}
                            >
                              Edit
                            </button>
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
                              <InvitationPanel
                                orderRowId={o.id}
                                orderId={o.order_id}
                                clientId={o.client_id}
                                splitLink={hasSplitLink(addonNamesOf(o.addon))}
                                packageName={o.package}
                              />
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
          {editing && <OrderEditDrawer order={editing} onClose={() => setEditing(null)} />}
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
