import type { ChangeEvent } from 'react';
import type { CustomerDetails } from '../../../../shared/customer/customer-details';

interface Props {
  value: CustomerDetails;
  onChange: (value: CustomerDetails) => void;
}

export function CustomerForm({ value, onChange }: Props) {
  const set = (field: keyof CustomerDetails) => (event: ChangeEvent<HTMLInputElement>) =>
    onChange({ ...value, [field]: event.target.value });

  return (
    <section className="card cart-section" aria-labelledby="customer-title">
      <h2 id="customer-title" className="cart-section__title">
        Detail Pemesan
      </h2>
      <div className="field">
        <label htmlFor="customer-name">Nama</label>
        <input
          id="customer-name"
          className="input"
          name="name"
          autoComplete="name"
          required
          value={value.name}
          onChange={set('name')}
        />
      </div>
      <div className="field">
        <label htmlFor="customer-phone">Nomor WhatsApp</label>
        <input
          id="customer-phone"
          className="input"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="08xxxxxxxxxx"
          required
          value={value.phone}
          onChange={set('phone')}
        />
      </div>
      <div className="field">
        <label htmlFor="customer-email">Email</label>
        <input
          id="customer-email"
          className="input"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={value.email}
          onChange={set('email')}
        />
      </div>
    </section>
  );
}
