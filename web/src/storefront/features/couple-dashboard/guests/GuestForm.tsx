import { useState, type FormEvent } from 'react';
import {
  GUEST_LIMITS,
  guestInputSchema,
  type Guest,
  type GuestGroup,
  type GuestInput,
  type GuestSession,
} from '@undangan/contracts';
import { InlineMessage, useMessage } from '@/shared/ui/InlineMessage';
import { SelectField } from '@/shared/ui/SelectField';
import { TextField } from '@/shared/ui/TextField';
import { fieldErrors, type FieldErrors } from '@/shared/validation/field-errors';
import { addGuest, editGuest } from '@/storefront/features/couple-dashboard/api/guest-list';
import { COUPLE_WORDS } from '@/storefront/features/couple-dashboard/couple-words';
import { fieldOfServerMessage, GUEST_SERVER_FIELDS } from './server-fields';

type Field = 'name' | 'phone' | 'group_id' | 'session_id' | 'people';

/** The phone as the couple reads it again: 0812..., not 62812... . */
const localPhone = (phone: string | null) => (phone ? `0${phone.slice(2)}` : '');

/** A guest typed in, or changed: name, phone (optional), group, session and people (1 to 10). */
export function GuestForm({
  guest,
  groups,
  sessions,
  onDone,
  onCancel,
}: {
  guest: Guest | null;
  groups: GuestGroup[];
  sessions: GuestSession[];
  onDone: (saved: Guest) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState({
    name: guest?.name ?? '',
    phone: localPhone(guest?.phone ?? null),
    group_id: guest?.group_id ?? '',
    session_id: guest?.session_id ?? '',
    people: String(guest?.people ?? 1),
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [busy, setBusy] = useState(false);
  const message = useMessage();
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      name: values.name,
      phone: values.phone,
      group_id: values.group_id || null,
      session_id: values.session_id || null,
      people: Number(values.people),
    };
    const found = fieldErrors<Field>(guestInputSchema, input);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    message.clear();
    const parsed = guestInputSchema.parse(input) as GuestInput;
    const answer = guest ? await editGuest(guest.id, parsed) : await addGuest(parsed);
    setBusy(false);
    if (answer.ok) return onDone(answer.value);
    const text = answer.message ?? COUPLE_WORDS.failed;
    const field = fieldOfServerMessage<Field>(text, GUEST_SERVER_FIELDS);
    if (field) setErrors({ [field]: text });
    else message.show('error', text);
  };

  const id = (field: string) => `guest-${field}`;
  return (
    <form className="card couple-section guest-form" onSubmit={(event) => void submit(event)} noValidate>
      <h3 className="couple-section__title">{guest ? 'Ubah Tamu' : 'Tambah Tamu'}</h3>
      <TextField
        id={id('name')}
        label="Nama Tamu"
        value={values.name}
        maxLength={GUEST_LIMITS.name}
        onChange={set('name')}
        error={errors.name}
        autoComplete="off"
      />
      <TextField
        id={id('phone')}
        label="Nomor WhatsApp (opsional)"
        type="tel"
        inputMode="tel"
        value={values.phone}
        onChange={set('phone')}
        error={errors.phone}
        hint="Tanpa nomor, WhatsApp meminta Anda memilih kontak saat mengirim."
        autoComplete="off"
      />
      <div className="guest-form__row">
        <SelectField
          id={id('group')}
          label="Kelompok"
          value={values.group_id}
          onChange={set('group_id')}
          error={errors.group_id}
        >
          <option value="">Tanpa kelompok</option>
          {groups.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={id('session')}
          label="Sesi"
          value={values.session_id}
          onChange={set('session_id')}
          error={errors.session_id}
        >
          <option value="">Tanpa sesi</option>
          {sessions.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name} ({s.time})
            </option>
          ))}
        </SelectField>
        <SelectField
          id={id('people')}
          label="Jumlah Orang"
          value={values.people}
          onChange={set('people')}
          error={errors.people}
        >
          {Array.from({ length: GUEST_LIMITS.people.max }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n} orang
            </option>
          ))}
        </SelectField>
      </div>
      <div className="couple-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Menyimpan...' : 'Simpan Tamu'}
        </button>
        <button type="button" className="button button--outline" onClick={onCancel}>
          Batal
        </button>
      </div>
      <InlineMessage message={message.message} testId="guest-form-message" />
    </form>
  );
}
