import { INVITATION_LIMITS, type InvitationDraft, INVITATION_TEXT_LIMITS } from '@undangan/contracts';
import { TextField } from '@/shared/ui/TextField';
import {
  addAccount,
  fieldId,
  removeAccount,
  withAccount,
  type AccountField,
} from '@/storefront/features/invitation-data/invitation-form';
import type { FormKit } from './form-kit';

const FIELDS: readonly { field: AccountField; label: string; placeholder: string }[] = [
  { field: 'bank', label: 'Bank atau dompet digital', placeholder: 'BCA' },
  { field: 'account_number', label: 'Nomor rekening', placeholder: '1234567890' },
  { field: 'account_holder', label: 'Atas nama', placeholder: 'Rina Kusuma' },
];

/** Amplop Digital: up to three accounts guests may send a gift to; none is fine. */
export function GiftAccountFields({ data, kit }: { data: InvitationDraft; kit: FormKit }) {
  const accounts = data.gift_accounts;
  return (
    <section className="card invitation-section" aria-labelledby="invitation-gifts-title">
      <h2 id="invitation-gifts-title" className="invitation-section__title">
        Amplop Digital
      </h2>
      <p className="invitation-section__lead">
        Rekening bank atau dompet digital untuk tamu yang ingin mengirim hadiah (paling banyak{' '}
        {INVITATION_LIMITS.giftAccounts}). Boleh dikosongkan.
      </p>
      {accounts.map((account, index) => (
        <fieldset key={index} className="invitation-row" data-testid={`gift-account-${index}`}>
          <legend className="invitation-row__legend">Rekening {index + 1}</legend>
          {FIELDS.map(({ field, label, placeholder }) => {
            const path = `gift_accounts.${index}.${field}`;
            return (
              <TextField
                key={field}
                id={fieldId(path)}
                name={path}
                label={label}
                placeholder={placeholder}
                maxLength={INVITATION_TEXT_LIMITS[field]}
                inputMode={field === 'account_number' ? 'numeric' : undefined}
                autoComplete="off"
                value={account[field]}
                disabled={kit.disabled}
                onChange={(event) => {
                  const value = event.target.value;
                  kit.update((current) => withAccount(current, index, field, value));
                }}
                onBlur={() => kit.touch(path)}
                error={kit.issues[path]}
              />
            );
          })}
          {!kit.disabled && (
            <button
              type="button"
              className="button button--small button--outline invitation-remove"
              onClick={() => kit.update((current) => removeAccount(current, index))}
            >
              Hapus Rekening {index + 1}
            </button>
          )}
        </fieldset>
      ))}
      {accounts.length < INVITATION_LIMITS.giftAccounts && !kit.disabled && (
        <button
          type="button"
          className="button button--outline button--small invitation-add"
          onClick={() => kit.update(addAccount)}
        >
          + Tambah Rekening
        </button>
      )}
    </section>
  );
}
