import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { invitePartnerInputSchema, type CoupleRole } from '@undangan/contracts';
import { formatDateTime } from '@/shared/format/format';
import { ErrorText } from '@/shared/ui/ErrorText';
import { InlineMessage, useMessage } from '@/shared/ui/InlineMessage';
import { LoadingText } from '@/shared/ui/LoadingText';
import { fieldErrors } from '@/shared/validation/field-errors';
import {
  COUPLE_KEYS,
  invitePartner,
  removePartner,
  usePartner,
} from '@/storefront/features/couple-dashboard/api/couple-session';
import { COUPLE_WORDS } from '@/storefront/features/couple-dashboard/couple-words';
import { CoupleCard } from './CoupleCard';
import { EmailField } from './EmailField';

/**
 * The partner: the second of the couple, invited by email, who signs in with links of their own.
 * Only the order's own email invites or removes them; removing them ends their sessions at once.
 */
export function PartnerSection({ role }: { role: CoupleRole }) {
  const partner = usePartner(true);
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const message = useMessage();

  const invite = async (event: FormEvent) => {
    event.preventDefault();
    const found =
      email.trim() === ''
        ? 'Harap isi email mitra Anda.'
        : fieldErrors(invitePartnerInputSchema, { email }).email;
    setError(found);
    if (found) return;
    setBusy(true);
    message.clear();
    const answer = await invitePartner(email.trim());
    setBusy(false);
    if (!answer.ok) {
      message.show('error', answer.message ?? COUPLE_WORDS.failed);
      return;
    }
    queryClient.setQueryData(COUPLE_KEYS.partner, answer.value);
    setEmail('');
    message.show(
      'success',
      'Undangan telah dikirim ke email mitra Anda. Tautan di dalamnya berlaku 15 menit.',
    );
  };

  const remove = async () => {
    setBusy(true);
    message.clear();
    const answer = await removePartner();
    setBusy(false);
    setConfirming(false);
    if (!answer.ok) {
      message.show('error', answer.message ?? COUPLE_WORDS.failed);
      return;
    }
    queryClient.setQueryData(COUPLE_KEYS.partner, { partner: null });
    message.show('success', answer.value.message);
  };

  return (
    <CoupleCard id="couple-partner" title="Mitra" testId="couple-partner">
      <p className="muted">
        Undang pasangan Anda untuk ikut mengelola undangan ini. Mitra masuk dengan email miliknya sendiri.
      </p>
      {partner.isPending ? (
        <LoadingText text="Memuat..." />
      ) : partner.isError ? (
        <ErrorText>Data mitra tidak dapat dimuat. Silakan muat ulang halaman ini.</ErrorText>
      ) : partner.data.partner ? (
        <div className="couple-partner">
          <p>
            <strong data-testid="couple-partner-email">{partner.data.partner.email}</strong>
            <br />
            <span className="muted">Diundang {formatDateTime(partner.data.partner.invited_at)}</span>
          </p>
          {role === 'pasangan' &&
            (confirming ? (
              <div className="couple-actions">
                <button
                  type="button"
                  className="button button--small button--danger"
                  disabled={busy}
                  onClick={() => void remove()}
                >
                  Ya, Hapus Mitra
                </button>
                <button
                  type="button"
                  className="button button--small button--outline"
                  disabled={busy}
                  onClick={() => setConfirming(false)}
                >
                  Batal
                </button>
              </div>
            ) : (
              <button
                type="button"
                className="button button--small button--outline"
                onClick={() => setConfirming(true)}
              >
                Hapus Mitra
              </button>
            ))}
        </div>
      ) : role === 'pasangan' ? (
        <form className="couple-form couple-invite" onSubmit={(event) => void invite(event)} noValidate>
          <EmailField
            id="couple-partner-email"
            label="Email Mitra"
            autoComplete="off"
            value={email}
            onChange={setEmail}
            error={error}
          />
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Mengirim...' : 'Kirim Undangan'}
          </button>
        </form>
      ) : (
        <p>Pesanan ini belum memiliki mitra.</p>
      )}
      {role === 'mitra' && <p className="muted">Mitra diatur oleh pemilik email pesanan.</p>}
      <InlineMessage message={message.message} testId="couple-partner-message" />
    </CoupleCard>
  );
}
