import { baseTheme, REFERRAL_MESSAGES, type CartItemInput, type CatalogueQuote } from '@undangan/contracts';
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
      theme: baseTheme(),
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
    expect(result.cart.lines.map((line) => [line.type, line.id, line.price, line.quantity])).toEqual([
      ['package', '3', 179_000, 2],
      ['addon', '1', 50_000, 2],
      ['addon', '5', 80_000, 1],
    ]);
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

describe('a referral code and revisions', () => {
  const revision = {
    packageId: null,
    designId: null,
    addons: [{ id: 1 }],
    quantity: 1,
    revisionId: '6f1d2c3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
  };
  const newInvitation = { packageId: 3, designId: 'premium-sage', addons: [], quantity: 1 };

  it('refuses a code on a cart of revisions alone, or with a revision beside other lines', () => {
    for (const cart of [[revision], [newInvitation, revision]]) {
      expect(priceCart(cart, quote, 10)).toEqual({ ok: false, message: REFERRAL_MESSAGES.notForRevisions });
    }
  });

  it("prices the same carts at their add-on's full price without a code", () => {
    const alone = priceCart([revision], quote, 0);
    expect(alone).toMatchObject({ ok: true, cart: { subtotal: 50_000, discount: 0, total: 50_000 } });
    const beside = priceCart([newInvitation, revision], quote, 0);
    expect(beside).toMatchObject({ ok: true, cart: { subtotal: 229_000, discount: 0, total: 229_000 } });
  });

  it('still discounts a cart without a revision', () => {
    expect(priceCart([newInvitation], quote, 10)).toMatchObject({ ok: true, cart: { discount: 17_900 } });
  });
});

describe('add-ons a package includes, and one turnaround', () => {
  const choices: CatalogueQuote = {
    packages: [
      { id: 2, name: 'Basic', price: 99_000, features: [] },
      { id: 3, name: 'Premium', price: 179_000, features: [] },
    ],
    addons: [
      { id: 1, title: 'Express 2 Hari', description: '', price: 50_000, kind: 'turnaround', included_in: [] },
      {
        id: 2,
        title: 'One Day Service (24 Jam)',
        description: '',
        price: 100_000,
        kind: 'turnaround',
        included_in: [],
      },
      {
        id: 4,
        title: 'Penyesuaian Warna',
        description: '',
        price: 50_000,
        kind: 'extra',
        included_in: [3, 4],
      },
      { id: 5, title: 'Split Link', description: '', price: 80_000, kind: 'extra', included_in: [] },
    ],
    designs: [{ ...quote.designs[0], package_allowed: [2, 3, 4] }],
  };
  const line = (packageId: number | null, ...addonIds: number[]): CartItemInput => ({
    packageId,
    designId: packageId === null ? null : 'premium-sage',
    addons: addonIds.map((id) => ({ id })),
    quantity: 1,
  });
  const charged = (cart: CartItemInput[]) => {
    const result = priceCart(cart, choices);
    if (!result.ok) throw new Error(result.message);
    return result.cart.total;
  };

  it('refuses an add-on beside a package that includes it, naming both', () => {
    expect(priceCart([line(3, 4)], choices)).toEqual({
      ok: false,
      message: 'Penyesuaian Warna sudah termasuk di paket Premium.',
    });
  });

  it('sells the same add-on with a package that does not include it, and on its own', () => {
    expect(charged([line(2, 4)])).toBe(149_000);
    expect(charged([line(3), line(null, 5)])).toBe(259_000);
  });

  it.each([
    ['on one line', [line(3, 1, 2)]],
    ['on two lines', [line(3, 1), line(null, 2)]],
    ['the same one twice', [line(3, 1), line(null, 1)]],
  ])('refuses more than one turnaround %s', (_label, cart) => {
    expect(priceCart(cart, choices)).toEqual({
      ok: false,
      message: 'Pilih satu waktu pengerjaan saja: Normal, Express, atau One Day.',
    });
  });

  it('charges one turnaround, or none (Normal)', () => {
    expect(charged([line(3, 2, 5)])).toBe(359_000);
    expect(charged([line(3, 5), line(null, 1)])).toBe(309_000);
    expect(charged([line(3)])).toBe(179_000);
  });
});

describe('carts that name what they buy (SPEC.md section 3)', () => {
  /** The catalogue's answer to a quote that asked for names, as catalogue.service.ts gives it. */
  const named: CatalogueQuote = {
    ...quote,
    names: {
      packages: [
        { name: 'premium', ids: [3] },
        { name: 'Gold', ids: [] },
        { name: 'Kembar', ids: [6, 7] },
      ],
      addons: [
        { title: 'split link', ids: [5] },
        { title: 'Express 2 Hari', ids: [1] },
        { title: 'Pijat', ids: [] },
      ],
      designs: [
        { name: 'sage', packageName: 'premium', ids: ['premium-sage'] },
        { name: 'Sage', packageId: 3, ids: ['premium-sage'] },
        { name: 'Tidak Ada', packageName: 'premium', ids: [] },
      ],
    },
  };
  const specItem = (item: Partial<CartItemInput>): CartItemInput => ({
    packageName: '',
    designName: '',
    addons: [],
    quantity: 1,
    ...item,
  });

  it('asks the catalogue for each name once, and for no name an id already gives', () => {
    expect(
      quoteRequestFor([
        specItem({ packageName: ' premium ', designName: 'sage', addons: [{ title: 'split link' }] }),
        specItem({
          packageName: 'premium',
          designName: 'sage',
          addons: [{ id: 1, title: 'Express 2 Hari' }],
        }),
        specItem({ packageId: 3, packageName: 'Exclusive', designName: 'Sage', quantity: 2 }),
        specItem({ packageId: 3, designId: 'premium-sage', designName: 'Lain' }),
        specItem({ addons: [{ title: 'Split Link' }] }),
        // A design without a package is no part of the cart.
        specItem({ designName: 'Sage', addons: [{ id: 5 }] }),
      ]),
    ).toEqual({
      packageIds: [3],
      addonIds: [1, 5],
      designIds: ['premium-sage'],
      packageNames: ['premium'],
      addonTitles: ['split link', 'Split Link'],
      designNames: [
        { name: 'sage', packageName: 'premium' },
        { name: 'Sage', packageId: 3 },
      ],
    });
  });

  it('prices named lines at the catalogue prices, never the names or prices sent', () => {
    const cart = [
      {
        ...specItem({ packageName: 'premium', designName: 'sage', addons: [{ title: 'split link' }] }),
        quantity: 2,
      },
      specItem({ addons: [{ title: 'Express 2 Hari' }] }),
    ];
    const result = priceCart(cart, named);
    if (!result.ok) throw new Error(result.message);
    // (179.000 + 80.000) x 2 + 50.000
    expect(result.cart.total).toBe(568_000);
    expect(
      result.cart.lines.map((line) => [
        line.type,
        line.id,
        line.name,
        line.price,
        line.quantity,
        line.designName,
      ]),
    ).toEqual([
      ['package', '3', 'Premium', 179_000, 2, 'Sage'],
      ['addon', '5', 'Split Link', 80_000, 2, 'Sage'],
      ['addon', '1', 'Express 2 Hari', 50_000, 1, null],
    ]);
  });

  it('takes the id when a line gives both an id and a name', () => {
    const cart = [specItem({ packageId: 3, packageName: 'Gold', designId: 'premium-sage', designName: 'x' })];
    const result = priceCart(cart, named);
    expect(result.ok && result.cart.lines[0]).toMatchObject({ id: '3', designId: 'premium-sage' });
  });

  it.each([
    [
      'an unknown package',
      specItem({ packageName: 'Gold', designName: 'sage' }),
      'Paket "Gold" tidak ditemukan.',
    ],
    [
      'a design the package does not have',
      specItem({ packageName: 'premium', designName: 'Tidak Ada' }),
      'Desain "Tidak Ada" tidak ditemukan untuk paket Premium.',
    ],
    ['an unknown add-on', specItem({ addons: [{ title: 'Pijat' }] }), 'Add-on "Pijat" tidak ditemukan.'],
    [
      'a name more than one package has',
      specItem({ packageName: 'Kembar', designName: 'sage' }),
      'Paket "Kembar" tidak dapat dipastikan karena ada lebih dari satu paket dengan nama tersebut.',
    ],
    [
      'a name the catalogue was not asked about',
      specItem({ addons: [{ title: 'Tidak Ditanya' }] }),
      'Add-on "Tidak Ditanya" tidak ditemukan.',
    ],
  ])('refuses %s with a message naming it', (_label, item, message) => {
    expect(priceCart([item], named)).toEqual({ ok: false, message });
  });
});

describe('the order total ceiling', () => {
  /** Split Link (80.000) x quantity: 1.250 of them make Rp 100.000.000. */
  const splitLinks = (quantity: number) => ({
    packageId: null,
    designId: null,
    addons: [{ id: 5 }],
    quantity,
  });
  const atCeiling = [...Array<ReturnType<typeof splitLinks>>(12).fill(splitLinks(100)), splitLinks(50)];
  const limits = { maxOrderTotal: 100_000_000 };

  it('accepts a total exactly at the ceiling', () => {
    const result = priceCart(atCeiling, quote, 0, limits);
    expect(result.ok && result.cart.total).toBe(100_000_000);
  });

  it('refuses a total one add-on over it, naming the ceiling in rupiah', () => {
    expect(priceCart([...atCeiling, splitLinks(1)], quote, 0, limits)).toEqual({
      ok: false,
      message:
        'Total pesanan melebihi batas Rp 100.000.000. Untuk pesanan sebesar ini, silakan hubungi kami melalui WhatsApp.',
    });
    expect(priceCart([splitLinks(2)], quote, 0, { maxOrderTotal: 150_000 })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Total pesanan melebihi batas Rp 150\.000\. /),
    });
  });

  it('compares the total after the referral discount', () => {
    // 100.080.000 with 1% off is 99.079.200.
    expect(priceCart([...atCeiling, splitLinks(1)], quote, 1, limits)).toMatchObject({ ok: true });
  });
});
