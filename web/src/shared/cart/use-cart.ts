import { useMemo, useSyncExternalStore } from 'react';
import { parseCart, type CartItem } from './cart';
import { cartSnapshot, saveCart, subscribeCart } from './cart-store';

/** The stored cart, kept current across components and tabs. */
export function useCart(): [CartItem[], (items: readonly CartItem[]) => void] {
  const raw = useSyncExternalStore(subscribeCart, cartSnapshot, () => '');
  const items = useMemo(() => {
    if (raw === '') return [];
    try {
      return parseCart(JSON.parse(raw));
    } catch {
      return [];
    }
  }, [raw]);
  return [items, saveCart];
}
