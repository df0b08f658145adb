import { customerSchema } from '@undangan/contracts';
import type { CustomerDetails } from '@/shared/customer/customer-details';
import { fieldErrors } from '@/shared/validation/field-errors';
import type { CustomerErrors } from './customer-fields';

/** The server's own rules for the billing details (customerSchema), checked before anything is sent. */
export function customerErrors(details: CustomerDetails): CustomerErrors {
  return fieldErrors(customerSchema, { name: details.name, phone: details.phone, email: details.email });
}
