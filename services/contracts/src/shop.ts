import { normalizePhone } from './phone';

/**
 * The shop's public contact details and its bank account for manual transfers: the storefront
 * shows them and the emails repeat them, from this one place.
 */
export const SHOP = {
  name: 'Undangan',
  whatsappNumber: '6281234567890',
  whatsappDisplay: '+62 812-3456-7890',
  email: 'halo@undangan.id',
  instagramUrl: 'https://www.instagram.com/undangan.digital',
  instagramHandle: '@undangan.digital',
  copyrightYear: 2020,
  bank: {
    name: 'BCA',
    accountNumber: '1234567890',
    accountHolder: 'PT Undangan Digital Indonesia',
  },
} as const;

/**
 * A phone number as wa.me wants it: digits only, Indonesia's 62 in place of the leading 0
 * (0812-..., +62 812-..., 812... all give 62812...). Another country's number keeps its code;
 * a text without digits gives ''.
 */
export function whatsappNumber(phone: string): string {
  const national = normalizePhone(phone);
  return national.startsWith('0') ? `62${national.slice(1)}` : national;
}

/**
 * A WhatsApp chat, optionally with a message typed in: with the shop (a customer writing to us),
 * or with the customer whose phone is given (the admin writing to a couple).
 */
export function whatsappLink(message?: string, phone: string = SHOP.whatsappNumber): string {
  const base = `https://wa.me/${whatsappNumber(phone)}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}

/** A message to share with anyone on WhatsApp (its own contact list chooses whom): wa.me without a number. */
export function whatsappShareLink(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}

/**
 * The invitation shared on WhatsApp, from tracking and from the "invitation ready" email: words for
 * any of the shop's occasions (weddings, baptisms, birthdays, thanksgivings).
 */
export function invitationShareLink(pageUrl: string): string {
  return whatsappShareLink(`Dengan hormat, kami mengundang Bapak/Ibu/Saudara/i ke acara kami: ${pageUrl}`);
}
