import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { EmailRecord } from '@undangan/contracts';
import { useOrderEmails } from '@/admin/api/get-order-emails';
import { EmailList, type EmailResendHandlers } from '@/admin/components/EmailList';
import { emailKindText, emailsLoadFailedText } from '@/admin/lib/email-words';
import { errorStatus } from '@/shared/api/server-message';
import { InlineMessage, useMessage, type PageMessage } from '@/shared/ui/InlineMessage';
import { LoadingText } from '@/shared/ui/LoadingText';

/** The confirmation of a resend: what went to whom; the list above already shows the copy. */
export const resentText = (copy: EmailRecord) =>
  `Email “${emailKindText(copy.kind)}” dikirim ulang ke ${copy.recipient}. Statusnya tampil di daftar.`;

/**
 * Why a list of emails is not shown, in calm words (the service may simply not be running), with
 * a way to ask again; the page around it goes on working.
 */
export function EmailsLoadFailed({
  error,
  retrying,
  onRetry,
}: {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <div className="admin-emails-unavailable" role="status">
      <p>{emailsLoadFailedText(errorStatus(error))}</p>
      <button type="button" className="admin-button small secondary" disabled={retrying} onClick={onRetry}>
        {retrying ? 'Memuat...' : 'Coba lagi'}
      </button>
    </div>
  );
}

/** The resend's outcome, shown beside the list instead of an alert box. */
export function useResendMessages(): { handlers: EmailResendHandlers; message: PageMessage | null } {
  const { message, show } = useMessage();
  const handlers: EmailResendHandlers = {
    onResent: (copy) => show('success', resentText(copy)),
    onFailed: (text) => show('error', text),
  };
  return { handlers, message };
}

/**
 * A list of emails as its query stands: loading, unavailable (with a retry), empty in the caller's
 * words, or the list, with the outcome of a resend above it.
 */
export function EmailsOf({
  emails,
  empty,
  children,
}: {
  emails: UseQueryResult<EmailRecord[]>;
  empty: string;
  children: (data: EmailRecord[], handlers: EmailResendHandlers) => ReactNode;
}) {
  const { handlers, message } = useResendMessages();
  return (
    <>
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
          {empty}
        </p>
      ) : (
        children(emails.data, handlers)
      )}
    </>
  );
}

/**
 * The emails of one order, oldest first, with their states and a resend: beside a payment in the
 * payments drawer and under an order on the orders page.
 */
export function OrderEmails({ orderId, titleId }: { orderId: string; titleId: string }) {
  return (
    <section className="admin-emails" aria-labelledby={titleId} data-testid={`order-emails-${orderId}`}>
      <h4 id={titleId}>Email</h4>
      <EmailsOf emails={useOrderEmails(orderId)} empty="Belum ada email untuk pesanan ini.">
        {(data, handlers) => (
          <EmailList emails={data} handlers={handlers} label={`Email pesanan ${orderId}`} />
        )}
      </EmailsOf>
    </section>
  );
}
