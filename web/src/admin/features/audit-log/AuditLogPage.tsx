import { useAuditLog } from '@/admin/api/get-audit-log';
import { ErrorNotice } from '@/admin/components/ErrorNotice';
import { Pagination } from '@/admin/components/Pagination';
import { auditStateText, describeAudit } from '@/admin/lib/audit-sentence';
import { dateTimeOrNa } from '@/admin/lib/format';
import { pageFrom, useQueryState } from '@/admin/lib/use-query-state';
import { LoadingText } from '@/shared/ui/LoadingText';
import { useDocumentTitle } from '@/shared/ui/use-document-title';

const VIEW_KEYS = ['page'] as const;

/** What the admins changed, newest first, each change as a sentence; the raw states on request. */
export default function AuditLogPage() {
  useDocumentTitle('Log Perubahan');
  const [view, setView] = useQueryState(VIEW_KEYS);
  const page = pageFrom(view.page);
  const audit = useAuditLog(page, 20);
  const log = audit.data;
  const error = audit.failed ? 'Gagal memuat log perubahan.' : '';

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
                      <pre aria-label="Sebelum">{auditStateText(entry.before)}</pre>
                      <pre aria-label="Sesudah">{auditStateText(entry.after)}</pre>
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
