import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { openSnapCheckout, SNAP_MESSAGES } from '@/shared/payment/snap-checkout';
import { STORAGE_KEYS } from '@/shared/storage/storage-keys';
import { writeText } from '@/shared/storage/storage';
import { ErrorText } from '@/shared/ui/ErrorText';

type Notice = { kind: 'closed' } | { kind: 'unavailable' };

/**
 * Opens the order's Snap page again in the provider's popup, the way the cart does; its outcome
 * leads to the finish, pending or failed page. Shown only while the shop says the page can still
 * be paid.
 */
export function PayAgainButton({
  orderId,
  token,
  label,
  className = 'button',
}: {
  orderId: string;
  token: string;
  label: string;
  className?: string;
}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const open = async () => {
    setBusy(true);
    setNotice(null);
    writeText(STORAGE_KEYS.currentOrderId, orderId);
    try {
      const opened = await openSnapCheckout({
        token,
        orderId,
        navigate,
        onClose: () => setNotice({ kind: 'closed' }),
      });
      if (!opened) setNotice({ kind: 'unavailable' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="pay-again">
      <button type="button" className={className} onClick={() => void open()} disabled={busy}>
        {busy ? 'Memproses...' : label}
      </button>
      {notice?.kind === 'closed' && (
        <p className="pay-again__notice" role="status">
          {SNAP_MESSAGES.popupClosed} Anda masih dapat membayar sebelum batas waktu pembayaran berakhir.
        </p>
      )}
      {notice?.kind === 'unavailable' && <ErrorText>{SNAP_MESSAGES.paymentFailed}</ErrorText>}
    </div>
  );
}
