import { describe, expect, it } from '@jest/globals';
import {
  addRevisionToCart,
  addSelectionToCart,
  cartQuantity,
  cartSubtotal,
  CHECKOUT_MESSAGES,
  itemsAddedMessage,
  parseCart,
  removeAddon,
  removeItem,
  setQuantity,
  type CartItem,
  type CheckoutSelection,
} from './cart';

const premium = { id: 3, name: 'Premium', price: 150_000 };
const basic = { id: 2, name: 'Basic', price: 99_000 };
const rose = { id: 'rose-01', name: 'Rose Garden' };
const ocean = { id: 'ocean-02', name: 'Ocean Breeze' };
const express = { id: 1, title: 'Express 2 Hari', description: 'Selesai dalam 2 hari kerja', price: 50_000 };
const splitLink = { id: 4, title: 'Split Link', description: 'Dua link, desain sama', price: 80_000 };

const select = (partial: Partial<CheckoutSelection>): CheckoutSelection => ({
  package: null,
  design: null,
  addons: [],
  ...partial,
});

function added(cart: CartItem[], selection: CheckoutSelection): CartItem[] {
  const result = addSelectionToCart(cart, selection);
  if (!result.ok) throw new Error(result.message);
  return result.items;
}

describe('addSelectionToCart', () => {
  it('refuses a package without a design', () => {
    expect(addSelectionToCart([], select({ package: premium }))).toEqual({
      ok: false,
      message: 'Silakan pilih desain terlebih dahulu sebelum menambahkan paket ke keranjang.',
    });
  });

  it('refuses an empty selection', () => {
    const result = addSelectionToCart([], select({}));
    expect(result).toEqual({
      ok: false,
      message: 'Silakan pilih paket, desain, atau add-on terlebih dahulu.',
    });
    expect(CHECKOUT_MESSAGES.nothingSelected).toBe(
      'Silakan pilih paket, desain, atau add-on terlebih dahulu.',
    );
  });

  it('adds a package with its design and add-ons as one item priced from its parts', () => {
    const result = addSelectionToCart(
      [],
      select({ package: premium, design: rose, addons: [express, splitLink] }),
    );
    expect(result.ok && result.added).toBe(1);
    const items = result.ok ? result.items : [];
    expect(items).toEqual([
      {
        packageId: 3,
        packageName: 'Premium',
        designId: 'rose-01',
        designName: 'Rose Garden',
        packagePrice: 150_000,
        addons: [express, splitLink],
        totalPrice: 280_000,
        quantity: 1,
      },
    ]);
  });

  it('raises the quantity of the same package and design without add-ons', () => {
    let cart = added([], select({ package: premium, design: rose }));
    cart = added(cart, select({ package: premium, design: rose }));
    cart = added(cart, select({ package: premium, design: rose }));
    expect(cart).toHaveLength(1);
    expect(cart[0].quantity).toBe(3);
    expect(cart[0].totalPrice).toBe(450_000);
    expect(cartQuantity(cart)).toBe(3);
  });

  it('keeps different designs, and items with add-ons, as separate entries', () => {
    let cart = added([], select({ package: premium, design: rose }));
    cart = added(cart, select({ package: premium, design: ocean }));
    cart = added(cart, select({ package: basic, design: rose }));
    cart = added(cart, select({ package: premium, design: rose, addons: [express] }));
    cart = added(cart, select({ package: premium, design: rose, addons: [express] }));
    expect(cart.map((item) => [item.packageId, item.designId, item.addons.length, item.quantity])).toEqual([
      [3, 'rose-01', 0, 1],
      [3, 'ocean-02', 0, 1],
      [2, 'rose-01', 0, 1],
      [3, 'rose-01', 1, 1],
      [3, 'rose-01', 1, 1],
    ]);
  });

  it('appends each add-on chosen without a package as its own add-on-only item, never merged', () => {
    const first = addSelectionToCart([], select({ addons: [express, splitLink] }));
    expect(first.ok && first.added).toBe(2);
    const cart = added(first.ok ? first.items : [], select({ addons: [express] }));
    expect(cart).toHaveLength(3);
    for (const item of cart) {
      expect(item.packageName).toBe('');
      expect(item.designName).toBe('');
      expect(item.packagePrice).toBe(0);
      expect(item.packageId).toBeNull();
      expect(item.quantity).toBe(1);
    }
    expect(cart.map((item) => item.totalPrice)).toEqual([50_000, 80_000, 50_000]);
  });

  it('does not change the cart it was given', () => {
    const cart = added([], select({ package: premium, design: rose }));
    const copy = structuredClone(cart);
    added(cart, select({ package: premium, design: rose }));
    expect(cart).toEqual(copy);
  });

  it('words the success alert with the count', () => {
    expect(itemsAddedMessage(1)).toBe('1 item berhasil ditambahkan ke keranjang!');
    expect(itemsAddedMessage(3)).toBe('3 item berhasil ditambahkan ke keranjang!');
  });
});

describe('removing', () => {
  const cart = (): CartItem[] => {
    let items = added([], select({ package: premium, design: rose, addons: [express, splitLink] }));
    items = added(items, select({ addons: [express] }));
    return items;
  };

  it('removes one item by position', () => {
    expect(removeItem(cart(), 0).map((item) => item.packageId)).toEqual([null]);
  });

  it('removes an add-on from a package item and reprices it, keeping the item', () => {
    const items = removeAddon(removeAddon(cart(), 0, 0), 0, 0);
    expect(items).toHaveLength(2);
    expect(items[0].addons).toEqual([]);
    expect(items[0].totalPrice).toBe(150_000);
  });

  it('removes an item without a package together with its last add-on', () => {
    const items = removeAddon(cart(), 1, 0);
    expect(items).toHaveLength(1);
    expect(items[0].packageId).toBe(3);
  });

  it('ignores positions that do not exist', () => {
    expect(removeAddon(cart(), 5, 0)).toEqual(cart());
    expect(removeAddon(cart(), 0, 7)).toEqual(cart());
  });
});

describe('totals', () => {
  it('sums line totals and quantities', () => {
    let items = added([], select({ package: premium, design: rose }));
    items = added(items, select({ package: premium, design: rose }));
    items = added(items, select({ addons: [splitLink] }));
    expect(cartSubtotal(items)).toBe(380_000);
    expect(cartQuantity(items)).toBe(3);
    expect(cartSubtotal([])).toBe(0);
    expect(cartQuantity([])).toBe(0);
  });
});

describe('parseCart', () => {
  it('reads back what was stored', () => {
    const items = added(
      added([], select({ package: premium, design: rose, addons: [express] })),
      select({ addons: [splitLink] }),
    );
    expect(parseCart(JSON.parse(JSON.stringify(items)))).toEqual(items);
  });

  it('drops malformed entries and recomputes totals it was handed', () => {
    const stored = [
      null,
      'text',
      {
        packageId: 3,
        packageName: 'Premium',
        designId: null,
        designName: '',
        packagePrice: 1,
        addons: [],
        quantity: 1,
      },
      {
        packageId: null,
        packageName: '',
        designId: null,
        designName: '',
        packagePrice: 0,
        addons: [],
        quantity: 1,
      },
      { packageId: null, addons: [{ id: 1, title: 'X', price: -5 }], quantity: 1 },
      {
        packageId: 3,
        packageName: 'Premium',
        designId: 'rose-01',
        designName: 'Rose Garden',
        packagePrice: 150_000,
        addons: [],
        totalPrice: 1,
        quantity: 2,
      },
    ];
    const items = parseCart(stored);
    expect(items).toHaveLength(1);
    expect(items[0].totalPrice).toBe(300_000);
    expect(parseCart(null)).toEqual([]);
    expect(parseCart({ cartItems: [] })).toEqual([]);
  });
});

describe('setQuantity', () => {
  const cart = () =>
    added(added([], select({ package: premium, design: rose })), select({ addons: [express] }));

  it('sets the quantity and the line total follows', () => {
    const items = setQuantity(cart(), 0, 3, 100);
    expect(items[0].quantity).toBe(3);
    expect(items[0].totalPrice).toBe(premium.price * 3);
    expect(items[1]).toEqual(cart()[1]);
    expect(cartQuantity(items)).toBe(4);
  });

  it('keeps the quantity between 1 and the limit and never removes the item', () => {
    expect(setQuantity(cart(), 0, 0, 100)[0].quantity).toBe(1);
    expect(setQuantity(cart(), 0, -5, 100)).toHaveLength(2);
    expect(setQuantity(cart(), 0, 250, 100)[0].quantity).toBe(100);
    expect(setQuantity(cart(), 0, 2.7, 100)[0].quantity).toBe(2);
    expect(setQuantity(cart(), 0, Number.NaN, 100)).toEqual(cart());
  });

  it('leaves the cart as it was for an index it does not hold', () => {
    expect(setQuantity(cart(), 5, 2, 100)).toEqual(cart());
  });
});

describe('a revision in the cart', () => {
  const revision = {
    id: '0b6c1f7e-3c1a-4c55-9d1e-2a4f5b6c7d8e',
    order_id: 'INV-20261127-ABC123',
    addon_id: 3,
    addon_title: 'Revisi Foto/Musik',
    price: 20_000,
  };

  it('is one add-on line naming the revision, added once, whose quantity stays 1', () => {
    const once = addRevisionToCart([], revision);
    expect(once).toEqual([
      expect.objectContaining({
        packageId: null,
        addons: [{ id: 3, title: 'Revisi Foto/Musik', description: '', price: 20_000 }],
        quantity: 1,
        totalPrice: 20_000,
        revisionId: revision.id,
        revisionOf: revision.order_id,
      }),
    ]);
    expect(addRevisionToCart(once, revision)).toEqual(once);
    expect(setQuantity(once, 0, 3, 100)[0].quantity).toBe(1);
  });

  it('survives storage as it was, and a tampered one (a package, two add-ons) is dropped', () => {
    const [line] = addRevisionToCart([], revision);
    expect(parseCart(JSON.parse(JSON.stringify([line])))).toEqual([line]);
    expect(parseCart([{ ...line, quantity: 5 }])[0].quantity).toBe(1);
    expect(parseCart([{ ...line, addons: [...line.addons, ...line.addons] }])).toEqual([]);
    expect(parseCart([{ ...line, revisionId: 'bukan-uuid' }])[0].revisionId).toBeUndefined();
  });
});
