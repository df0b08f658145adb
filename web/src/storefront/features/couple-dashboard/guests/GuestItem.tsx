import { useState } from 'react';
import { GUEST_STATUS_LABELS, type Guest } from '@undangan/contracts';
import { ConfirmButton } from '@/shared/ui/ConfirmButton';
import { copyText, COPY_FAILED_MESSAGE } from '@/shared/ui/copy-text';
import type { LookupAnswer } from '@/shared/order/lookup-request';
import { InlineMessage, useMessage } from '@/shared/ui/InlineMessage';
import { reissueLink, removeGuest } from '@/storefront/features/couple-dashboard/api/guest-list';
import { COUPLE_WORDS } from '@/storefront/features/couple-dashboard/couple-words';

/** Names of the list's groups and sessions by id, to show a guest's. */
export interface PartNames {
  groups: Map<string, string>;
  sessions: Map<string, string>;
}

/** One guest of the list: who, in which group and session, for how many, where they stand; and what can be done. */
export function GuestItem({
  guest,
  parts,
  onEdit,
  onChanged,
}: {
  guest: Guest;
  parts: PartNames;
  onEdit: () => void;
  onChanged: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const message = useMessage();
  const where = [
    guest.group_id ? parts.groups.get(guest.group_id) : null,
    guest.session_id ? parts.sessions.get(guest.session_id) : null,
  ].filter(Boolean);

  const act = async (change: () => Promise<LookupAnswer<unknown>>, done: string) => {
    setBusy(true);
    const answer = await change();
    setBusy(false);
    if (!answer.ok) return message.show('error', answer.message ?? COUPLE_WORDS.failed);
    message.show('success', done);
    onChanged();
  };

  const copyLink = async () => {
    const copied = guest.link_url !== null && (await copyText(guest.link_url));
    message.show(copied ? 'success' : 'error', copied ? 'Tautan tamu disalin.' : COPY_FAILED_MESSAGE);
  };

  return (
    <li className="guest-item" data-testid="guest-item">
      <div className="guest-item__head">
        <strong className="guest-item__name">{guest.name}</strong>
        <span className={`guest-badge guest-badge--${guest.status}`}>
          {GUEST_STATUS_LABELS[guest.status]}
        </span>
      </div>
      <p className="guest-item__meta muted">
        {where.length > 0 ? `${where.join(' · ')} · ` : ''}
        {guest.people} orang
        {guest.answered_people !== null && guest.status === 'hadir'
          ? ` (hadir ${guest.answered_people})`
          : ''}
      </p>
      <div className="couple-actions guest-item__actions">
        <button type="button" className="button button--small button--outline" onClick={onEdit}>
          Ubah
        </button>
        {guest.link_url && (
          <button
            type="button"
            className="button button--small button--outline"
            onClick={() => void copyLink()}
          >
            Salin tautan
          </button>
        )}
        <ConfirmButton
          label="Tautan baru"
          question="Buat tautan baru? Tautan lama tidak dapat dibuka lagi."
          confirmLabel="Ya, Buat Tautan Baru"
          busy={busy}
          onConfirm={() =>
            act(
              () => reissueLink(guest.id),
              'Tautan baru telah dibuat. Kirim ulang undangan kepada tamu ini.',
            )
          }
        />
        <ConfirmButton
          label="Hapus"
          question={`Hapus ${guest.name} dari daftar tamu?`}
          confirmLabel="Ya, Hapus"
          danger
          busy={busy}
          onConfirm={() => act(() => removeGuest(guest.id), 'Tamu telah dihapus.')}
        />
      </div>
      <InlineMessage message={message.message} />
    </li>
  );
}
