import { Fragment, useCallback, useEffect, useMemo, useState } from 'react';
import {
  ADMIN_PAGE_SIZE,
  ORDER_STATUSES,
  type AdminOrderRow,
  type OrderStatus,
  type Page,
} from '@undangan/contracts';
import { serverMessage } from '../../../shared/api/api-client';
import { LoadingText } from '../../../shared/ui/LoadingText';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { DateRangeFilter, dayRangeBounds, type DayRange } from '../../components/DateRangeFilter';
import { Pagination } from '../../components/Pagination';
import { adminApi } from '../../lib/admin-api';
import { addonText, dateTimeOrNa, orNa } from '../../lib/format';
import { ErrorNotice } from '../../components/ErrorNotice';

/** SPEC section 8. */
const TEXT = {
  loadFailed: 'Gagal memuat data pesanan. Silakan coba lagi.',
  loadCompletedFailed: 'Gagal memuat data pesanan.',
  clientIdEmpty: 'Client ID tidak boleh kosong.',
  updated: 'Pesanan berhasil diperbarui.',
  updateFailed: 'Gagal memperbarui pesanan.',
};

interface EditState {
  id: string;
  client_id: string;
  client_url: string;
  status: OrderStatus;
  admin_notes: string;
}

export default function OrdersPage() {
  useDocumentTitle('Manajemen Pesanan');
  const [showCompleted, setShowCompleted] = useState(false);
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<Page<AdminOrderRow> | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');
  const [search, setSearch] = useState('');
  const [showDates, setShowDates] = useState(false);
  const [range, setRange] = useState<{ start: Date; end: Date } | null>(null);
  const [editing, setEditing] = useState<EditState | null>(null);
  const [saving, setSaving] = useState(false);

  const load = useCallback(async (completed: boolean, p: number) => {
    setLoading(true);
    setError('');
    try {
      const { data } = await adminApi.get<Page<AdminOrderRow>>('/orders', {
        params: { showCompleted: String(completed), page: p, limit: ADMIN_PAGE_SIZE },
      });
      setResult(data);
    } catch (err) {
      console.error(err);
      setError(completed ? TEXT.loadCompletedFailed : TEXT.loadFailed);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load(showCompleted, page);
  }, [load, showCompleted, page]);

  // SPEC section 5: search and date filter work on the loaded page only.
  const rows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (result?.data ?? []).filter((o) => {
      if (needle && !o.order_id.toLowerCase().includes(needle)) return false;
      if (range) {
        const at = Date.parse(o.created_at);
        if (at < range.start.getTime() || at > range.end.getTime()) return false;
      }
      return true;
    });
  }, [result, search, range]);

  const toggleView = () => {
    setEditing(null);
    setShowCompleted((c) => !c);
    setPage(1);
  };

  const applyDates = (r: DayRange) => setRange(dayRangeBounds(r));

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
    setSaving(true);
    try {
      await adminApi.put(`/orders/${encodeURIComponent(editing.id)}`, {
        status: editing.status,
        admin_notes: editing.admin_notes,
        client_id: encodeURIComponent(clientId),
        client_url: editing.client_url.trim(),
      });
      window.alert(TEXT.updated);
      setEditing(null);
      await load(showCompleted, page);
    } catch (err) {
      // SPEC section 8's text; the server's reason (e.g. a client id already taken) goes to the log.
      console.error('Order update failed', serverMessage(err) ?? err);
      window.alert(TEXT.updateFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="admin-page" aria-labelledby="orders-title">
      <h2 id="orders-title">Manajemen Pesanan</h2>
      <div className="admin-toolbar">
        <div className="admin-search">
          <label htmlFor="orders-search" className="visually-hidden">
            Cari Order ID
          </label>
          <input
            id="orders-search"
            type="search"
            placeholder="Cari Order ID..."
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <div className="admin-toolbar-actions">
          <button
            type="button"
            className="admin-button secondary"
            aria-pressed={showDates}
            onClick={() => {
              if (showDates) setRange(null);
              setShowDates((s) => !s);
            }}
          >
            Date Range
          </button>
          <button type="button" className="admin-button secondary" onClick={toggleView}>
            {showCompleted ? 'Tampilkan Pesanan Aktif' : 'Tampilkan Pesanan Selesai'}
          </button>
        </div>
      </div>
      {showDates && <DateRangeFilter onApply={applyDates} />}
      <p className="admin-muted">{showCompleted ? 'Pesanan selesai' : 'Pesanan aktif'}</p>

      {error ? (
        <ErrorNotice>{error}</ErrorNotice>
      ) : loading && !result ? (
        <LoadingText />
      ) : (
        <>
          <div className="admin-table-wrap" aria-busy={loading}>
            <table className="admin-table admin-orders">
              <thead>
                <tr>
                  <th scope="col">Order ID</th>
                  <th scope="col">Client ID</th>
                  <th scope="col">Package</th>
                  <th scope="col">Design</th>
                  <th scope="col">Add-Ons</th>
                  <th scope="col">Client URL</th>
                  <th scope="col">Status</th>
                  <th scope="col">Admin Notes</th>
                  <th scope="col">Created At</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {rows.length === 0 && (
                  <tr>
                    <td colSpan={10}>Tidak ada pesanan.</td>
                  </tr>
                )}
                {rows.map((o) => (
                  <Fragment key={o.id}>
                    {editing?.id === o.id ? (
                      <tr
                        className={o.hold_reason ? 'is-editing is-held' : 'is-editing'}
                        data-testid={`order-row-${o.order_id}`}
                      >
                        <td>{o.order_id}</td>
                        <td>
                          <input
                            aria-label="Client ID"
                            value={editing.client_id}
                            onChange={(e) => setEditing({ ...editing, client_id: e.target.value })}
                          />
                        </td>
                        <td>{orNa(o.package)}</td>
                        <td>{orNa(o.design)}</td>
                        <td>{addonText(o.addon) || '-'}</td>
                        <td>
                          <input
                            aria-label="Client URL"
                            inputMode="url"
                            value={editing.client_url}
                            onChange={(e) => setEditing({ ...editing, client_url: e.target.value })}
                          />
                        </td>
                        <td>
                          <select
                            aria-label="Status"
                            value={editing.status}
                            onChange={(e) =>
                              setEditing({ ...editing, status: e.target.value as OrderStatus })
                            }
                          >
                            {ORDER_STATUSES.map((s) => (
                              <option key={s} value={s}>
                                {s}
                              </option>
                            ))}
                          </select>
                        </td>
                        <td>
                          <textarea
                            aria-label="Admin Notes"
                            rows={2}
                            value={editing.admin_notes}
                            onChange={(e) => setEditing({ ...editing, admin_notes: e.target.value })}
                          />
                        </td>
                        <td>{dateTimeOrNa(o.created_at)}</td>
                        <td className="admin-row-actions">
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
                        </td>
                      </tr>
                    ) : (
                      <tr
                        className={o.hold_reason ? 'is-held' : undefined}
                        data-testid={`order-row-${o.order_id}`}
                      >
                        <td>{o.order_id}</td>
                        <td>{orNa(o.client_id)}</td>
                        <td>{orNa(o.package)}</td>
                        <td>{orNa(o.design)}</td>
                        <td>{addonText(o.addon) || '-'}</td>
                        <td>
                          {o.client_url ? (
                            <a href={o.client_url} target="_blank" rel="noreferrer">
                              {o.client_url}
                            </a>
                          ) : (
                            'N/A'
                          )}
                        </td>
                        <td>{o.status}</td>
                        <td>{o.admin_notes || '-'}</td>
                        <td>{dateTimeOrNa(o.created_at)}</td>
                        <td className="admin-row-actions">
                          <button
                            type="button"
                            className="admin-button small"
                            disabled={editing !== null}
                            onClick={() => startEdit(o)}
                          >
                            Edit
                          </button>
                        </td>
                      </tr>
                    )}
                    {/* Why the work is on hold (its money went back, its proof was rejected), in the server's words. */}
                    {o.hold_reason && (
                      <tr className="admin-hold-row">
                        <td colSpan={10}>
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
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
          {result && <Pagination current={result.currentPage} total={result.totalPages} onChange={setPage} />}
        </>
      )}
    </section>
  );
}
