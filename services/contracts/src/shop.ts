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

/** A WhatsApp chat with the shop, optionally with a message typed in for the customer. */
export function whatsappLink(message?: string): string {
  const base = `https://wa.me/${SHOP.whatsappNumber}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}
