import type { CatalogueQuote } from '@undangan/contracts';
import { priceCart } from '../pricing/cart-pricing';
import { snapItems, snapStartTime } from './snap-request';

/** Two add-ons, one with a title long enough for Snap to cut. */
const quote: CatalogueQuote = {
  packages: [],
  addons: [
    { id: 1, title: 'Express 2 Hari, dikerjakan lebih dulu di akhir pekan', description: '', price: 50_000 },
    { id: 5, title: 'Split Link', description: '', price: 80_000 },
  ],
  designs: [],
};

describe('snapItems', () => {
  it('makes Snap item_details that sum exactly to the gross amount', () => {
    const cart = [{ packageId: null, designId: null, addons: [{ id: 1 }, { id: 5 }], quantity: 3 }];
    const result = priceCart(cart, quote, 7);
    if (!result.ok) throw new Error(result.message);
    const items = snapItems(result.cart, 'HEMAT7');
    expect(items.reduce((sum, item) => sum + item.price * item.quantity, 0)).toBe(result.cart.total);
    expect(items.at(-1)).toEqual({
      id: 'DISCOUNT',
      price: -result.cart.discount,
      quantity: 1,
      name: 'Diskon referal HEMAT7',
    });
    expect(items[0].name).toMatch(/^Express 2 Hari, .*\.\.\.$/);
    expect(items.every((item) => item.name.length <= 50)).toBe(true);
  });
});

describe('snapStartTime', () => {
  it("writes the moment in WIB, as Snap's expiry reads it", () => {
    expect(snapStartTime(new Date('2026-01-31T20:15:30Z'))).toBe('2026-02-01 03:15:30 +0700');
  });
});
