import { UNDELIVERED_EMAILS_LIMIT } from '@undangan/contracts';
import { useUndeliveredEmails } from '@/admin/api/get-undelivered-emails';
import { EmailList } from '@/admin/components/EmailList';
import { EmailsOf } from '@/admin/components/OrderEmails';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import './emails.css';

/**
 * Emails that did not reach their reader and were not sent again yet, newest first, each with its
 * order (linked to its payment), what went wrong and a resend. A resent email leaves the list; its
 * copy shows beside its order, and here again should it fail too.
 */
export default function UndeliveredEmailsPage() {
  useDocumentTitle('Email Gagal Terkirim');
  return (
    <section className="admin-page admin-undelivered" aria-labelledby="undelivered-title">
      <h2 id="undelivered-title">Email Gagal Terkirim</h2>
      <p className="admin-muted">
        Email yang tidak sampai kepada penerimanya: gagal setelah beberapa kali dicoba, atau alamatnya ditolak
        server penerima. Periksa alamat pelanggan bila perlu, lalu kirim ulang. Terbaru di atas, paling banyak{' '}
        {UNDELIVERED_EMAILS_LIMIT} email.
      </p>
      <EmailsOf emails={useUndeliveredEmails()} empty="Tidak ada email yang gagal terkirim.">
        {(data, handlers) => (
          <EmailList
            emails={data}
            showOrder
            handlers={handlers}
            label="Email gagal terkirim, terbaru di atas"
          />
        )}
      </EmailsOf>
    </section>
  );
}
