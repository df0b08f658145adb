import { z } from 'zod';

/**
 * A couple's own domain for their invitation (the Exclusive package's "Domain khusus"): the host
 * name the admin records, which the shop's front then answers with the couple's page.
 */

/** The packages whose invitation may have a domain of its own, by the package's name. */
const CUSTOM_DOMAIN_PACKAGES: ReadonlySet<string> = new Set(['Exclusive']);

export function customDomainIncluded(packageName: string): boolean {
  return CUSTOM_DOMAIN_PACKAGES.has(packageName);
}

export const CUSTOM_DOMAIN_MESSAGES = {
  invalid:
    'Domain tidak valid. Tulis nama domain saja, misalnya rina-dan-bayu.com: huruf kecil, angka, tanda hubung dan titik, tanpa http:// atau garis miring.',
  tooLong: 'Domain terlalu panjang (paling banyak 253 karakter).',
  incomplete: 'Tulis domain lengkap dengan akhirannya, misalnya rina-dan-bayu.com.',
  reserved: 'Domain ini tidak dapat dipakai di internet. Masukkan domain yang sudah dimiliki pasangan.',
  shopHost: 'Domain ini milik toko. Masukkan domain milik pasangan.',
  taken: 'Domain ini sudah dipakai undangan lain.',
  exclusiveOnly: 'Domain khusus hanya tersedia untuk paket Exclusive.',
  noClientId: 'Isi Client ID pesanan ini terlebih dahulu: domain membuka undangan di alamat Client ID.',
} as const;

const MAX_LENGTH = 253;
/** One label: letters, digits and hyphens, 1 to 63, never a hyphen at either end. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** The last label: letters (an IP address is no domain), or an internationalised one (xn--). */
const TOP_LABEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
/** Names no one can own on the public internet (RFC 2606, 6761, 6762 and common private ones). */
const RESERVED_TOPS = new Set([
  'arpa',
  'corp',
  'example',
  'home',
  'internal',
  'invalid',
  'lan',
  'local',
  'localdomain',
  'localhost',
  'onion',
  'test',
]);
const RESERVED_NAMES = new Set(['example.com', 'example.net', 'example.org']);

/**
 * What is wrong with a host name as a couple's domain, or null when nothing is: lowercase
 * letters, digits, hyphens and dots, at least two labels, a top label of letters, a name one can
 * own. (Whether it is the shop's own host is the invitations service's to say: it knows it.)
 */
export function domainNameProblem(host: string): string | null {
  if (!/^[a-z0-9.-]+$/.test(host)) return CUSTOM_DOMAIN_MESSAGES.invalid;
  if (host.length > MAX_LENGTH) return CUSTOM_DOMAIN_MESSAGES.tooLong;
  const labels = host.split('.');
  if (labels.length < 2) return CUSTOM_DOMAIN_MESSAGES.incomplete;
  if (!labels.every((label) => LABEL.test(label))) return CUSTOM_DOMAIN_MESSAGES.invalid;
  const top = labels[labels.length - 1];
  if (!TOP_LABEL.test(top)) return CUSTOM_DOMAIN_MESSAGES.invalid;
  const owned = labels.slice(-2).join('.');
  if (RESERVED_TOPS.has(top) || RESERVED_NAMES.has(owned)) return CUSTOM_DOMAIN_MESSAGES.reserved;
  return null;
}

/**
 * True when `host` is the shop's own (the host of its public address), the same without or with
 * "www.", or a name under it: those are the shop's pages, never a couple's.
 */
export function isShopHost(host: string, publicBaseUrl: string): boolean {
  const shop = new URL(publicBaseUrl).hostname.toLowerCase().replace(/^www\./, '');
  return host === shop || host.endsWith(`.${shop}`);
}

const checkDomainName = (host: string, ctx: z.RefinementCtx) => {
  const problem = domainNameProblem(host);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
};

/** A host name as it is kept: already lowercase, checked strictly. */
export const domainNameSchema = z
  .string({ error: CUSTOM_DOMAIN_MESSAGES.invalid })
  .max(MAX_LENGTH, { error: CUSTOM_DOMAIN_MESSAGES.tooLong })
  .superRefine(checkDomainName);

/**
 * The admin's field: the host name as typed (spaces around it dropped, capitals made small, as DNS
 * compares them), or empty to remove the domain (then null).
 */
export const customDomainInputSchema = z.object({
  domain: z
    .string({ error: CUSTOM_DOMAIN_MESSAGES.invalid })
    .max(300, { error: CUSTOM_DOMAIN_MESSAGES.tooLong })
    .trim()
    .toLowerCase()
    .superRefine((host, ctx) => (host === '' ? undefined : checkDomainName(host, ctx)))
    .transform((host) => (host === '' ? null : host)),
});
export type CustomDomainInput = z.input<typeof customDomainInputSchema>;

/** An order's domain as recorded: the host and the client id whose page it opens, or none. */
export const customDomainAnswerSchema = z.object({
  domain: z.string().nullable(),
  client_id: z.string().nullable(),
});
export type CustomDomainAnswer = z.infer<typeof customDomainAnswerSchema>;
