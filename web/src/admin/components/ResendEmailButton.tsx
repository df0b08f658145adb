import type { EmailRecord } from '@undangan/contracts';
import { useResendEmail } from '@/admin/api/resend-email';
import { emailKindText, resendFailedText } from '@/admin/lib/email-words';
import { errorStatus, serverMessage } from '@/shared/api/server-message';

/**
 * "Kirim Ulang": sends the email again as a new one, disabled while it goes; the lists are read
 * again before it says it is done. What it says goes to the caller, shown beside the list.
 */
export function ResendEmailButton({
  email,
  onResent,
  onFailed,
}: {
  email: EmailRecord;
  onResent: (copy: EmailRecord) => void;
  onFailed: (text: string) => void;
}) {
  const resend = useResendEmail();
  const sending = resend.isPending;

  const send = async () => {
    try {
      onResent(await resend.mutateAsync(email.id));
    } catch (err) {
      onFailed(resendFailedText(errorStatus(err), serverMessage(err)));
    }
  };

  return (
    <button
      type="button"
      className="admin-button small secondary"
      disabled={sending}
      aria-busy={sending}
      aria-label={`Kirim ulang email ${emailKindText(email.kind)} ke ${email.recipient}`}
      onClick={() => void send()}
    >
      {sending ? 'Mengirim...' : 'Kirim Ulang'}
    </button>
  );
}
