import { createHash } from 'node:crypto';
import { methodFields } from './payment-methods';
import { qrString } from './qr-code';
import { LifecycleState, reportedStatus, statusCode } from './status-machine';
import { expiryOf, refundedTotal, SimTransaction, stateOf } from './transaction-store';
import { formatWib } from './wib-time';

export interface StatusContext {
  serverKey: string;
  merchantId: string;
  publicUrl: string;
}

/** Where the fields go: the Core API status answer, an HTTP notification, or snap.js's result object. */
export type StatusPurpose = 'status' | 'notification' | 'snap';

const SNAP_MESSAGES: Record<Exclude<LifecycleState, 'created'>, string> = {
  pending: 'Transaction is pending',
  authorize: 'Success, Credit Card authorization transaction is successful',
  capture_accept: 'Success, Credit Card transaction is successful',
  capture_challenge: 'Challenge by FDS',
  settlement: 'Success, transaction is successful',
  expire: 'Transaction is expired',
  deny: 'Transaction is denied',
  cancel: 'Transaction is canceled',
  failure: 'Transaction is failed',
  refund: 'Transaction is refunded',
  partial_refund: 'Transaction is partially refunded',
  chargeback: 'Transaction is charged back',
  partial_chargeback: 'Transaction is partially charged back',
};

export function signatureKey(
  orderId: string,
  statusCode: string,
  grossAmount: string,
  serverKey: string,
): string {
  return createHash('sha512')
    .update(orderId + statusCode + grossAmount + serverKey)
    .digest('hex');
}

export function grossAmountText(amount: number): string {
  return `${amount}.00`;
}

/**
 * Midtrans's view of a transaction whose channel was chosen (docs/PAYMENTS.md, "The provider's facts":
 * the status API).
 */
export function statusBody(
  tx: SimTransaction,
  ctx: StatusContext,
  purpose: StatusPurpose,
): Record<string, unknown> {
  const state = stateOf(tx);
  if (state === 'created' || !tx.method || !tx.transactionId || !tx.transactionTime) {
    throw new Error(`transaction ${tx.order.orderId} has no payment channel yet`);
  }
  const code = statusCode(state, purpose === 'notification' ? 'notification' : 'status');
  const grossAmount = grossAmountText(tx.order.grossAmount);
  const statusMessage =
    purpose === 'notification'
      ? 'midtrans payment notification'
      : purpose === 'status'
        ? 'Success, transaction is found'
        : SNAP_MESSAGES[state];
  const body: Record<string, unknown> = {
    status_code: code,
    status_message: statusMessage,
    transaction_id: tx.transactionId,
    order_id: tx.order.orderId,
    merchant_id: ctx.merchantId,
    gross_amount: grossAmount,
    currency: 'IDR',
    payment_type: tx.method.paymentType,
    transaction_time: formatWib(tx.transactionTime),
    transaction_status: reportedStatus(state),
    ...(tx.method.hasFraudStatus ? { fraud_status: tx.fraudStatus } : {}),
    expiry_time: formatWib(expiryOf(tx)),
    ...(tx.settlementTime ? { settlement_time: formatWib(tx.settlementTime) } : {}),
    ...methodFields(tx.method, {
      orderId: tx.order.orderId,
      grossAmount,
      publicUrl: ctx.publicUrl,
      qrString: qrString(tx.order.orderId, tx.order.grossAmount),
      transactionId: tx.transactionId,
      paidAt: tx.paidAt ? formatWib(tx.paidAt) : undefined,
      cardAnswer: tx.cardAnswer,
      approvalCode: tx.approvalCode,
    }),
    ...moneyBackFields(tx),
  };
  if (purpose === 'snap') {
    if (tx.order.finishUrl)
      body.finish_redirect_url = finishRedirectUrl(
        tx.order.finishUrl,
        tx.order.orderId,
        code,
        reportedStatus(state),
      );
    return body;
  }
  body.signature_key = signatureKey(tx.order.orderId, code, grossAmount, ctx.serverKey);
  return body;
}

/**
 * Midtrans lists every refund and chargeback in `refunds` (one record kind, numbered by
 * refund_chargeback_id) and their total in `refund_amount`; it documents no separate chargeback field.
 */
function moneyBackFields(tx: SimTransaction): Record<string, unknown> {
  if (tx.moneyBack.length === 0) return {};
  return {
    refund_amount: grossAmountText(refundedTotal(tx)),
    refunds: tx.moneyBack.map((entry) => ({
      refund_chargeback_id: entry.id,
      refund_amount: grossAmountText(entry.amount),
      created_at: formatWib(entry.createdAt),
      reason: entry.reason,
      refund_key: entry.key,
    })),
  };
}

/** Snap sends the customer back to the merchant's finish page with these three parameters. */
export function finishRedirectUrl(
  finishUrl: string,
  orderId: string,
  statusCode: string,
  status: string,
): string {
  const url = new URL(finishUrl);
  url.searchParams.set('order_id', orderId);
  url.searchParams.set('status_code', statusCode);
  url.searchParams.set('transaction_status', status);
  return url.toString();
}
