import type { Package } from '@undangan/contracts';
import { formatPrice } from '@/shared/format/format';

interface Props {
  packages: Package[];
  value: string;
  onChange: (packageId: string) => void;
  invalid: boolean;
}

/** The packages as cards to tap, each with its price; the choice decides which designs are offered. */
export function PackagePicker({ packages, value, onChange, invalid }: Props) {
  return (
    <fieldset className="card checkout__step choice-group" aria-invalid={invalid ? true : undefined}>
      <legend className="checkout__legend">1. Pilih Paket</legend>
      <div className="package-options">
        {packages.map((pkg) => (
          <label key={pkg.id} className="package-option">
            <input
              type="radio"
              name="checkout-package"
              value={pkg.id}
              checked={value === String(pkg.id)}
              onChange={() => onChange(String(pkg.id))}
            />
            <span className="package-option__name">{pkg.name}</span>
            {pkg.price > 0 && <span className="package-option__price">{formatPrice(pkg.price)}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
