import type { ChangeEvent, RefObject } from 'react';
import type { CustomerDetails } from '@/shared/customer/customer-details';
import { TextField } from '@/shared/ui/TextField';
import type { CustomerErrors, CustomerField } from '@/storefront/features/cart/customer-check';

interface Props {
  value: CustomerDetails;
  errors: CustomerErrors;
  onChange: (value: CustomerDetails, field: CustomerField) => void;
  /** The customer left a field: the page checks it. */
  onLeave: (field: CustomerField) => void;
  /** The customer entered one of the fields. */
  onEnter?: () => void;
  fieldRefs: Record<CustomerField, RefObject<HTMLInputElement | null>>;
}

export function CustomerForm({ value, errors, onChange, onLeave, onEnter, fieldRefs }: Props) {
  // What every field of the form shares: its id and name, its value, and the page's checks.
  const bind = (field: CustomerField) => ({
    id: `customer-${field}`,
    name: field,
    required: true,
    value: value[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      onChange({ ...value, [field]: event.target.value }, field),
    onFocus: onEnter,
    onBlur: () => onLeave(field),
    error: errors[field],
    inputRef: fieldRefs[field],
  });

  return (
    <section className="card cart-section" aria-labelledby="customer-title">
      <h2 id="customer-title" className="cart-section__title">
        Detail Pemesan
      </h2>
      <TextField {...bind('name')} label="Nama" autoComplete="name" maxLength={100} />
      <TextField
        {...bind('phone')}
        label="Nomor WhatsApp"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="08xxxxxxxxxx"
        maxLength={20}
        hint="Nomor ini kami pakai untuk mengirim kabar pesanan Anda."
      />
      <TextField {...bind('email')} label="Email" type="email" autoComplete="email" maxLength={254} />
    </section>
  );
}
