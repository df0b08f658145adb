import type { PaymentStatus } from '@undangan/contracts';

/**
 * The payment status machine: pending -> paid | expired | rejected | failed. Every other move
 * (a final state going anywhere, pending -> pending) is refused, so a duplicate or stale
 * notification has no effect.
 */
const TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ['paid', 'expired', 'rejected', 'failed'],
  paid: [],
  expired: [],
  rejected: [],
  failed: [],
};

export function canTransition(from: PaymentStatus, to: PaymentStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export function isFinal(status: PaymentStatus): boolean {
  return TRANSITIONS[status].length === 0;
}

/**
 * What a Midtrans transaction_status means for the payment (MIDTRANS.md): settlement, and capture
 * accepted by fraud screening, mean paid; undefined means "record it, change nothing".
 */
export function statusFromMidtrans(
  transactionStatus: string,
  fraudStatus?: string,
): PaymentStatus | undefined {
  switch (transactionStatus) {
    case 'settlement':
      return 'paid';
    case 'capture':
      return fraudStatus === undefined || fraudStatus === 'accept' ? 'paid' : undefined;
    case 'pending':
      return 'pending';
    case 'expire':
      return 'expired';
    case 'deny':
    case 'cancel':
    case 'failure':
      return 'failed';
    default:
      return undefined;
  }
}

/** The Midtrans-style status the storefront reads for a payment that the shop decided. */
export function midtransStatusOf(status: PaymentStatus): string {
  switch (status) {
    case 'paid':
      return 'settlement';
    case 'expired':
      return 'expire';
    case 'rejected':
      return 'deny';
    case 'failed':
      return 'failure';
    default:
      return 'pending';
  }
}
