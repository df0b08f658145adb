import type { CartItem } from '@/shared/cart/cart';
import type { CustomerDetails } from '@/shared/customer/customer-details';
import { STORAGE_KEYS } from '@/shared/storage/storage-keys';
import { readText, writeText } from '@/shared/storage/storage';

/** What makes two presses of "Bayar Sekarang" the same order: the cart, the customer, the code, the total. */
export interface AttemptFacts {
  items: CartItem[];
  customer: CustomerDetails;
  referralCode: string;
  total: number;
}

export function attemptKey({ items, customer, referralCode, total }: AttemptFacts): string {
  const lines = items.map((item) => [
    item.packageId,
    item.designId,
    item.addons.map((addon) => addon.id),
    item.quantity,
    item.revisionId ?? null,
  ]);
  return JSON.stringify([lines, customer.name, customer.phone, customer.email, referralCode, total]);
}

/** Remembers the online payment opened for these facts. */
export function keepAttempt(orderId: string, key: string): void {
  writeText(STORAGE_KEYS.onlineAttempt, JSON.stringify({ orderId, key }));
}

/** The order an earlier press opened for the same facts, if this browser kept one. */
export function keptAttempt(key: string): string | null {
  try {
    const kept = JSON.parse(readText(STORAGE_KEYS.onlineAttempt) ?? 'null') as {
      orderId?: unknown;
      key?: unknown;
    } | null;
    return kept && kept.key === key && typeof kept.orderId === 'string' ? kept.orderId : null;
  } catch {
    return null;
  }
}
