import { useState, type FormEvent } from 'react';
import {
  groupInputSchema,
  GUEST_LIMITS,
  guestSessionInputSchema,
  type GuestGroup,
  type GuestSession,
} from '@undangan/contracts';
import type { LookupAnswer } from '@/shared/order/lookup-request';
import { ConfirmButton } from '@/shared/ui/ConfirmButton';
import { InlineMessage, useMessage } from '@/shared/ui/InlineMessage';
import { TextField } from '@/shared/ui/TextField';
import { fieldErrors, type FieldErrors } from '@/shared/validation/field-errors';
import { GUEST_PARTS, type SessionFields } from '@/storefront/features/couple-dashboard/api/guest-parts';
import { COUPLE_WORDS } from '@/storefront/features/couple-dashboard/couple-words';

type SessionField = 'name' | 'time' | 'capacity';

/** Runs a change and says how it went beside the card; a refusal is the server's words. */
function useChange(onChanged: () => void) {
  const message = useMessage();
  const [busy, setBusy] = useState(false);
  const run = async (change: () => Promise<LookupAnswer<unknown>>, done: string): Promise<boolean> => {
    setBusy(true);
    message.clear();
    const answer = await change();
    setBusy(false);
    if (!answer.ok) {
      message.show('error', answer.message ?? COUPLE_WORDS.failed);
      return false;
    }
    message.show('success', done);
    onChanged();
    return true;
  };
  return { message, busy, run };
}

/** The list's groups (the bride's family, friends, work...): added, renamed, removed. */
export function GroupsCard({ groups, onChanged }: { groups: GuestGroup[]; onChanged: () => void }) {
  const [name, setName] = useState('');
  const [editing, setEditing] = useState<GuestGroup | null>(null);
  const [error, setError] = useState<string | undefined>();
  const { message, busy, run } = useChange(onChanged);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(groupInputSchema, { name }).name;
    setError(found);
    if (found) return;
    const saved = editing
      ? await run(() => GUEST_PARTS.group.edit(editing.id, name), 'Kelompok telah diubah.')
      : await run(() => GUEST_PARTS.group.add(name), 'Kelompok telah ditambahkan.');
    if (saved) {
      setName('');
      setEditing(null);
    }
  };

  return (
    <section className="card couple-section" aria-labelledby="guest-groups-title" data-testid="guest-groups">
      <h3 id="guest-groups-title" className="couple-section__title">
        Kelompok Tamu
      </h3>
      <ul className="guest-parts">
        {groups.map((group) => (
          <li key={group.id} className="guest-parts__item">
            <span>
              <strong>{group.name}</strong> <span className="muted">· {group.guests} tamu</span>
            </span>
            <span className="couple-actions">
              <button
                type="button"
                className="button button--small button--outline"
                onClick={() => {
                  setEditing(group);
                  setName(group.name);
                }}
              >
                Ubah
              </button>
              <ConfirmButton
                label="Hapus"
                question={`Hapus kelompok ${group.name}? Tamunya tetap ada, tanpa kelompok.`}
                confirmLabel="Ya, Hapus"
                danger
                busy={busy}
                onConfirm={() =>
                  void run(() => GUEST_PARTS.group.remove(group.id), 'Kelompok telah dihapus.')
                }
              />
            </span>
          </li>
        ))}
      </ul>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          id="guest-group-name"
          label={editing ? `Nama baru untuk ${editing.name}` : 'Nama Kelompok Baru'}
          value={name}
          maxLength={GUEST_LIMITS.groupName}
          placeholder="Misalnya: Keluarga Mempelai Wanita"
          onChange={(event) => setName(event.target.value)}
          error={error}
        />
        <div className="couple-actions">
          <button type="submit" className="button button--small" disabled={busy}>
            {editing ? 'Simpan Kelompok' : 'Tambah Kelompok'}
          </button>
          {editing && (
            <button
              type="button"
              className="button button--small button--outline"
              onClick={() => {
                setEditing(null);
                setName('');
              }}
            >
              Batal
            </button>
          )}
        </div>
      </form>
      <InlineMessage message={message.message} testId="guest-groups-message" />
    </section>
  );
}

const EMPTY_SESSION = { name: '', time: '', capacity: '' };

/** The list's sessions ("Sesi 1", 11.00-13.00 WIB) and the people each takes. */
export function SessionsCard({ sessions, onChanged }: { sessions: GuestSession[]; onChanged: () => void }) {
  const [values, setValues] = useState(EMPTY_SESSION);
  const [editing, setEditing] = useState<GuestSession | null>(null);
  const [errors, setErrors] = useState<FieldErrors<SessionField>>({});
  const { message, busy, run } = useChange(onChanged);
  const set = (field: SessionField) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      name: values.name,
      time: values.time,
      capacity: values.capacity.trim() === '' ? null : Number(values.capacity),
    };
    const found = fieldErrors<SessionField>(guestSessionInputSchema, input);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const session = guestSessionInputSchema.parse(input) as SessionFields;
    const saved = editing
      ? await run(() => GUEST_PARTS.session.edit(editing.id, session), 'Sesi telah diubah.')
      : await run(() => GUEST_PARTS.session.add(session), 'Sesi telah ditambahkan.');
    if (saved) {
      setValues(EMPTY_SESSION);
      setEditing(null);
    }
  };

  return (
    <section
      className="card couple-section"
      aria-labelledby="guest-sessions-title"
      data-testid="guest-sessions"
    >
      <h3 id="guest-sessions-title" className="couple-section__title">
        Sesi Acara
      </h3>
      <ul className="guest-parts">
        {sessions.map((session) => (
          <li key={session.id} className="guest-parts__item">
            <span>
              <strong>{session.name}</strong> <span className="muted">· {session.time}</span>
              <br />
              <span className="muted">
                {session.guests} tamu
                {session.capacity !== null ? ` · kapasitas ${session.capacity} orang` : ''}
              </span>
            </span>
            <span className="couple-actions">
              <button
                type="button"
                className="button button--small button--outline"
                onClick={() => {
                  setEditing(session);
                  setValues({
                    name: session.name,
                    time: session.time,
                    capacity: String(session.capacity ?? ''),
                  });
                }}
              >
                Ubah
              </button>
              <ConfirmButton
                label="Hapus"
                question={`Hapus ${session.name}? Tamunya tetap ada, tanpa sesi.`}
                confirmLabel="Ya, Hapus"
                danger
                busy={busy}
                onConfirm={() =>
                  void run(() => GUEST_PARTS.session.remove(session.id), 'Sesi telah dihapus.')
                }
              />
            </span>
          </li>
        ))}
      </ul>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          id="guest-session-name"
          label={editing ? `Ubah ${editing.name}` : 'Nama Sesi Baru'}
          value={values.name}
          maxLength={GUEST_LIMITS.sessionName}
          placeholder="Misalnya: Sesi 1"
          onChange={set('name')}
          error={errors.name}
        />
        <div className="guest-form__row">
          <TextField
            id="guest-session-time"
            label="Waktu"
            value={values.time}
            placeholder="11.00-13.00 WIB"
            onChange={set('time')}
            error={errors.time}
          />
          <TextField
            id="guest-session-capacity"
            label="Kapasitas (orang, opsional)"
            inputMode="numeric"
            value={values.capacity}
            onChange={set('capacity')}
            error={errors.capacity}
          />
        </div>
        <div className="couple-actions">
          <button type="submit" className="button button--small" disabled={busy}>
            {editing ? 'Simpan Sesi' : 'Tambah Sesi'}
          </button>
          {editing && (
            <button
              type="button"
              className="button button--small button--outline"
              onClick={() => {
                setEditing(null);
                setValues(EMPTY_SESSION);
              }}
            >
              Batal
            </button>
          )}
        </div>
      </form>
      <InlineMessage message={message.message} testId="guest-sessions-message" />
    </section>
  );
}
