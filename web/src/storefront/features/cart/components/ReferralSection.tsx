import { useState } from 'react';
import { ChevronIcon } from '../../../../shared/ui/icons';

interface Props {
  appliedCode: string | null;
  busy: boolean;
  onApply: (code: string) => void;
}

/** The coupon field, folded away until the customer asks for it. */
export function ReferralSection({ appliedCode, busy, onApply }: Props) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');

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
        <div className="referral__row">
          <label htmlFor="referral-code" className="visually-hidden">
            Kode referal
          </label>
          <input
            id="referral-code"
            className="input"
            placeholder="Masukkan kode referal"
            autoComplete="off"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <button type="button" className="button" disabled={busy} onClick={() => onApply(code)}>
            Gunakan
          </button>
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
