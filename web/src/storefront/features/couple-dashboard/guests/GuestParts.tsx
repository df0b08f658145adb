import { useState, type FormEvent, type ReactNode } from 'react';
import {
  groupInputSchema,
  GUEST_LIMITS,
  guestSessionInputSchema,
  type GuestGroup,
  type GuestSession,
} from '@undangan/contracts';
import type { LookupAnswer } from '@/shared/order/lookup-request';
import { ConfirmButton } from '@/shared/ui/ConfirmButton';
import { InlineMessage } from '@/shared/ui/InlineMessage';
import { TextField } from '@/shared/ui/TextField';
import { fieldErrors, type FieldErrors } from '@/shared/validation/field-errors';
import { GUEST_PARTS, type SessionFields } from '@/storefront/features/couple-dashboard/api/guest-parts';
import { CoupleCard } from '@/storefront/features/couple-dashboard/components/CoupleCard';
import {
  useFormValues,
  type BoundField,
} from '@/storefront/features/couple-dashboard/components/use-form-values';
import { useChange } from '@/storefront/features/couple-dashboard/components/use-change';

/** The form's text as typed, one string a field. */
type Typed<F extends string> = Record<F, string>;

/** The form of one kind of part, drawn with its fields bound to the card's values, and the part being changed. */
interface PartFieldsProps<T, F extends string> {
  bind: (field: F) => BoundField;
  editing: T | null;
}

/**
 * One kind of the list's parts (groups, sessions) as its card lists and edits it: what the card
 * says of each, how its form is checked and saved, and the form's own fields.
 */
interface PartKind<T extends { id: string; name: string }, F extends string, Input> {
  /** "Kelompok", "Sesi": the buttons' noun and the messages' subject. */
  noun: string;
  title: string;
  id: string;
  testId: string;
  blank: Typed<F>;
  valuesOf: (part: T) => Typed<F>;
  describe: (part: T) => ReactNode;
  removeQuestion: (part: T) => string;
  /** The input the server takes, or what is wrong with the form. */
  check: (values: Typed<F>) => { input: Input } | { errors: FieldErrors<F> };
  save: (input: Input, editing: T | null) => Promise<LookupAnswer<unknown>>;
  remove: (id: string) => Promise<LookupAnswer<unknown>>;
  Fields: (props: PartFieldsProps<T, F>) => ReactNode;
}

/** A card of one kind of part: each listed with "Ubah" and "Hapus", and the form to add or change one. */
function PartsCard<T extends { id: string; name: string }, F extends string, Input>({
  kind,
  parts,
  onChanged,
}: {
  kind: PartKind<T, F, Input>;
  parts: T[];
  onChanged: () => void;
}) {
  const { values, setValues, setErrors, bind } = useFormValues(kind.blank);
  const [editing, setEditing] = useState<T | null>(null);
  const { message, busy, run } = useChange();
  const startOver = () => {
    setValues(kind.blank);
    setEditing(null);
  };

  const change = async (saving: () => Promise<LookupAnswer<unknown>>, done: string) => {
    const changed = (await run(saving, `${kind.noun} telah ${done}.`)) !== undefined;
    if (changed) onChanged();
    return changed;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = kind.check(values);
    setErrors('errors' in checked ? checked.errors : {});
    if ('errors' in checked) return;
    if (await change(() => kind.save(checked.input, editing), editing ? 'diubah' : 'ditambahkan'))
      startOver();
  };

  return (
    <CoupleCard id={kind.id} title={kind.title} heading="h3" testId={kind.testId}>
      <ul className="guest-parts">
        {parts.map((part) => (
          <li key={part.id} className="guest-parts__item">
            <span>{kind.describe(part)}</span>
            <span className="couple-actions">
              <button
                type="button"
                className="button button--small button--outline"
                onClick={() => {
                  setEditing(part);
                  setValues(kind.valuesOf(part));
                }}
              >
                Ubah
              </button>
              <ConfirmButton
                label="Hapus"
                question={kind.removeQuestion(part)}
                confirmLabel="Ya, Hapus"
                danger
                busy={busy}
                onConfirm={() => void change(() => kind.remove(part.id), 'dihapus')}
              />
            </span>
          </li>
        ))}
      </ul>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <kind.Fields bind={bind} editing={editing} />
        <div className="couple-actions">
          <button type="submit" className="button button--small" disabled={busy}>
            {editing ? `Simpan ${kind.noun}` : `Tambah ${kind.noun}`}
          </button>
          {editing && (
            <button type="button" className="button button--small button--outline" onClick={startOver}>
              Batal
            </button>
          )}
        </div>
      </form>
      <InlineMessage message={message.message} testId={`${kind.testId}-message`} />
    </CoupleCard>
  );
}

/** The list's groups (the bride's family, friends, work...): added, renamed, removed. */
const GROUPS: PartKind<GuestGroup, 'name', string> = {
  noun: 'Kelompok',
  title: 'Kelompok Tamu',
  id: 'guest-groups',
  testId: 'guest-groups',
  blank: { name: '' },
  valuesOf: (group) => ({ name: group.name }),
  describe: (group) => (
    <>
      <strong>{group.name}</strong> <span className="muted">· {group.guests} tamu</span>
    </>
  ),
  removeQuestion: (group) => `Hapus kelompok ${group.name}? Tamunya tetap ada, tanpa kelompok.`,
  check: ({ name }) => {
    const errors = fieldErrors(groupInputSchema, { name });
    return errors.name ? { errors } : { input: name };
  },
  save: (name, editing) => (editing ? GUEST_PARTS.group.edit(editing.id, name) : GUEST_PARTS.group.add(name)),
  remove: GUEST_PARTS.group.remove,
  Fields: ({ bind, editing }) => (
    <TextField
      id="guest-group-name"
      label={editing ? `Nama baru untuk ${editing.name}` : 'Nama Kelompok Baru'}
      maxLength={GUEST_LIMITS.groupName}
      placeholder="Misalnya: Keluarga Mempelai Wanita"
      {...bind('name')}
    />
  ),
};

type SessionField = 'name' | 'time' | 'capacity';

/** The list's sessions ("Sesi 1", 11.00-13.00 WIB) and the people each takes. */
const SESSIONS: PartKind<GuestSession, SessionField, SessionFields> = {
  noun: 'Sesi',
  title: 'Sesi Acara',
  id: 'guest-sessions',
  testId: 'guest-sessions',
  blank: { name: '', time: '', capacity: '' },
  valuesOf: (session) => ({
    name: session.name,
    time: session.time,
    capacity: String(session.capacity ?? ''),
  }),
  describe: (session) => (
    <>
      <strong>{session.name}</strong> <span className="muted">· {session.time}</span>
      <br />
      <span className="muted">
        {session.guests} tamu
        {session.capacity !== null ? ` · kapasitas ${session.capacity} orang` : ''}
      </span>
    </>
  ),
  removeQuestion: (session) => `Hapus ${session.name}? Tamunya tetap ada, tanpa sesi.`,
  check: (values) => {
    const input = {
      name: values.name,
      time: values.time,
      capacity: values.capacity.trim() === '' ? null : Number(values.capacity),
    };
    const errors = fieldErrors<SessionField>(guestSessionInputSchema, input);
    if (Object.keys(errors).length > 0) return { errors };
    return { input: guestSessionInputSchema.parse(input) as SessionFields };
  },
  save: (session, editing) =>
    editing ? GUEST_PARTS.session.edit(editing.id, session) : GUEST_PARTS.session.add(session),
  remove: GUEST_PARTS.session.remove,
  Fields: ({ bind, editing }) => (
    <>
      <TextField
        id="guest-session-name"
        label={editing ? `Ubah ${editing.name}` : 'Nama Sesi Baru'}
        maxLength={GUEST_LIMITS.sessionName}
        placeholder="Misalnya: Sesi 1"
        {...bind('name')}
      />
      <div className="guest-form__row">
        <TextField id="guest-session-time" label="Waktu" placeholder="11.00-13.00 WIB" {...bind('time')} />
        <TextField
          id="guest-session-capacity"
          label="Kapasitas (orang, opsional)"
          inputMode="numeric"
          {...bind('capacity')}
        />
      </div>
    </>
  ),
};

export function GroupsCard({ groups, onChanged }: { groups: GuestGroup[]; onChanged: () => void }) {
  return <PartsCard kind={GROUPS} parts={groups} onChanged={onChanged} />;
}

export function SessionsCard({ sessions, onChanged }: { sessions: GuestSession[]; onChanged: () => void }) {
  return <PartsCard kind={SESSIONS} parts={sessions} onChanged={onChanged} />;
}
