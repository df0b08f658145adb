/** Midtrans's transaction_status values the simulator produces. */
export type TransactionStatus =
  | 'pending'
  | 'authorize'
  | 'capture'
  | 'settlement'
  | 'deny'
  | 'cancel'
  | 'expire'
  | 'failure'
  | 'refund'
  | 'partial_refund'
  | 'chargeback'
  | 'partial_chargeback';

/** Before the customer picks a channel, Midtrans has a Snap token but no transaction. */
export type SimStatus = 'created' | TransactionStatus;

export type FraudStatus = 'accept' | 'challenge' | 'deny';

/**
 * A place in Midtrans's lifecycle (docs/PAYMENTS.md, "The provider's facts"). A card capture is two places:
 * accepted (paid) and challenged by the fraud check (held until the merchant approves or denies it).
 */
export type LifecycleState = Exclude<SimStatus, 'capture'> | 'capture_accept' | 'capture_challenge';

/** The only moves a transaction can make; expire, cancel, failure and chargeback stay final. */
const TRANSITIONS: Record<LifecycleState, readonly LifecycleState[]> = {
  created: ['pending'],
  pending: [
    'pending',
    'settlement',
    'expire',
    'deny',
    'cancel',
    'failure',
    'capture_accept',
    'capture_challenge',
    'authorize',
  ],
  // A card pre-authorised only: the merchant captures it later, or it is denied, cancelled or expires.
  authorize: ['capture_accept', 'deny', 'cancel', 'expire'],
  capture_accept: ['settlement', 'cancel'],
  capture_challenge: ['capture_accept', 'deny', 'cancel'],
  // deny after settlement is a reversal, and only some channels have it (PaymentMethod.reversible).
  settlement: ['refund', 'partial_refund', 'chargeback', 'partial_chargeback', 'deny'],
  // Snap lets the customer pay again under the same order id: a new transaction, pending again.
  deny: ['pending'],
  partial_refund: ['partial_refund', 'refund', 'chargeback', 'partial_chargeback'],
  refund: ['chargeback'],
  partial_chargeback: ['partial_chargeback', 'chargeback'],
  chargeback: [],
  expire: [],
  cancel: [],
  failure: [],
};

export function canMove(from: LifecycleState, to: LifecycleState): boolean {
  return TRANSITIONS[from].includes(to);
}

export function lifecycleState(status: SimStatus, fraudStatus: FraudStatus): LifecycleState {
  if (status !== 'capture') return status;
  return fraudStatus === 'challenge' ? 'capture_challenge' : 'capture_accept';
}

/** The transaction_status a lifecycle place is reported as. */
export function reportedStatus(state: Exclude<LifecycleState, 'created'>): TransactionStatus {
  return state === 'capture_accept' || state === 'capture_challenge' ? 'capture' : state;
}

/** Where a status_code is written: the Core API status answer, or an HTTP notification. */
export type CodePurpose = 'status' | 'notification';

const STATUS_CODES: Record<Exclude<LifecycleState, 'created'>, string> = {
  pending: '201',
  authorize: '200',
  capture_accept: '200',
  capture_challenge: '201',
  settlement: '200',
  deny: '202',
  cancel: '200',
  expire: '407',
  failure: '202',
  refund: '200',
  partial_refund: '200',
  chargeback: '200',
  partial_chargeback: '200',
};

/** Midtrans signs an expired transaction's notification with 202; its status and expire APIs say 407. */
export function statusCode(state: Exclude<LifecycleState, 'created'>, purpose: CodePurpose): string {
  if (state === 'expire' && purpose === 'notification') return '202';
  return STATUS_CODES[state];
}

/** The named moves of the control, Core and browser APIs, each one edge of the table above. */
export type SimAction =
  | 'settle'
  | 'capture'
  | 'authorize'
  | 'challenge'
  | 'approve'
  | 'deny'
  | 'merchant_deny'
  | 'reverse'
  | 'cancel'
  | 'expire'
  | 'fail';

export const ACTIONS: Record<SimAction, { target: LifecycleState; from: readonly LifecycleState[] }> = {
  settle: { target: 'settlement', from: ['pending', 'capture_accept'] },
  capture: { target: 'capture_accept', from: ['pending', 'authorize'] },
  authorize: { target: 'authorize', from: ['pending'] },
  challenge: { target: 'capture_challenge', from: ['pending'] },
  approve: { target: 'capture_accept', from: ['capture_challenge'] },
  // The bank or the fraud check refuses a payment, or Midtrans drops a challenged one.
  deny: { target: 'deny', from: ['pending', 'capture_challenge', 'authorize'] },
  // The merchant's Core API deny: only a challenged card payment.
  merchant_deny: { target: 'deny', from: ['capture_challenge'] },
  reverse: { target: 'deny', from: ['settlement'] },
  cancel: { target: 'cancel', from: ['pending', 'capture_accept', 'capture_challenge', 'authorize'] },
  expire: { target: 'expire', from: ['pending', 'authorize'] },
  fail: { target: 'failure', from: ['pending'] },
};
