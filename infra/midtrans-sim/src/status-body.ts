import { createHash } from 'node:crypto';
import { methodFields } from './payment-methods';
import { qrString } from './qr-code';
import { expiryOf, SimTransaction, STATUS_CODES, TransactionStatus } from './transaction-store';
import { formatWib } from './wib-time';

export interface StatusContext {
  serverKey: string;
  merchantId: string;
  publicUrl: string;
}

/** Where the fields go: the Core API status answer, an HTTP notification, or snap.js's result object. */
export type StatusPurpose = 'status' | 'notification' | 'snap';

const SNAP_MESSAGES: Record<TransactionStatus, string> = {
  pending: 'Transaction is pending',
  settlement: 'Success, transaction is successful',
  expire: 'Transaction is expired',
  deny: 'Transaction is denied',
  cancel: 'Transaction is canceled',
  failure: 'Transaction is failed',
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

/** Midtrans's view of a transaction whose channel was chosen (MIDTRANS.md "Core API"). */
export function statusBody(
  tx: SimTransaction,
  ctx: StatusContext,
  purpose: StatusPurpose,
): Record<string, unknown> {
  if (tx.status === 'created' || !tx.method || !tx.transactionId || !tx.transactionTime) {
    throw new Error(`transaction ${tx.order.orderId} has no payment channel yet`);
  }
  const status = tx.status;
  const statusCode = STATUS_CODES[status];
  const grossAmount = grossAmountText(tx.order.grossAmount);
  const statusMessage =
    purpose === 'notification'
      ? 'midtrans payment notification'
      : purpose === 'status'
        ? 'Success, transaction is found'
        : SNAP_MESSAGES[status];
  const body: Record<string, unknown> = {
    status_code: statusCode,
    status_message: statusMessage,
    transaction_id: tx.transactionId,
    order_id: tx.order.orderId,
    merchant_id: ctx.merchantId,
    gross_amount: grossAmount,
    currency: 'IDR',
    payment_type: tx.method.paymentType,
    transaction_time: formatWib(tx.transactionTime),
    transaction_status: status,
    fraud_status: 'accept',
    expiry_time: formatWib(expiryOf(tx)),
    ...(tx.settlementTime ? { settlement_time: formatWib(tx.settlementTime) } : {}),
    ...methodFields(tx.method, {
      orderId: tx.order.orderId,
      grossAmount: tx.order.grossAmount,
      publicUrl: ctx.publicUrl,
      qrString: qrString(tx.order.orderId, tx.order.grossAmount),
    }),
  };
  if (purpose === 'snap') {
    if (tx.order.finishUrl)
      body.finish_redirect_url = finishRedirectUrl(tx.order.finishUrl, tx.order.orderId, statusCode, status);
    return body;
  }
  body.signature_key = signatureKey(tx.order.orderId, statusCode, grossAmount, ctx.serverKey);
  return body;
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
