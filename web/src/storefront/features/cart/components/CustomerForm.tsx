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
  fieldRefs: Record<CustomerField, RefObject<HTMLInputElement | null>>;
}

export function CustomerForm({ value, errors, onChange, onLeave, fieldRefs }: Props) {
  const set = (field: CustomerField) => (event: ChangeEvent<HTMLInputElement>) =>
    onChange({ ...value, [field]: event.target.value }, field);

  return (
    <section className="card cart-section" aria-labelledby="customer-title">
      <h2 id="customer-title" className="cart-section__title">
        Detail Pemesan
      </h2>
      <TextField
        id="customer-name"
        label="Nama"
        name="name"
        autoComplete="name"
        required
        maxLength={100}
        value={value.name}
        onChange={set('name')}
        onBlur={() => onLeave('name')}
        error={errors.name}
        inputRef={fieldRefs.name}
      />
      <TextField
        id="customer-phone"
        label="Nomor WhatsApp"
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="08xxxxxxxxxx"
        required
        maxLength={20}
        value={value.phone}
        onChange={set('phone')}
        onBlur={() => onLeave('phone')}
        error={errors.phone}
        hint="Nomor ini kami pakai untuk mengirim kabar pesanan Anda."
        inputRef={fieldRefs.phone}
      />
      <TextField
        id="customer-email"
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        value={value.email}
        onChange={set('email')}
        onBlur={() => onLeave('email')}
        error={errors.email}
        inputRef={fieldRefs.email}
      />
    </section>
  );
}
