import { Link } from 'react-router-dom';
import type { EmailRecord } from '@undangan/contracts';
import { EmailBadge } from '@/admin/components/StatusBadge';
import { ResendEmailButton } from '@/admin/components/ResendEmailButton';
import { paymentLink } from '@/admin/config/paths';
import { canResend, emailErrorText, emailKindText } from '@/admin/lib/email-words';
import { dateTimeOrNa } from '@/admin/lib/format';

/** What the mail server or the connection said last, in words, with its code for whoever asks the host. */
function EmailError({ email }: { email: EmailRecord }) {
  const words = emailErrorText(email.last_error);
  if (!words || email.status === 'sent') return null;
  return (
    <p className="admin-email-error">
      {email.status === 'queued' ? 'Percobaan terakhir gagal: ' : ''}
      {words} <small className="nowrap">(kode {email.last_error})</small>
    </p>
  );
}

export interface EmailResendHandlers {
  onResent: (copy: EmailRecord) => void;
  onFailed: (text: string) => void;
}

/** One email: what it is, to whom, where it stands, when it was made and sent, and a resend. */
function EmailItem({
  email,
  showOrder,
  handlers,
}: {
  email: EmailRecord;
  showOrder: boolean;
  handlers: EmailResendHandlers;
}) {
  return (
    <li className="admin-email" data-testid={`email-${email.id}`} data-status={email.status}>
      <div className="admin-email-head">
        <strong className="admin-email-kind" title={email.subject}>
          {emailKindText(email.kind)}
        </strong>
        <EmailBadge status={email.status} />
        {email.resend_of && (
          <span className="status-note resend" title="Dikirim ulang oleh admin">
            Kiriman ulang
          </span>
        )}
      </div>
      <dl className="admin-email-facts">
        {showOrder && (
          <>
            <dt>Pesanan</dt>
            <dd>
              <Link to={paymentLink(email.order_id)} className="admin-order-id">
                {email.order_id}
              </Link>
            </dd>
          </>
        )}
        <dt>Kepada</dt>
        <dd className="admin-email-recipient">
          {email.recipient}
          {email.audience === 'shop' && <span className="admin-muted"> (toko)</span>}
        </dd>
        <dt>Dibuat</dt>
        <dd>{dateTimeOrNa(email.created_at)}</dd>
        <dt>Terkirim</dt>
        <dd>{email.sent_at ? dateTimeOrNa(email.sent_at) : <span className="admin-muted">Belum</span>}</dd>
        {email.attempts > 1 && (
          <>
            <dt>Percobaan</dt>
            <dd>{email.attempts} kali</dd>
          </>
        )}
      </dl>
      <EmailError email={email} />
      {canResend(email.status) && (
        <div className="admin-email-actions">
          <ResendEmailButton email={email} {...handlers} />
        </div>
      )}
    </li>
  );
}

/** Emails as a list of cards: narrow enough for the payment drawer and a phone. */
export function EmailList({
  emails,
  showOrder = false,
  handlers,
  label,
}: {
  emails: EmailRecord[];
  /** The order of each email, linked to its payment (the undelivered view). */
  showOrder?: boolean;
  handlers: EmailResendHandlers;
  label: string;
}) {
  return (
    <ul className="admin-email-list" aria-label={label}>
      {emails.map((email) => (
        <EmailItem key={email.id} email={email} showOrder={showOrder} handlers={handlers} />
      ))}
    </ul>
  );
}
