import { useState, type FormEvent } from 'react';
import { NEW_PROOF_MESSAGES, takesNewProof, type OrderTracking } from '@undangan/contracts';
import { ProofPicker, type ProofState } from '@/shared/payment/ProofPicker';
import { InlineMessage, useMessage } from '@/shared/ui/InlineMessage';
import { sendNewProof } from '@/storefront/features/order-tracking/api/send-new-proof';
import { newProofWords } from '@/storefront/features/order-tracking/tracking-words';

/**
 * A manual payment's transfer proof from the tracking page: sent when the confirmation came
 * without one, or again after a rejection (the reason shown first); the order as it then stands
 * replaces the one shown. Nothing when the payment needs no proof.
 */
export function NewProofSection({
  order,
  phone,
  onSent,
}: {
  order: OrderTracking;
  phone: string;
  onSent: (order: OrderTracking) => void;
}) {
  const [proof, setProof] = useState<ProofState>({ status: 'empty' });
  const [sending, setSending] = useState<number | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const message = useMessage();
  const words = newProofWords(order);
  if (!words || !takesNewProof(order.payment_type, order.payment_status)) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    message.clear();
    if (proof.status !== 'ready') {
      if (proof.status !== 'preparing') setFileError(NEW_PROOF_MESSAGES.empty);
      return;
    }
    setSending(0);
    try {
      const answer = await sendNewProof({ orderId: order.order_id, phone }, proof.file, setSending);
      if (answer.ok) {
        setProof({ status: 'empty' });
        onSent(answer.value);
        return;
      }
      message.show(
        'error',
        answer.message ?? 'Gagal mengirim bukti transfer. Periksa koneksi Anda lalu coba lagi.',
      );
    } finally {
      setSending(null);
    }
  };

  return (
    <form
      className="new-proof"
      onSubmit={submit}
      noValidate
      data-testid="new-proof"
      aria-labelledby="new-proof-title"
    >
      <h4 id="new-proof-title" className="new-proof__title">
        {words.title}
      </h4>
      {order.proof?.rejection_reason && (
        <p className="new-proof__reason" data-testid="rejection-reason">
          <strong>Alasan penolakan:</strong> {order.proof.rejection_reason}
        </p>
      )}
      <p className="new-proof__text">{words.text}</p>
      <ProofPicker
        state={proof}
        onChange={(next) => {
          setProof(next);
          setFileError(null);
        }}
        serverError={fileError}
        disabled={sending !== null}
      />
      {sending !== null && (
        <p className="field-hint" role="status" data-testid="new-proof-progress">
          {sending < 1
            ? `Mengirim bukti... ${Math.round(sending * 100)}%`
            : 'Terkirim, menunggu jawaban server...'}
        </p>
      )}
      <InlineMessage message={message.message} testId="new-proof-message" />
      <button type="submit" className="button" disabled={sending !== null || proof.status === 'preparing'}>
        {sending !== null ? 'Mengirim...' : words.button}
      </button>
    </form>
  );
}
