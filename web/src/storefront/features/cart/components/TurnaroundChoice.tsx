import {
  NORMAL_TURNAROUND,
  REGULAR_EARLIEST_WORKING_DAYS,
  WORKING_DAYS_PROMISED,
  type Addon,
} from '@undangan/contracts';
import { formatPrice } from '@/shared/format/format';

interface Props {
  turnarounds: Addon[];
  /** The chosen turnaround add-on's id; null is Normal. */
  value: number | null;
  onChange: (addon: Addon | null) => void;
}

/**
 * The order's one deadline, as radios: Normal (the package's own working days, nothing to pay) or
 * one turnaround add-on. A radio cannot hold two, so the cart never asks for two deadlines.
 */
export function TurnaroundChoice({ turnarounds, value, onChange }: Props) {
  if (turnarounds.length === 0) return null;
  return (
    <section className="card cart-section" aria-labelledby="turnaround-title">
      <fieldset className="payment-methods turnaround-choice" data-testid="turnaround-choice">
        <legend id="turnaround-title" className="cart-section__title">
          Waktu Pengerjaan
        </legend>
        <label className="payment-method">
          <input
            type="radio"
            name="turnaround"
            value=""
            checked={value === null}
            onChange={() => onChange(null)}
          />
          <span>
            <strong>{NORMAL_TURNAROUND}</strong>
            <span className="turnaround-choice__price">Tanpa biaya tambahan</span>
            <small>
              {REGULAR_EARLIEST_WORKING_DAYS} sampai {WORKING_DAYS_PROMISED.regular} hari kerja sejak data
              lengkap kami terima.
            </small>
          </span>
        </label>
        {turnarounds.map((addon) => (
          <label key={addon.id} className="payment-method">
            <input
              type="radio"
              name="turnaround"
              value={addon.id}
              checked={value === addon.id}
              onChange={() => onChange(addon)}
            />
            <span>
              <strong>{addon.title}</strong>
              <span className="turnaround-choice__price">+ {formatPrice(addon.price)}</span>
              {addon.description && <small>{addon.description}</small>}
            </span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
