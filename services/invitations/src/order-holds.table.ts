import type { EntityManager } from 'typeorm';

/**
 * The statements about `order_holds`: what the service last heard of each order's hold from
 * ordering (order.held, order.released). `pages.table.ts` reads it for a page's `held`.
 */

/** An order's hold as an event tells it: held or not, at ordering's count of holds and releases. */
export interface HeardHold {
  orderId: string;
  held: boolean;
  holdVersion: number;
}

/**
 * Keeps what an event says of an order's hold when it is newer than what is kept; false when the
 * event is older or the same (it arrived late, or again), and then nothing changes.
 */
export async function recordHold(manager: EntityManager, hold: HeardHold): Promise<boolean> {
  const kept: unknown[] = await manager.query(
    `INSERT INTO order_holds (order_id, held, hold_version) VALUES ($1, $2, $3)
     ON CONFLICT (order_id) DO UPDATE
       SET held = EXCLUDED.held, hold_version = EXCLUDED.hold_version, heard_at = now()
       WHERE order_holds.hold_version < EXCLUDED.hold_version
     RETURNING order_id`,
    [hold.orderId, hold.held, hold.holdVersion],
  );
  return kept.length > 0;
}
