import { Link } from 'react-router-dom';
import { useUndeliveredEmails } from '@/admin/api/get-undelivered-emails';
import { EmailBadge } from '@/admin/components/StatusBadge';
import { EmailsLoadFailed } from '@/admin/components/OrderEmails';
import { adminPaths, paymentLink } from '@/admin/config/paths';
import { emailKindText } from '@/admin/lib/email-words';
import { LoadingText } from '@/shared/ui/LoadingText';

/** How many shown on the dashboard; the page lists them all. */
const SHOWN = 3;

/** Emails that did not arrive, the newest few, and the way to the page that sends them again. */
export function UndeliveredEmailsPanel() {
  const emails = useUndeliveredEmails();
  const count = emails.data?.length ?? 0;
  return (
    <section className="admin-panel" aria-labelledby="undelivered-emails-title">
      <div className="admin-page-head">
        <h3 id="undelivered-emails-title">Email Gagal Terkirim</h3>
        <Link to={adminPaths.undeliveredEmails}>Lihat dan kirim ulang</Link>
      </div>
      {emails.isPending ? (
        <LoadingText />
      ) : emails.isError ? (
        <EmailsLoadFailed
          error={emails.error}
          retrying={emails.isFetching}
          onRetry={() => void emails.refetch()}
        />
      ) : count === 0 ? (
        <p className="admin-muted">Tidak ada email yang gagal terkirim.</p>
      ) : (
        <>
          <p className="admin-email-count" data-testid="undelivered-count">
            {count} email belum sampai kepada penerimanya.
          </p>
          <ul className="admin-list">
            {emails.data.slice(0, SHOWN).map((email) => (
              <li key={email.id}>
                <Link to={paymentLink(email.order_id)} className="admin-order-id">
                  {email.order_id}
                </Link>
                <span>{emailKindText(email.kind)}</span>
                <EmailBadge status={email.status} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
