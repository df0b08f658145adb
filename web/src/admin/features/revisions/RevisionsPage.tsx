import { Link } from 'react-router-dom';
import {
  formatRupiah,
  REVISION_KIND_NAMES,
  REVISION_STATUS_NAMES,
  REVISION_STATUSES,
  type AdminRevisionRow,
  type RevisionStatus,
} from '@undangan/contracts';
import { ErrorNotice } from '@/admin/components/ErrorNotice';
import { StatusFilter } from '@/admin/components/FormFields';
import { OrderIdText } from '@/admin/components/OrderIdText';
import { orderLink, paymentLink } from '@/admin/config/paths';
import { useQueryState } from '@/admin/lib/use-query-state';
import { serverMessage } from '@/shared/api/server-message';
import { formatDateTime } from '@/shared/format/format';
import { InlineMessage, useMessage } from '@/shared/ui/InlineMessage';
import { LoadingText } from '@/shared/ui/LoadingText';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { useRevisions, useUpdateRevision } from './api';
import './revisions.css';

const STATUS_OPTIONS = REVISION_STATUSES.map((value) => ({ value, label: REVISION_STATUS_NAMES[value] }));
const isStatus = (value: string): value is RevisionStatus =>
  (REVISION_STATUSES as readonly string[]).includes(value);

/** How it is paid for: free within the package, or the add-on, paid or still awaited. */
function Payment({ revision }: { revision: AdminRevisionRow }) {
  if (revision.free) return <span className="revision-pay free">Gratis</span>;
  return (
    <>
      <span className="nowrap">{formatRupiah(revision.price)}</span>
      {revision.paid_order_id ? (
        <Link className="admin-line-note" to={paymentLink(revision.paid_order_id)}>
          Dibayar: {revision.paid_order_id}
        </Link>
      ) : (
        <span className="revision-pay awaiting">Belum dibayar</span>
      )}
    </>
  );
}

/**
 * The revision queue: what couples asked, for which order, whether it is free or paid, and where
 * it stands; the admin marks each done (or back in the queue), or withdraws one.
 */
export default function RevisionsPage() {
  useDocumentTitle('Antrean Revisi');
  const [view, setView] = useQueryState(['status'] as const);
  // The queue opens on what the team has to do; "all" is an explicit choice.
  const status: RevisionStatus | undefined =
    view.status === 'all' ? undefined : isStatus(view.status) ? view.status : 'queued';
  const revisions = useRevisions(status);
  const update = useUpdateRevision();
  const message = useMessage();

  const move = async (revision: AdminRevisionRow, next: 'queued' | 'done' | 'cancelled') => {
    message.clear();
    try {
      await update.mutateAsync({ id: revision.id, change: { status: next } });
      message.show(
        'success',
        `Revisi ${REVISION_KIND_NAMES[revision.kind]} pesanan ${revision.order_id}: ${REVISION_STATUS_NAMES[next]}.`,
      );
    } catch (err) {
      message.show('error', serverMessage(err) ?? 'Gagal memperbarui revisi. Silakan coba lagi.');
    }
  };

  return (
    <section className="admin-page" aria-labelledby="revisions-title">
      <h2 id="revisions-title">Antrean Revisi</h2>
      <p className="admin-muted">
        Revisi yang diajukan pasangan setelah data undangan dikirim. Revisi teks selalu gratis; foto dan musik
        gratis sekali; warna gratis sekali untuk Premium dan Exclusive. Selebihnya dibayar dengan harga add-on
        di Database, dan masuk antrean setelah lunas.
      </p>
      <div className="admin-toolbar">
        <StatusFilter
          id="revisions-status"
          label="Status revisi"
          allText="Semua revisi"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(chosen) => setView({ status: chosen && isStatus(chosen) ? chosen : 'all' })}
        />
      </div>
      <InlineMessage message={message.message} testId="revision-message" />
      {revisions.isPending ? (
        <LoadingText />
      ) : revisions.isError ? (
        <ErrorNotice>Gagal memuat antrean revisi. Silakan coba lagi.</ErrorNotice>
      ) : revisions.data.length === 0 ? (
        <p className="admin-muted" data-testid="no-revisions">
          Tidak ada revisi {status ? `berstatus “${REVISION_STATUS_NAMES[status]}”` : ''}.
        </p>
      ) : (
        <ul className="revision-list" aria-label="Revisi, terbaru di atas">
          {revisions.data.map((revision) => (
            <li key={revision.id} className="revision-card" data-testid={`revision-${revision.id}`}>
              <div className="revision-head">
                <strong>Revisi {REVISION_KIND_NAMES[revision.kind]}</strong>
                <span className={`revision-status status-${revision.status}`}>
                  {REVISION_STATUS_NAMES[revision.status]}
                </span>
              </div>
              <p className="revision-text">{revision.description}</p>
              <dl className="revision-facts">
                <dt>Pesanan</dt>
                <dd>
                  <Link to={orderLink(revision.order_id)}>
                    <OrderIdText id={revision.order_id} />
                  </Link>{' '}
                  {revision.customer_name} &middot; {revision.package}
                </dd>
                <dt>Biaya</dt>
                <dd>
                  <Payment revision={revision} />
                </dd>
                <dt>Diajukan</dt>
                <dd>{formatDateTime(revision.created_at)}</dd>
              </dl>
              <div className="admin-row-actions">
                {revision.status === 'queued' && (
                  <button
                    type="button"
                    className="admin-button small"
                    disabled={update.isPending}
                    onClick={() => void move(revision, 'done')}
                  >
                    Tandai Selesai
                  </button>
                )}
                {revision.status === 'done' && (
                  <button
                    type="button"
                    className="admin-button small secondary"
                    disabled={update.isPending}
                    onClick={() => void move(revision, 'queued')}
                  >
                    Kembalikan ke Antrean
                  </button>
                )}
                {(revision.status === 'queued' || revision.status === 'awaiting_payment') && (
                  <button
                    type="button"
                    className="admin-button small secondary"
                    disabled={update.isPending}
                    onClick={() => void move(revision, 'cancelled')}
                  >
                    Batalkan
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
