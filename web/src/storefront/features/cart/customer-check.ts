import type { CustomerDetails } from '@/shared/customer/customer-details';
import type { CustomerErrors, CustomerField } from './customer-fields';

export { CUSTOMER_FIELDS, type CustomerErrors, type CustomerField } from './customer-fields';

type CustomerRules = typeof import('./customer-rules');
let rules: Promise<CustomerRules> | undefined;

/**
 * The server's rules come with zod (24 KB gzip), which the cart's first screen does not need: they
 * are loaded when the customer first enters the form, or at the latest with the first check.
 */
export function loadCustomerRules(): Promise<CustomerRules> {
  rules ??= import('./customer-rules').catch((error: unknown) => {
    // A lost connection while they loaded: the next check tries again.
    rules = undefined;
    throw error;
  });
  return rules;
}

/** Starts loading the rules ahead of the first check (the customer entered the form); a failure waits for that check. */
export function warmCustomerRules(): void {
  loadCustomerRules().catch(() => undefined);
}

/** The server's own rules for the billing details (customerSchema), checked before anything is sent. */
export async function checkCustomer(details: CustomerDetails): Promise<CustomerErrors> {
  return (await loadCustomerRules()).customerErrors(details);
}

/** The same check for one field, as the customer leaves it. */
export async function checkCustomerField(
  details: CustomerDetails,
  field: CustomerField,
): Promise<string | undefined> {
  return (await checkCustomer(details))[field];
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
