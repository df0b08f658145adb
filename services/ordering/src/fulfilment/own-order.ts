import { normalizePhone, ORDER_LOOKUP_NOT_FOUND, OrderLookupInput } from '@undangan/contracts';
import { rpcFailure } from '@undangan/platform';
import type { EntityManager } from 'typeorm';
import { paymentWithFulfilment, PaymentWithFulfilmentRow } from '../payments/payment.queries';

/**
 * The asker's own order, found by its id and the phone used at checkout, typed in any form. An
 * unknown order and a wrong phone get the same answer, so the look-up tells nothing about orders
 * that are not the asker's.
 */
export async function ownOrder(
  manager: EntityManager,
  input: OrderLookupInput,
): Promise<PaymentWithFulfilmentRow> {
  const row = await paymentWithFulfilment(manager, input.order_id);
  if (!row || normalizePhone(row.customer_phone) !== normalizePhone(input.phone))
    throw rpcFailure('not_found', ORDER_LOOKUP_NOT_FOUND);
  return row;
}
