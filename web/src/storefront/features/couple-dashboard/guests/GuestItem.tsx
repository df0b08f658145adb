import type { ReactNode } from 'react';
import { GUEST_STATUS_LABELS, type Guest } from '@undangan/contracts';
import { ConfirmButton } from '@/shared/ui/ConfirmButton';
import { copyText, COPY_FAILED_MESSAGE } from '@/shared/ui/copy-text';
import type { LookupAnswer } from '@/shared/order/lookup-request';
import { InlineMessage } from '@/shared/ui/InlineMessage';
import { reissueLink, removeGuest } from '@/storefront/features/couple-dashboard/api/guest-list';
import { useChange } from '@/storefront/features/couple-dashboard/components/use-change';

/** Names of the list's groups and sessions by id, to show a guest's. */
export interface PartNames {
  groups: Map<string, string>;
  sessions: Map<string, { name: string; time: string }>;
}

/**
 * The list's columns as a laptop shows them, above the rows; a phone reads each guest as a small
 * card instead, so the heads are for the eye only (each row names its own parts to a screen reader).
 */
export function GuestListHead() {
  return (
    <div className="guest-items__head" aria-hidden="true">
      <span>Nama</span>
      <span>Kelompok</span>
      <span>Sesi</span>
      <span>Orang</span>
      <span>Status</span>
      <span className="guest-items__head-actions">Tindakan</span>
    </div>
  );
}

/** A guest's group or session, or a dash where they have none ("Tanpa ..." for a screen reader). */
function Part({ children, none, className }: { children: ReactNode; none: string; className: string }) {
  if (children) return <span className={className}>{children}</span>;
  return (
    <span className={`${className} guest-item__none`}>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{none}</span>
    </span>
  );
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
  const { message, busy, run } = useChange();
  const session = guest.session_id ? parts.sessions.get(guest.session_id) : undefined;
  const act = async (change: (id: string) => Promise<LookupAnswer<unknown>>, done: string) => {
    if ((await run(() => change(guest.id), done)) !== undefined) onChanged();
  };

  const copyLink = async () => {
    const copied = guest.link_url !== null && (await copyText(guest.link_url));
    message.show(copied ? 'success' : 'error', copied ? 'Tautan tamu disalin.' : COPY_FAILED_MESSAGE);
  };

  return (
    <li className="guest-item" data-testid="guest-item">
      <strong className="guest-item__name">{guest.name}</strong>
      <span className={`guest-badge guest-badge--${guest.status}`}>{GUEST_STATUS_LABELS[guest.status]}</span>
      <p className="guest-item__meta muted">
        <Part className="guest-item__group" none="Tanpa kelompok">
          {guest.group_id && parts.groups.get(guest.group_id)}
        </Part>
        <Part className="guest-item__session" none="Tanpa sesi">
          {session && (
            <>
              {session.name} <span className="guest-item__time">{session.time}</span>
            </>
          )}
        </Part>
        <span className="guest-item__people">
          {guest.people} orang
          {guest.answered_people !== null && guest.status === 'hadir' && (
            <span className="guest-item__answered"> (hadir {guest.answered_people})</span>
          )}
        </span>
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
            act(reissueLink, 'Tautan baru telah dibuat. Kirim ulang undangan kepada tamu ini.')
          }
        />
        <ConfirmButton
          label="Hapus"
          question={`Hapus ${guest.name} dari daftar tamu?`}
          confirmLabel="Ya, Hapus"
          danger
          busy={busy}
          onConfirm={() => act(removeGuest, 'Tamu telah dihapus.')}
        />
      </div>
      <InlineMessage message={message.message} className="guest-item__message" />
    </li>
  );
}
