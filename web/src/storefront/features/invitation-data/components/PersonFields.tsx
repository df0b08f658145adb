import { INVITATION_TEXT_LIMITS, type InvitationDraft } from '@undangan/contracts';
import { TextField } from '@/shared/ui/TextField';
import {
  fieldId,
  PERSON_FIELDS,
  withPerson,
  type PersonField,
} from '@/storefront/features/invitation-data/invitation-form';
import type { FormKit } from './form-kit';

const LABELS: Record<PersonField, string> = {
  full_name: 'Nama lengkap',
  nickname: 'Nama panggilan',
  father: 'Nama ayah (opsional)',
  mother: 'Nama ibu (opsional)',
};

const PLACEHOLDERS: Record<'groom' | 'bride', Record<PersonField, string>> = {
  groom: { full_name: 'Bayu Pratama, S.T.', nickname: 'Bayu', father: 'Bapak Hendra', mother: 'Ibu Wati' },
  bride: { full_name: 'Rina Kusuma, S.Pd.', nickname: 'Rina', father: 'Bapak Agus', mother: 'Ibu Sari' },
};

/** One of the couple: the names as the invitation prints them, and their parents'. */
export function PersonFields({
  who,
  title,
  data,
  kit,
}: {
  who: 'groom' | 'bride';
  title: string;
  data: InvitationDraft;
  kit: FormKit;
}) {
  const person = data[who];
  return (
    <section className="card invitation-section" aria-labelledby={`invitation-${who}-title`}>
      <h2 id={`invitation-${who}-title`} className="invitation-section__title">
        {title}
      </h2>
      <div className="invitation-grid">
        {PERSON_FIELDS.map((field) => {
          const path = `${who}.${field}`;
          return (
            <TextField
              key={field}
              id={fieldId(path)}
              label={LABELS[field]}
              name={path}
              autoComplete="off"
              autoCapitalize="words"
              maxLength={INVITATION_TEXT_LIMITS[field]}
              placeholder={PLACEHOLDERS[who][field]}
              value={person[field]}
              disabled={kit.disabled}
              hint={field === 'full_name' ? 'Beserta gelar bila ingin dicantumkan.' : undefined}
              onChange={(event) => {
                const value = event.target.value;
                kit.update((current) => withPerson(current, who, field, value));
              }}
              onBlur={() => kit.touch(path)}
              error={kit.issues[path]}
            />
          );
        })}
      </div>
    </section>
  );
}
