import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { askSignInLink } from '@/shared/order/couple-sign-in-link';
import { InlineMessage, useMessage } from '@/shared/ui/InlineMessage';

/**
 * A small way from tracking into the couple's dashboard: the sign-in link goes to the order's email
 * (the phone that found the order proves it), never opened here. Tracking itself stays what it is,
 * and never shows the guest list.
 */
export function CoupleDashboardEntry({ orderId, phone }: { orderId: string; phone: string }) {
  const [busy, setBusy] = useState(false);
  const message = useMessage();

  const ask = async () => {
    setBusy(true);
    message.clear();
    const answer = await askSignInLink({ orderId, phone });
    setBusy(false);
    if (answer.ok) message.show('success', answer.value.message);
    else message.show('error', answer.message ?? 'Permintaan tidak dapat dikirim. Silakan coba lagi.');
  };

  return (
    <div className="tracking-couple" data-testid="couple-dashboard-entry">
      <h3 className="tracking-couple__title">Dasbor Pasangan</h3>
      <p>Kelola undangan Anda bersama pasangan. Kami kirim tautan masuk ke email pesanan Anda.</p>
      <div className="tracking-couple__actions">
        <button type="button" className="button button--small" disabled={busy} onClick={() => void ask()}>
          {busy ? 'Mengirim...' : 'Kirim Tautan Masuk'}
        </button>
        <Link className="button button--small button--outline" to={paths.coupleSignIn}>
          Masuk dengan email lain
        </Link>
      </div>
      <InlineMessage message={message.message} testId="couple-dashboard-entry-message" />
    </div>
  );
}
