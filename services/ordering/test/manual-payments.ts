import { randomUUID } from 'node:crypto';
import {
  CartItemInput,
  CustomerInput,
  EVENT_TYPES,
  ORDERING,
  type ProofStatusChangedData,
} from '@undangan/contracts';
import { EventBus, RpcClient } from '@undangan/platform';
import { waitFor } from '@undangan/platform/testing';
import type { Client } from 'pg';

/** What a test pays with: ordering's RPC, the bus proof decisions travel on, its database. */
export interface PayingBackend {
  rpc: RpcClient;
  bus: EventBus;
  sql: Client;
}

/** A proof decided, as proof-storage tells ordering. */
export function decideProof(
  bus: EventBus,
  orderId: string,
  status: 'approved' | 'rejected',
  previousStatus: 'pending' | 'approved' | 'rejected' = 'pending',
): Promise<void> {
  return bus.publish({
    id: randomUUID(),
    type: EVENT_TYPES.proofStatusChanged,
    occurredAt: new Date().toISOString(),
    version: 1,
    data: { orderId, status, previousStatus, changedAt: new Date().toISOString() },
  });
}

/** A proof approved, as proof-storage tells ordering. */
export const approveProof = (bus: EventBus, orderId: string): Promise<void> =>
  decideProof(bus, orderId, 'approved');

/** A payment's status once it is `wanted` (waited for). */
export function paymentReaches(sql: Client, orderId: string, wanted: string): Promise<string> {
  return waitFor(
    async () =>
      (await sql.query('SELECT status FROM payments WHERE order_id = $1', [orderId])).rows[0]?.status,
    (status) => status === wanted,
    15_000,
    50,
  );
}

/**
 * proof-storage announcing a proof's change (an admin's decision unless said otherwise); resolves
 * once ordering has handled the event (its id in the inbox).
 */
export async function announceProof(
  { bus, sql }: Pick<PayingBackend, 'bus' | 'sql'>,
  data: Pick<ProofStatusChangedData, 'orderId' | 'status'> & Partial<ProofStatusChangedData>,
): Promise<void> {
  const id = randomUUID();
  await bus.publish({
    id,
    type: EVENT_TYPES.proofStatusChanged,
    occurredAt: new Date().toISOString(),
    version: 1,
    data: { previousStatus: null, changedAt: new Date().toISOString(), changedBy: 'admin', ...data },
  });
  await waitFor(
    `event ${id} handled`,
    async () => (await sql.query('SELECT 1 FROM inbox WHERE event_id = $1', [id])).rowCount,
    (count) => count === 1,
    60_000,
    25,
  );
}

/**
 * A manual payment of `cart`, confirmed with the order's secret and, when `approved`, settled by
 * its proof's approval (waited for until the payment is paid); its order id.
 */
export async function payManually(
  { rpc, bus, sql }: PayingBackend,
  customer: CustomerInput,
  cart: unknown[],
  { approved = true }: { approved?: boolean } = {},
): Promise<string> {
  const { orderId, orderSecret } = await rpc.call(ORDERING.createOrderId, {});
  await rpc.call(ORDERING.confirmManualPayment, {
    orderId,
    orderSecret,
    customer,
    cart: cart as CartItemInput[],
  });
  if (!approved) return orderId;
  await approveProof(bus, orderId);
  await paymentReaches(sql, orderId, 'paid');
  return orderId;
}
