import type { PaymentStatus } from '@undangan/contracts';
import type { EntityManager } from 'typeorm';
import { countUseOfCode, giveBackUseOfCode } from './referral-code.queries';
import { countUseAgain, releaseUse } from './referral-usages.table';

/**
 * Whether a payment in each state holds the referral use it was priced with, counted against the
 * code's usage limit (docs/PAYMENTS.md, "A referral code's uses"): while it may still be paid, and once it
 * was paid, also after money went back (the code was used to pay). A payment that ended unpaid
 * gives its use back. One row a state, so a new state cannot be added without saying.
 */
const HOLDS_USE: Record<PaymentStatus, boolean> = {
  pending: true,
  paid: true,
  partially_refunded: true,
  refunded: true,
  charged_back: true,
  reversed: true,
  expired: false,
  failed: false,
  rejected: false,
};

export function holdsReferralUse(status: PaymentStatus): boolean {
  return HOLDS_USE[status];
}

/**
 * Keeps a payment's referral use in step with its move from `from` to `to`, in the transaction
 * that moves it (under the payment's row lock, so one payment's moves never interleave): given
 * back when it ends unpaid, counted again when it may be paid after all or is paid (late money,
 * a rejection corrected, a new proof). Counting again ignores the limit: the price was fixed with
 * the code before, and money that comes in is taken.
 */
export async function followPaymentStatus(
  manager: EntityManager,
  payment: { orderId: string; referralCode: string | null },
  from: PaymentStatus,
  to: PaymentStatus,
): Promise<void> {
  const code = payment.referralCode;
  if (!code || holdsReferralUse(from) === holdsReferralUse(to)) return;
  if (holdsReferralUse(to)) {
    if (await countUseAgain(manager, payment.orderId, code)) await countUseOfCode(manager, code);
    return;
  }
  const released = await releaseUse(manager, payment.orderId);
  if (released) await giveBackUseOfCode(manager, released);
}
