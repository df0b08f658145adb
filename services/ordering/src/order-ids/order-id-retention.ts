import type { EntityManager } from 'typeorm';
import { pruneIssuedOrderIds } from './issued-order-ids.table';

/** PRODUCT.md section 8: an order id the shop never issued, or issued too long ago. */
export const ORDER_NOT_FOUND = 'Order ID tidak ditemukan. Harap ulangi proses dari halaman Keranjang.';

/**
 * Issued ids (with the manual order placed with one, and the reservations of those never paid)
 * are kept this long, then pruned: the life of a manual order's confirmation link.
 */
export const ISSUED_ORDER_ID_RETENTION_DAYS = 3;
const ISSUED_ORDER_ID_RETENTION = `${ISSUED_ORDER_ID_RETENTION_DAYS} days`;
/** At most this many are pruned per issued id, so pruning never makes issuing slow. */
const PRUNE_BATCH = 100;

/**
 * Forgets issued order ids older than the retention, a bounded batch at a time, with the
 * reservations of those orders that were never counted (they can no longer be used).
 * Replicas pruning at once take disjoint batches (SKIP LOCKED): no row is pruned twice.
 */
export function pruneStaleOrderIds(manager: EntityManager): Promise<void> {
  return pruneIssuedOrderIds(manager, ISSUED_ORDER_ID_RETENTION, PRUNE_BATCH);
}
