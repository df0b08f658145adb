import { EVENT_TYPES, type EventEnvelope } from '@undangan/contracts';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { recordHold, type HeardHold } from './order-holds.table';
import { followOrderHold, lockOrderPages } from './pages.table';

/** The queue of ordering's holds and releases, bound to order.held and order.released. */
export const ORDER_HOLDS_QUEUE = 'invitations.order-holds';

const holdDataSchema = z.object({
  orderId: z.string().min(1).max(40),
  holdVersion: z.number().int().positive(),
});

/** What an order.held or order.released event says; it throws for anything else (dead-lettered). */
export function heardHoldOf(event: EventEnvelope): HeardHold {
  if (event.type !== EVENT_TYPES.orderHeld && event.type !== EVENT_TYPES.orderReleased)
    throw new TypeError(`${event.type} is not an order's hold or release`);
  const { orderId, holdVersion } = holdDataSchema.parse(event.data);
  return { orderId, held: event.type === EVENT_TYPES.orderHeld, holdVersion };
}

/**
 * Applies an order's hold or release to its pages, in the inbox's transaction: a held order's
 * pages serve nothing (as an unknown address), a released one's serve again. Events may come late
 * or twice: only one newer than the last heard changes anything, so the pages follow the order's
 * newest state whatever the order of arrival. Answers the client ids whose page changed.
 */
export async function applyOrderHold(event: EventEnvelope, manager: EntityManager): Promise<string[]> {
  const hold = heardHoldOf(event);
  // In turn with a publishing of the same order, so a page published meanwhile follows too.
  await lockOrderPages(manager, hold.orderId);
  if (!(await recordHold(manager, hold))) return [];
  return followOrderHold(manager, hold.orderId);
}
