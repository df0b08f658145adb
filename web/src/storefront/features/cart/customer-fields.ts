import type { FieldErrors } from '@/shared/validation/field-errors';

/** The customer's fields on the cart page and what is wrong with each: shared by the check and its lazy rules. */
export const CUSTOMER_FIELDS = ['name', 'phone', 'email'] as const;
export type CustomerField = (typeof CUSTOMER_FIELDS)[number];
export type CustomerErrors = FieldErrors<CustomerField>;
