import { referralDiscount } from '@undangan/contracts';

/**
 * The referral coupon's rules (PRODUCT.md section 5). Pure: the cart page does the request and the
 * storage, these functions decide what it means.
 */
export const REFERRAL_MESSAGES = {
  empty: 'Silakan masukkan kode referal.',
  invalid: 'Kode referal tidak valid.',
  tooLarge: 'Diskon tidak dapat lebih besar atau sama dengan subtotal.',
  networkError: 'Terjadi kesalahan saat memvalidasi kode referal.',
} as const;

export function referralAppliedMessage(code: string, percentage: number): string {
  return `Kode referal ${code} berhasil diterapkan! Anda mendapatkan diskon ${percentage}%.`;
}

/**
 * Whether a referral code may discount these cart lines: not when one pays a revision, which is
 * paid at its add-on's price (the server refuses a code there too).
 */
export function referralAppliesTo(items: readonly { revisionId?: string }[]): boolean {
  return !items.some((item) => item.revisionId);
}

/** The code to send, or null when there is nothing to send. */
export function normaliseReferralCode(input: string): string | null {
  const code = input.trim();
  return code === '' ? null : code;
}

export type ReferralOutcome =
  { ok: true; percentage: number; discount: number } | { ok: false; message: string; resetDiscount: boolean };

/** Reads the answer of POST /api/referral/validate: only status 200 is a valid code. */
export function interpretReferralResponse(status: number, body: unknown, subtotal: number): ReferralOutcome {
  const data = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (status !== 200) {
    const message = typeof data.message === 'string' && data.message.trim() !== '' ? data.message : null;
    return { ok: false, message: message ?? REFERRAL_MESSAGES.invalid, resetDiscount: false };
  }
  const percentage = data.discount_percentage;
  if (typeof percentage !== 'number' || !Number.isFinite(percentage) || percentage <= 0) {
    return { ok: false, message: REFERRAL_MESSAGES.invalid, resetDiscount: false };
  }
  const discount = referralDiscount(subtotal, percentage);
  if (discount >= subtotal) return { ok: false, message: REFERRAL_MESSAGES.tooLarge, resetDiscount: true };
  return { ok: true, percentage, discount };
}

/** A stored discount is discarded when it is zero or less, or above the subtotal. */
export function effectiveDiscount(subtotal: number, storedDiscount: number): number {
  if (!Number.isFinite(storedDiscount) || storedDiscount <= 0 || storedDiscount > subtotal) return 0;
  return Math.floor(storedDiscount);
}

/** What the customer pays: subtotal minus the discount, never below zero. */
export function payableTotal(subtotal: number, discount: number): number {
  return Math.max(0, subtotal - discount);
}
