import { SESSION_KEYS, STORAGE_KEYS } from '@/shared/storage/storage-keys';
import { readSession, readText, writeSession } from '@/shared/storage/storage';

/** What a customer follows their order with: the order id and the WhatsApp number used to order. */
export interface OrderLookup {
  orderId: string;
  phone: string;
}

/** The last lookup of this tab, or null. The phone is kept here and never put in an address. */
export function loadOrderLookup(): OrderLookup | null {
  const text = readSession(SESSION_KEYS.orderLookup);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<OrderLookup>;
    if (typeof value.orderId !== 'string' || typeof value.phone !== 'string') return null;
    return { orderId: value.orderId, phone: value.phone };
  } catch {
    return null;
  }
}

export function saveOrderLookup(lookup: OrderLookup): void {
  writeSession(SESSION_KEYS.orderLookup, JSON.stringify(lookup));
}

/**
 * The order a page about the customer's order starts with: the address's, else the one this tab
 * looked up, else the one this browser ordered last. The phone goes with its own order only.
 */
export function startingLookup(fromAddress: string | null): OrderLookup {
  const kept = loadOrderLookup();
  const orderId =
    fromAddress?.trim() ||
    kept?.orderId ||
    readText(STORAGE_KEYS.currentOrderId) ||
    readText(STORAGE_KEYS.orderId) ||
    '';
  const phone = kept && kept.orderId === orderId ? kept.phone : '';
  return { orderId, phone };
}
