import { useState } from 'react';
import { UNDELIVERED_EMAILS_LIMIT, type EmailRecord } from '@undangan/contracts';
import { useUndeliveredEmails } from '@/admin/api/get-undelivered-emails';
import { EmailList, type EmailResendHandlers } from '@/admin/components/EmailList';
import { EmailsLoadFailed, resentText } from '@/admin/components/OrderEmails';
import { dateTimeOrNa } from '@/admin/lib/format';
import { InlineMessage, useMessage } from '@/shared/ui/InlineMessage';
import { LoadingText } from '@/shared/ui/LoadingText';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import './emails.css';

/**
 * Emails that did not reach their reader, newest first, each with its order (linked to its payment),
 * what went wrong and a resend. A resent email stays listed (it was not delivered); the note under
 * it says a copy is on its way, and the copy's fate shows beside its order.
 */
export default function UndeliveredEmailsPage() {
  useDocumentTitle('Email Gagal Terkirim');
  const emails = useUndeliveredEmails();
  const { message, show } = useMessage();
  const [resent, setResent] = useState<ReadonlyMap<string, string>>(new Map());

  const handlers: EmailResendHandlers = {
    onResent: (copy: EmailRecord) => {
      show('success', resentText(copy));
      const original = copy.resend_of;
      if (!original) return;
      const note = `Sudah dikirim ulang pada ${dateTimeOrNa(copy.created_at)}; statusnya tampil di daftar email pesanan.`;
      setResent((notes) => new Map(notes).set(original, note));
    },
    onFailed: (text) => show('error', text),
  };

  return (
    <section className="admin-page admin-undelivered" aria-labelledby="undelivered-title">
      <h2 id="undelivered-title">Email Gagal Terkirim</h2>
      <p className="admin-muted">
        Email yang tidak sampai kepada penerimanya: gagal setelah beberapa kali dicoba, atau alamatnya ditolak
        server penerima. Periksa alamat pelanggan bila perlu, lalu kirim ulang. Terbaru di atas, paling banyak{' '}
        {UNDELIVERED_EMAILS_LIMIT} email.
      </p>
      <InlineMessage message={message} testId="email-message" />
      {emails.isPending ? (
        <LoadingText />
      ) : emails.isError ? (
        <EmailsLoadFailed
          error={emails.error}
          retrying={emails.isFetching}
          onRetry={() => void emails.refetch()}
        />
      ) : emails.data.length === 0 ? (
        <p className="admin-muted" data-testid="no-emails">
          Tidak ada email yang gagal terkirim.
        </p>
      ) : (
        <EmailList
          emails={emails.data}
          showOrder
          notes={resent}
          handlers={handlers}
          label="Email gagal terkirim, terbaru di atas"
        />
      )}
    </section>
  );
}
