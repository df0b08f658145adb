import { createHash, timingSafeEqual } from 'node:crypto';

/** signature_key = SHA-512(order_id + status_code + gross_amount + server key), over the raw strings. */
export function notificationSignature(
  orderId: string,
  statusCode: string,
  grossAmount: string,
  serverKey: string,
) {
  return createHash('sha512')
    .update(orderId + statusCode + grossAmount + serverKey)
    .digest('hex');
}

export function isSignatureValid(
  body: { order_id?: unknown; status_code?: unknown; gross_amount?: unknown; signature_key?: unknown },
  serverKey: string,
): boolean {
  const { order_id, status_code, gross_amount, signature_key } = body;
  if (typeof order_id !== 'string' || typeof status_code !== 'string' || typeof gross_amount !== 'string')
    return false;
  if (typeof signature_key !== 'string' || !/^[0-9a-f]{128}$/i.test(signature_key)) return false;
  const expected = Buffer.from(notificationSignature(order_id, status_code, gross_amount, serverKey), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature_key, 'hex'));
}

/** "150000.00" -> 150000; anything that is not a whole rupiah amount -> undefined. */
export function parseGrossAmount(gross: unknown): number | undefined {
  if (typeof gross !== 'string' || !/^\d{1,15}(\.0{1,2})?$/.test(gross)) return undefined;
  return Number(gross.split('.')[0]);
}
