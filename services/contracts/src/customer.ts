import { z } from 'zod';
import { requiredText } from './validation';

// The customer a checkout names: their details, and their phone as the shop compares it.

/** A WhatsApp number as customers write it: digits, spaces and dashes, an optional leading +. */
export const CUSTOMER_PHONE_PATTERN = /^\+?[0-9][0-9 -]{6,18}[0-9]$/;

export const customerSchema = z.object({
  name: requiredText('Nama', 100),
  phone: requiredText('Nomor WhatsApp', 20).refine(isWhatsappNumber, {
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

/**
 * A number WhatsApp can reach: an Indonesian mobile number (08..., 8..., 62 8... or +62 8...,
 * 10 to 13 digits in the national form), or a number abroad written with + and its country code.
 * "12345678" and "0212345678" (a landline) are not.
 */
export function isWhatsappNumber(phone: string): boolean {
  if (!CUSTOMER_PHONE_PATTERN.test(phone)) return false;
  const digits = phone.replace(/\D/g, '');
  if (phone.startsWith('+') && !digits.startsWith('62')) return /^[1-9]\d{7,14}$/.test(digits);
  return /^08\d{8,11}$/.test(normalizePhone(phone));
}
