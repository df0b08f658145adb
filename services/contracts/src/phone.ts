// A customer's phone as the shop compares it and WhatsApp reaches it. No zod here: the storefront's
// header and footer link to WhatsApp through shop.ts on every page, and a schema library imported
// beside these few lines would be in the first script every visitor downloads.

/** A WhatsApp number as customers write it: digits, spaces and dashes, an optional leading +. */
export const CUSTOMER_PHONE_PATTERN = /^\+?[0-9][0-9 -]{6,18}[0-9]$/;

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
  return indonesianMobile(phone) !== null;
}

/**
 * An Indonesian mobile number in the international form WhatsApp's wa.me takes (62812...), however
 * it was typed (0812..., 812..., +62 812-...), or null when it is not one (a landline, a number
 * abroad, too short or too long). Guests' phones are kept in this form.
 */
export function indonesianMobile(phone: string): string | null {
  const typed = phone.trim();
  if (!CUSTOMER_PHONE_PATTERN.test(typed)) return null;
  if (typed.startsWith('+') && !typed.replace(/\D/g, '').startsWith('62')) return null;
  const national = normalizePhone(phone);
  return /^08\d{8,11}$/.test(national) ? `62${national.slice(1)}` : null;
}
