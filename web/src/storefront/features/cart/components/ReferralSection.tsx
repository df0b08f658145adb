import { useState } from 'react';
import { ChevronIcon } from '@/shared/ui/icons';
import { InlineMessage, type PageMessage } from '@/shared/ui/InlineMessage';

interface Props {
  appliedCode: string | null;
  busy: boolean;
  /** What the last try said (applied, refused, or the code is missing), shown under the field. */
  message: PageMessage | null;
  onApply: (code: string) => void;
}

/** The coupon field, folded away until the customer asks for it. */
export function ReferralSection({ appliedCode, busy, message, onApply }: Props) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const refused = message?.tone === 'error';

  return (
    <section className="card cart-section" aria-labelledby="referral-toggle">
      <h2 className="cart-section__title cart-section__title--toggle">
        <button
          id="referral-toggle"
          type="button"
          className="referral__toggle"
          aria-expanded={open}
          aria-controls="referral-panel"
          onClick={() => setOpen(!open)}
        >
          <span>Punya kode referal?</span>
          <ChevronIcon />
        </button>
      </h2>
      <div id="referral-panel" hidden={!open}>
        <form
          className="referral__row"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onApply(code);
          }}
        >
          <label htmlFor="referral-code" className="visually-hidden">
            Kode referal
          </label>
          <input
            id="referral-code"
            className="input"
            placeholder="Masukkan kode referal"
            autoComplete="off"
            autoCapitalize="characters"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-invalid={refused ? true : undefined}
            aria-describedby={message ? 'referral-message' : undefined}
          />
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Memeriksa...' : 'Gunakan'}
          </button>
        </form>
        <div id="referral-message">
          <InlineMessage message={message} testId="referral-message" />
        </div>
        {appliedCode && (
          <p className="referral__applied">
            Kode <strong>{appliedCode}</strong> sedang digunakan.
          </p>
        )}
      </div>
    </section>
  );
}
