import { SHOP, whatsappLink } from '@undangan/contracts';
import type { EmailLine } from './email-views';

/**
 * An email as a list of blocks, written once by each template and rendered twice, as HTML
 * (email-layout.ts) and as text (email-plain-text.ts), so the text version cannot leave out
 * something the HTML says. Every string here is plain text: the renderers escape it.
 */

/** A run of a paragraph: plain, bold (kept on one line when it is a figure), or a link. */
export type Inline = string | { strong: string; figure?: boolean } | { link: string; label: string };

export interface AmountRow {
  label: string;
  amount: number;
  /** Taken off (a discount): written with a minus sign. */
  deduction?: boolean;
  /** The sum to pay or paid: bold, under a line. */
  total?: boolean;
}

export interface Fact {
  label: string;
  value: string;
  /** A number to type in or copy (account, virtual account, payment code): large and monospaced. */
  code?: boolean;
}

export type Block =
  | { type: 'paragraph'; text: Inline[] }
  | { type: 'heading'; text: string }
  /**
   * A call to action: `main` the one the email is for (`large` when it should fill the width),
   * `quiet` a second one. The HTML writes the address out below it unless `showUrl` is false.
   */
  | { type: 'button'; label: string; url: string; look: ButtonLook; showUrl: boolean }
  | { type: 'lines'; items: EmailLine[]; amounts: AmountRow[] }
  | { type: 'facts'; facts: Fact[] }
  | { type: 'quote'; text: string }
  | { type: 'notice'; text: Inline[] }
  | { type: 'image'; url: string; alt: string; width: number }
  /** An address shown whole and large, to read out or copy (an invitation's). */
  | { type: 'address'; url: string };

export type ButtonLook = 'main' | 'large' | 'quiet';

export interface EmailDocument {
  /** Who reads it: the couple (the shop's customer) or the shop's admin. */
  audience: 'couple' | 'shop';
  orderId: string;
  subject: string;
  /** The line a mail client shows beside the subject in the inbox. */
  preheader: string;
  title: string;
  greeting: string;
  blocks: Block[];
}

export const strong = (text: string): Inline => ({ strong: text });
/** An amount or the name of a method: bold, and never split over two lines. */
export const figure = (text: string): Inline => ({ strong: text, figure: true });
export const link = (label: string, url: string): Inline => ({ link: url, label });
export const paragraph = (...text: Inline[]): Block => ({ type: 'paragraph', text });
export const heading = (text: string): Block => ({ type: 'heading', text });
export const button = (
  label: string,
  url: string,
  options: { look?: ButtonLook; showUrl?: boolean } = {},
): Block => ({ type: 'button', label, url, look: options.look ?? 'main', showUrl: options.showUrl ?? true });
export const facts = (...list: Fact[]): Block => ({ type: 'facts', facts: list });
export const notice = (...text: Inline[]): Block => ({ type: 'notice', text });

/** An email's reader and greeting: the couple by the name they typed ("Yth. Rina & Budi,"). */
export function toCouple(view: { orderId: string; customerName: string }) {
  const name = view.customerName.replace(/\s+/g, ' ').trim();
  return {
    audience: 'couple' as const,
    orderId: view.orderId,
    greeting: name ? `Yth. ${name},` : `Yth. Pelanggan ${SHOP.name},`,
  };
}

/** The shop's own emails greet its admin. */
export function toAdmin(view: { orderId: string }) {
  return { audience: 'shop' as const, orderId: view.orderId, greeting: 'Halo Admin,' };
}

/** A WhatsApp chat with the shop that starts by naming the order. */
export const whatsappAboutOrder = (orderId: string) =>
  whatsappLink(`Halo, saya ingin bertanya tentang pesanan ${orderId}.`);

export interface Contact {
  label: string;
  display: string;
  url: string;
}

/** The shop's contact, at the foot of every email. */
export const SHOP_CONTACTS: Contact[] = [
  { label: 'WhatsApp', display: SHOP.whatsappDisplay, url: whatsappLink() },
  { label: 'Email', display: SHOP.email, url: `mailto:${SHOP.email}` },
  { label: 'Instagram', display: SHOP.instagramHandle, url: SHOP.instagramUrl },
];

/** The words around the contact at the foot of an email. */
export function footerWords(document: EmailDocument): { intro: string; closing: string } {
  return document.audience === 'couple'
    ? {
        intro: 'Ada pertanyaan? Kami siap membantu:',
        closing: `Email ini dikirim otomatis oleh ${SHOP.name} tentang pesanan ${document.orderId}. Sebutkan Order ID tersebut saat menghubungi kami.`,
      }
    : {
        intro: `Kontak ${SHOP.name} untuk pelanggan:`,
        closing: `Email otomatis untuk admin ${SHOP.name} tentang pesanan ${document.orderId}.`,
      };
}
