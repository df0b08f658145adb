import { cartSchema, hasPackage } from './cart';
import { confirmManualSchema } from './manual-orders';
import { createPaymentSchema } from './payments';
import { validate } from './validation';

/** The cart item of PRODUCT.md section 3, with every price a lie. */
const specItem = {
  packageName: '  Premium ',
  designName: 'Eucalyptus Mist',
  packagePrice: 1,
  addons: [{ title: 'Split Link', description: 'Dua tautan, satu desain', price: 1 }],
  totalPrice: 2,
  quantity: 2,
};

/** PRODUCT.md section 3's add-on-only item: empty package and design names, package price 0. */
const specAddonOnly = {
  packageName: '',
  designName: '',
  packagePrice: 0,
  addons: [{ title: 'Express 2 Hari', description: '', price: 50_000 }],
  totalPrice: 50_000,
  quantity: 1,
};

const customerDetails = { name: 'Dewi', phone: '081298765432', email: 'dewi@example.com' };

describe('the cart schema', () => {
  it("accepts SPEC.md's cart item: names kept trimmed, prices and totals dropped", () => {
    const result = validate(cartSchema, [specItem, specAddonOnly]);
    expect(result).toEqual({
      ok: true,
      value: [
        {
          packageName: 'Premium',
          designName: 'Eucalyptus Mist',
          addons: [{ title: 'Split Link' }],
          quantity: 2,
        },
        { packageName: '', designName: '', addons: [{ title: 'Express 2 Hari' }], quantity: 1 },
      ],
    });
    if (!result.ok) return;
    expect(result.value.map(hasPackage)).toEqual([true, false]);
  });

  it("still accepts the web app's ids, with its names and prices alongside", () => {
    const item = {
      packageId: 3,
      packageName: 'Premium',
      designId: 'premium-eucalyptus-mist',
      designName: 'Eucalyptus Mist',
      packagePrice: 179_000,
      addons: [{ id: 5, title: 'Split Link', description: '', price: 80_000 }],
      totalPrice: 259_000,
      quantity: 1,
    };
    expect(validate(cartSchema, [item])).toMatchObject({
      ok: true,
      value: [
        { packageId: 3, designId: 'premium-eucalyptus-mist', addons: [{ id: 5, title: 'Split Link' }] },
      ],
    });
  });

  it.each([
    [
      'an item with neither package nor add-on',
      { ...specAddonOnly, addons: [] },
      'Setiap item harus berisi paket atau add-on.',
    ],
    [
      'blank names count as none',
      { packageName: '   ', designName: ' ', addons: [] },
      'Setiap item harus berisi paket atau add-on.',
    ],
    [
      'a package named without a design',
      { ...specItem, designName: '' },
      'Silakan pilih desain terlebih dahulu sebelum menambahkan paket ke keranjang.',
    ],
    [
      'an add-on with neither id nor title',
      { ...specAddonOnly, addons: [{ description: 'x', price: 1 }] },
      'Setiap add-on harus berisi ID atau judul.',
    ],
    [
      'an add-on with a blank title and a null id',
      { ...specAddonOnly, addons: [{ id: null, title: '  ' }] },
      'Setiap add-on harus berisi ID atau judul.',
    ],
    [
      'a package name over 100 characters',
      { ...specItem, packageName: 'a'.repeat(101) },
      'Nama paket maksimal 100 karakter.',
    ],
    ['a design name that is a number', { ...specItem, designName: 5 }, 'Nama desain harus berupa teks.'],
    [
      'an add-on title with a null byte',
      { ...specAddonOnly, addons: [{ title: 'Split\u0000Link' }] },
      'Judul add-on mengandung karakter yang tidak diizinkan.',
    ],
  ])('refuses %s', (_label, item, message) => {
    expect(validate(cartSchema, [item])).toMatchObject({ ok: false, message });
  });

  it('gives create-transaction and the manual confirmation (JSON text) the same cart', () => {
    const payment = validate(createPaymentSchema, {
      cartItems: [specItem, specAddonOnly],
      totalHarga: 2,
      discountAmount: 0,
      referralCode: '',
      customerDetails,
    });
    const confirmation = validate(confirmManualSchema, {
      orderId: 'INV-20260101-ABCDEF',
      customerName: customerDetails.name,
      customerPhone: customerDetails.phone,
      customerEmail: customerDetails.email,
      cartItems: JSON.stringify([specItem, specAddonOnly]),
      amount: '2',
      paymentType: 'Manual',
    });
    if (!payment.ok || !confirmation.ok) throw new Error('both should be accepted');
    expect(confirmation.value.cartItems).toEqual(payment.value.cartItems);
  });
});
