import type { CatalogueQuote } from '@undangan/contracts';
import { snapItems } from '../payments/checkout.service';
import { priceCart, quoteRequestFor } from './cart-pricing';

const quote: CatalogueQuote = {
  packages: [
    { id: 1, name: 'Fitur Dasar', price: 0, features: [] },
    { id: 3, name: 'Premium', price: 179_000, features: [] },
  ],
  addons: [
    { id: 1, title: 'Express 2 Hari', description: '', price: 50_000 },
    { id: 5, title: 'Split Link', description: '', price: 80_000 },
  ],
  designs: [
    {
      id: 'premium-sage',
      name: 'Sage',
      image_url: '',
      template_url: '',
      package_id: 'Premium',
      package_allowed: [3, 4],
      package_name: 'Premium',
      category: 'wedding',
    },
  ],
};

describe('priceCart', () => {
  it('prices packages and add-ons times quantity, and floors the discount', () => {
    const cart = [
      { packageId: 3, designId: 'premium-sage', addons: [{ id: 1 }], quantity: 2 },
      { packageId: null, designId: null, addons: [{ id: 5 }], quantity: 1 },
    ];
    const result = priceCart(cart, quote, 15);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // (179000 + 50000) x 2 + 80000 = 538000; 15% = 80700
    expect(result.cart.subtotal).toBe(538_000);
    expect(result.cart.discount).toBe(80_700);
    expect(result.cart.total).toBe(457_300);
    expect(result.cart.lines.map((l) => [l.type, l.id, l.price, l.quantity])).toEqual([
      ['package', '3', 179_000, 2],
      ['addon', '1', 50_000, 2],
      ['addon', '5', 80_000, 1],
    ]);
  });

  it('makes Snap item_details that sum exactly to the gross amount', () => {
    const cart = [{ packageId: 3, designId: 'premium-sage', addons: [{ id: 1 }, { id: 5 }], quantity: 3 }];
    const result = priceCart(cart, quote, 7);
    if (!result.ok) throw new Error(result.message);
    const items = snapItems(result.cart, 'HEMAT7');
    expect(items.reduce((sum, i) => sum + i.price * i.quantity, 0)).toBe(result.cart.total);
    expect(items.at(-1)).toEqual({
      id: 'DISCOUNT',
      price: -result.cart.discount,
      quantity: 1,
      name: 'Diskon referal HEMAT7',
    });
    expect(items.every((i) => i.name.length <= 50)).toBe(true);
  });

  it('refuses what cannot be bought', () => {
    const bad = (cart: Parameters<typeof priceCart>[0]) => priceCart(cart, quote);
    expect(bad([{ packageId: 4, designId: 'premium-sage', addons: [], quantity: 1 }])).toMatchObject({
      ok: false,
    });
    expect(bad([{ packageId: 1, designId: 'premium-sage', addons: [], quantity: 1 }])).toMatchObject({
      ok: false,
    });
    expect(bad([{ packageId: 3, designId: 'unknown', addons: [], quantity: 1 }])).toMatchObject({
      ok: false,
      message: 'Desain yang dipilih tidak tersedia untuk paket ini.',
    });
    expect(bad([{ packageId: null, designId: null, addons: [{ id: 99 }], quantity: 1 }])).toMatchObject({
      ok: false,
      message: 'Add-on yang dipilih tidak tersedia.',
    });
  });

  it('asks the catalogue for each id once', () => {
    expect(
      quoteRequestFor([
        { packageId: 3, designId: 'a', addons: [{ id: 1 }], quantity: 1 },
        { packageId: 3, designId: 'a', addons: [{ id: 1 }, { id: 2 }], quantity: 1 },
      ]),
    ).toEqual({ packageIds: [3], addonIds: [1, 2], designIds: ['a'] });
  });
});
