import { useRef, useState, type FormEvent } from 'react';
import { orderLookupSchema } from '@undangan/contracts';
import type { OrderLookup } from '@/shared/order/order-lookup';
import { InlineMessage, type PageMessage } from '@/shared/ui/InlineMessage';
import { TextField } from '@/shared/ui/TextField';
import { focusBelowHeader } from '@/shared/ui/scroll-below-header';
import { fieldErrors, firstInvalid, type FieldErrors } from '@/shared/validation/field-errors';

type Field = 'order_id' | 'phone';
const FIELDS: readonly Field[] = ['order_id', 'phone'];

/** An empty field is asked for, not called invalid: nothing wrong was typed yet. */
export const LOOKUP_FIELD_MISSING: Record<Field, string> = {
  order_id: 'Harap isi Order ID.',
  phone: 'Harap isi nomor WhatsApp yang Anda gunakan saat memesan.',
};

function lookupErrors(values: Record<Field, string>): FieldErrors<Field> {
  const found = fieldErrors<Field>(orderLookupSchema, values);
  for (const field of FIELDS) if (values[field].trim() === '') found[field] = LOOKUP_FIELD_MISSING[field];
  return found;
}

/**
 * What proves an order is the customer's: its Order ID and the WhatsApp number used to order,
 * checked with the server's own rules before anything is sent. Each page about the order (tracking,
 * the invitation's data) asks with it and does its own look-up with the values.
 */
export function OrderLookupForm({
  idPrefix,
  start,
  submitLabel,
  busyLabel,
  busy,
  message,
  messageTestId,
  onLookup,
  onInvalid,
  className = '',
}: {
  /** The inputs' ids start with it: `${idPrefix}-order-id`, `${idPrefix}-phone`. */
  idPrefix: string;
  start: OrderLookup;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  message: PageMessage | null;
  messageTestId: string;
  /** Called with valid, trimmed values. */
  onLookup: (lookup: OrderLookup) => void;
  onInvalid?: () => void;
  className?: string;
}) {
  const [orderId, setOrderId] = useState(start.orderId);
  const [phone, setPhone] = useState(start.phone);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const orderIdInput = useRef<HTMLInputElement>(null);
  const phoneInput = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = lookupErrors({ order_id: orderId, phone });
    setErrors(found);
    const first = firstInvalid(FIELDS, found);
    if (first) {
      onInvalid?.();
      focusBelowHeader((first === 'phone' ? phoneInput : orderIdInput).current);
      return;
    }
    onLookup({ orderId: orderId.trim(), phone: phone.trim() });
  };

  const recheck = (field: Field, value: string) => {
    if (!errors[field]) return;
    const next = { order_id: orderId, phone, [field]: value };
    setErrors((current) => ({ ...current, [field]: lookupErrors(next)[field] }));
  };

  return (
    <form className={`card ${className}`.trim()} onSubmit={submit} noValidate>
      <TextField
        id={`${idPrefix}-order-id`}
        label="Order ID"
        name="order_id"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="INV-20260101-ABC123"
        maxLength={50}
        value={orderId}
        onChange={(event) => {
          setOrderId(event.target.value);
          recheck('order_id', event.target.value);
        }}
        error={errors.order_id}
        inputRef={orderIdInput}
      />
      <TextField
        id={`${idPrefix}-phone`}
        label="Nomor WhatsApp"
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="08xxxxxxxxxx"
        maxLength={20}
        value={phone}
        onChange={(event) => {
          setPhone(event.target.value);
          recheck('phone', event.target.value);
        }}
        hint="Boleh ditulis 0812..., +62 812..., atau 62812..."
        error={errors.phone}
        inputRef={phoneInput}
      />
      <button type="submit" className="button button--block" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
      <InlineMessage message={message} testId={messageTestId} />
    </form>
  );
}
