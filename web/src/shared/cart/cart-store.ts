import { parseCart, type CartItem } from './cart';
import { STORAGE_KEYS } from '@/shared/storage/storage-keys';
import { readStoredJson, readText, removeKeys, writeStoredJson } from '@/shared/storage/storage';

/** Fired in this tab when the cart is written; other tabs learn of it from the `storage` event. */
export const CART_CHANGED_EVENT = 'undangan:cart-changed';

export function loadCart(): CartItem[] {
  return parseCart(readStoredJson(STORAGE_KEYS.cartItems));
}

export function saveCart(items: readonly CartItem[]): void {
  writeStoredJson(STORAGE_KEYS.cartItems, items);
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}

export function clearCart(): void {
  removeKeys(STORAGE_KEYS.cartItems);
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}

/** The raw stored text: a cheap, stable snapshot for useSyncExternalStore. */
export function cartSnapshot(): string {
  return readText(STORAGE_KEYS.cartItems) ?? '';
}

export function subscribeCart(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // key null: the whole storage was cleared.
    if (event.key === null || event.key === STORAGE_KEYS.cartItems) onChange();
  };
  window.addEventListener(CART_CHANGED_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CART_CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
