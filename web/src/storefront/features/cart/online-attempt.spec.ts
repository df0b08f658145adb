import { beforeEach, describe, expect, it } from '@jest/globals';
import type { CartItem } from '@/shared/cart/cart';
import { attemptKey, keepAttempt, keptAttempt } from './online-attempt';

// The browser's storage, in memory: these specs run in Node.
const kept = new Map<string, string>();
Object.assign(globalThis, {
  window: {
    localStorage: {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
      removeItem: (key: string) => void kept.delete(key),
    },
  },
});

const item: CartItem = {
  packageId: 3,
  packageName: 'Premium',
  designId: 'premium-eucalyptus-mist',
  designName: 'Eucalyptus Mist',
  packagePrice: 179000,
  addons: [{ id: 1, title: 'Express 2 Hari', description: '', price: 50000 }],
  totalPrice: 229000,
  quantity: 1,
};
const facts = {
  items: [item],
  customer: { name: 'Rina', phone: '081234567890', email: 'rina@example.com' },
  referralCode: '',
  total: 229000,
};

describe('the online payment a press of Bayar reopens', () => {
  beforeEach(() => kept.clear());

  it('is the kept one only for the same cart, customer, code and total', () => {
    const key = attemptKey(facts);
    keepAttempt('INV-20261127-AAAAAA', key);
    expect(keptAttempt(attemptKey({ ...facts }))).toBe('INV-20261127-AAAAAA');
    const changes = [
      { ...facts, items: [{ ...item, quantity: 2 }] },
      { ...facts, items: [{ ...item, addons: [] }] },
      { ...facts, items: [{ ...item, designId: 'premium-sage' }] },
      { ...facts, customer: { ...facts.customer, email: 'lain@example.com' } },
      { ...facts, referralCode: 'BAHAGIA10' },
      { ...facts, total: 206100 },
    ];
    for (const changed of changes) expect(keptAttempt(attemptKey(changed))).toBeNull();
  });

  it('is none when nothing, or something unreadable, was kept', () => {
    expect(keptAttempt(attemptKey(facts))).toBeNull();
    kept.set('onlineAttempt', '{not json');
    expect(keptAttempt(attemptKey(facts))).toBeNull();
  });
});
