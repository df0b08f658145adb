import type { EntityManager } from 'typeorm';

/** The advisory lock class of one order's writes (the second key is the order id's hash). */
const ORDER_LOCK = 4201;

/**
 * Serialises the writes of one order inside the caller's transaction: manual confirmations and
 * referral uses of the same order id (the id is the customer's, so both may arrive at once) never
 * interleave. Taken before any code or payment row, so it cannot deadlock with them.
 */
export function lockOrder(manager: EntityManager, orderId: string): Promise<unknown> {
  return manager.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [ORDER_LOCK, orderId]);
}
