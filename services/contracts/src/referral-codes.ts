import { z } from 'zod';
import { nullableText, optionalText, requiredText, wholeNumber } from './validation';

// Referral codes: a checkout's code, the admin's form and list, and the customer's messages.

const REFERRAL_INVALID = 'Kode referal tidak valid.';

export const referralCodeSchema = requiredText('Kode referal', 50).transform((c) => c.toUpperCase());

/** A code in a checkout may be empty (none); otherwise it has the shape every stored code has. */
export const optionalReferral = z
  .union([z.string().max(50, { error: 'Kode referal maksimal 50 karakter.' }), z.null()])
  .optional()
  .transform((c) => (c && c.trim() ? c.trim().toUpperCase() : undefined))
  .refine((c) => c === undefined || /^[A-Z0-9_-]+$/.test(c), { error: REFERRAL_INVALID });

export const referralCodeInputSchema = z.object({
  code: referralCodeSchema.pipe(
    z.string().regex(/^[A-Z0-9_-]+$/, { error: 'Kode referal hanya boleh berisi huruf, angka, - dan _.' }),
  ),
  percentage: wholeNumber('Persentase diskon', 1, 100),
  active: z.boolean({ error: 'Status aktif harus true atau false.' }).default(true),
  expires_at: z
    .union([z.iso.datetime({ offset: true, error: 'Tanggal kedaluwarsa tidak valid.' }), z.null()])
    .optional()
    .transform((v) => v ?? null),
  usage_limit: z
    .union([wholeNumber('Batas pemakaian', 1, 1_000_000), z.null()])
    .optional()
    .transform((v) => v ?? null),
  description: optionalText('Keterangan', 200).default(''),
});
export type ReferralCodeInput = z.output<typeof referralCodeInputSchema>;

export const referralCodeViewSchema = z.object({
  code: z.string(),
  percentage: z.number().int(),
  active: z.boolean(),
  expires_at: nullableText,
  usage_limit: z.number().int().nullable(),
  used_count: z.number().int(),
  description: z.string(),
  created_at: z.string(),
});
export type ReferralCodeView = z.infer<typeof referralCodeViewSchema>;

export const REFERRAL_MESSAGES = {
  invalid: REFERRAL_INVALID,
  inactive: 'Kode referal sudah tidak aktif.',
  expired: 'Kode referal sudah kedaluwarsa.',
  exhausted: 'Kode referal sudah mencapai batas pemakaian.',
  alreadyUsed: 'Kode referal sudah digunakan untuk pesanan ini.',
  /** A revision is paid at its add-on's price: no code discounts a cart that pays one. */
  notForRevisions:
    'Kode referal tidak berlaku untuk pembayaran revisi. Hapus kode referal, atau bayar revisi dalam pesanan terpisah.',
} as const;

/**
 * Every payment event carries `version`, the payment's change counter after the change it reports:
 * a read model keeps the highest version it has seen, so events in any order end in the same state.
 * Events from before versions existed have none; readers treat them as created = 1, later = 2.
 */
