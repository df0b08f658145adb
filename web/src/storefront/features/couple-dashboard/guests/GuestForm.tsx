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
import { TextField } from '@/shared/ui/TextField';
import { fieldErrors } from '@/shared/validation/field-errors';
import { addGuest, editGuest } from '@/storefront/features/couple-dashboard/api/guest-list';
import { useFormValues } from '@/storefront/features/couple-dashboard/components/use-form-values';
import { COUPLE_WORDS } from '@/storefront/features/couple-dashboard/couple-words';
import { ChoiceField, groupChoices, sessionChoices, type Choice } from './ChoiceField';
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
  const { values, setErrors, bind } = useFormValues<Field>({
    name: guest?.name ?? '',
    phone: localPhone(guest?.phone ?? null),
    group_id: guest?.group_id ?? '',
    session_id: guest?.session_id ?? '',
    people: String(guest?.people ?? 1),
  });
  const [busy, setBusy] = useState(false);
  const message = useMessage();

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
  const choices: {
    field: 'group_id' | 'session_id' | 'people';
    name: string;
    label: string;
    options: Choice[];
  }[] = [
    {
      field: 'group_id',
      name: 'group',
      label: 'Kelompok',
      options: [{ value: '', label: 'Tanpa kelompok' }, ...groupChoices(groups)],
    },
    {
      field: 'session_id',
      name: 'session',
      label: 'Sesi',
      options: [{ value: '', label: 'Tanpa sesi' }, ...sessionChoices(sessions, true)],
    },
    {
      field: 'people',
      name: 'people',
      label: 'Jumlah Orang',
      options: Array.from({ length: GUEST_LIMITS.people.max }, (_, i) => ({
        value: String(i + 1),
        label: `${i + 1} orang`,
      })),
    },
  ];
  return (
    <form className="card couple-section guest-form" onSubmit={(event) => void submit(event)} noValidate>
      <h3 className="couple-section__title">{guest ? 'Ubah Tamu' : 'Tambah Tamu'}</h3>
      <div className="guest-form__names">
        <TextField
          id={id('name')}
          label="Nama Tamu"
          maxLength={GUEST_LIMITS.name}
          {...bind('name')}
          autoComplete="off"
        />
        <TextField
          id={id('phone')}
          label="Nomor WhatsApp (opsional)"
          type="tel"
          inputMode="tel"
          {...bind('phone')}
          hint="Tanpa nomor, WhatsApp meminta Anda memilih kontak saat mengirim."
          autoComplete="off"
        />
      </div>
      <div className="guest-form__row">
        {choices.map(({ field, name, label, options }) => (
          <ChoiceField key={field} id={id(name)} label={label} {...bind(field)} choices={options} />
        ))}
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
