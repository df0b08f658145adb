import type { CatalogueQuote } from '@undangan/contracts';
import { priceCart } from '../pricing/cart-pricing';
import { snapItems, snapStartTime } from './snap-request';

/** One package whose design has a name long enough for Snap to cut, and two add-ons. */
const quote: CatalogueQuote = {
  packages: [{ id: 3, name: 'Premium', price: 179_000, features: [] }],
  addons: [
    { id: 1, title: 'Express 2 Hari', description: '', price: 50_000 },
    { id: 5, title: 'Split Link', description: '', price: 80_000 },
  ],
  designs: [
    {
      id: 'premium-sage',
      name: 'Sage dengan Bingkai Bunga Melati dan Daun Kering',
      image_url: '',
      template_url: '',
      package_id: 'Premium',
      package_allowed: [3],
      package_name: 'Premium',
      category: 'wedding',
    },
  ],
};

describe('snapItems', () => {
  it('makes Snap item_details that sum exactly to the gross amount', () => {
    const cart = [{ packageId: 3, designId: 'premium-sage', addons: [{ id: 1 }, { id: 5 }], quantity: 3 }];
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
    expect(items[0].name).toMatch(/^Premium - Sage .*\.\.\.$/);
    expect(items.every((item) => item.name.length <= 50)).toBe(true);
  });
});

describe('snapStartTime', () => {
  it("writes the moment in WIB, as Snap's expiry reads it", () => {
    expect(snapStartTime(new Date('2026-01-31T20:15:30Z'))).toBe('2026-02-01 03:15:30 +0700');
  });
});
