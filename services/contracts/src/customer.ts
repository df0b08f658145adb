import { z } from 'zod';
import { requiredText } from './validation';

// The customer a checkout names: their details, and their phone as the shop compares it.

/** A WhatsApp number as customers write it: digits, spaces and dashes, an optional leading +. */
export const CUSTOMER_PHONE_PATTERN = /^\+?[0-9][0-9 -]{6,18}[0-9]$/;

export const customerSchema = z.object({
  name: requiredText('Nama', 100),
  phone: requiredText('Nomor WhatsApp', 20).regex(CUSTOMER_PHONE_PATTERN, {
    error: 'Nomor WhatsApp tidak valid.',
  }),
  email: requiredText('Email', 254).pipe(z.email({ error: 'Email tidak valid.' })),
});
export type CustomerInput = z.output<typeof customerSchema>;

/**
 * A phone number as digits in the national form (0812...), whatever way it was typed: +62 812-...,
 * 62812..., 0812 3456 ..., or 812... . Two numbers are the same customer's when these agree.
 */
export function normalizePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('62')) return `0${digits.slice(2)}`;
  if (digits.startsWith('8')) return `0${digits}`;
  return digits;
}
