import { useEffect, useState } from 'react';
import type { AuditEntry, Page } from '@undangan/contracts';
import { LoadingText } from '../../../shared/ui/LoadingText';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Pagination } from '../../components/Pagination';
import { adminApi } from '../../lib/admin-api';
import { describeAudit } from '../../lib/audit-sentence';
import { dateTimeOrNa } from '../../lib/format';
import { pageFrom, useQueryState } from '../../lib/use-query-state';

const VIEW_KEYS = ['page'] as const;
const stateText = (state: unknown) =>
  state === null || state === undefined ? '-' : JSON.stringify(state, null, 1);

/** What the admins changed, newest first, each change as a sentence; the raw states on request. */
export default function AuditLogPage() {
  useDocumentTitle('Log Perubahan');
  const [view, setView] = useQueryState(VIEW_KEYS);
  const page = pageFrom(view.page);
  const [log, setLog] = useState<Page<AuditEntry> | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    let current = true;
    adminApi
      .get<Page<AuditEntry>>('/audit-log', { params: { page, limit: 20 } })
      .then(({ data }) => current && setLog(data))
      .catch((err: unknown) => {
        console.error(err);
        if (current) setError('Gagal memuat log perubahan.');
      });
    return () => {
      current = false;
    };
  }, [page]);

  return (
    <section className="admin-page" aria-labelledby="audit-log-title">
      <h2 id="audit-log-title">Log Perubahan</h2>
      <p className="admin-muted">Siapa mengubah apa, terbaru di atas.</p>
      {error ? (
        <ErrorNotice>{error}</ErrorNotice>
      ) : !log ? (
        <LoadingText />
      ) : (
        <>
          {log.data.length === 0 ? (
            <p className="admin-muted">Belum ada perubahan.</p>
          ) : (
            <ol className="admin-audit-list" aria-label="Log perubahan admin">
              {log.data.map((entry) => (
                <li key={entry.id} data-action={entry.action}>
                  <time dateTime={entry.at}>{dateTimeOrNa(entry.at)}</time>
                  <p className="admin-audit-sentence">{describeAudit(entry)}</p>
                  <details>
                    <summary>Data sebelum / sesudah</summary>
                    <div className="admin-diff">
                      <pre aria-label="Sebelum">{stateText(entry.before)}</pre>
                      <pre aria-label="Sesudah">{stateText(entry.after)}</pre>
                    </div>
                  </details>
                </li>
              ))}
            </ol>
          )}
          <Pagination
            current={log.currentPage}
            total={log.totalPages}
            onChange={(p) => setView({ page: p === 1 ? undefined : p })}
            label="Halaman log"
          />
        </>
      )}
    </section>
  );
}
