import { customerSchema } from '@undangan/contracts';
import type { CustomerDetails } from '@/shared/customer/customer-details';
import { fieldErrors, type FieldErrors } from '@/shared/validation/field-errors';

export const CUSTOMER_FIELDS = ['name', 'phone', 'email'] as const;
export type CustomerField = (typeof CUSTOMER_FIELDS)[number];
export type CustomerErrors = FieldErrors<CustomerField>;

/** The server's own rules for the billing details (customerSchema), checked before anything is sent. */
export function checkCustomer(details: CustomerDetails): CustomerErrors {
  return fieldErrors(customerSchema, { name: details.name, phone: details.phone, email: details.email });
}

/** The same check for one field, as the customer leaves it. */
export function checkCustomerField(details: CustomerDetails, field: CustomerField): string | undefined {
  return checkCustomer(details)[field];
}

const FIELD_LABELS: [string, CustomerField][] = [
  ['Nama', 'name'],
  ['Nomor WhatsApp', 'phone'],
  ['Email', 'email'],
];

/** The field a refusal of the server is about, read from the label its message starts with. */
export function fieldOfMessage(message: string): CustomerField | null {
  return FIELD_LABELS.find(([label]) => message.startsWith(`${label} `))?.[1] ?? null;
}
