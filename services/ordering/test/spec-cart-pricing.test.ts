import { confirmManualSchema, createPaymentSchema, ORDERING, validate } from '@undangan/contracts';
import { RpcClient } from '@undangan/platform';
import { Client } from 'pg';
import { OrderingBackend, startOrderingBackend } from './backend';

/**
 * A cart written from docs/PRODUCT.md (names, no ids, every price a lie) read by the contract schema the
 * gateway uses, then priced by ordering through the real catalogue service; and the ceiling on one
 * order's total, at its default.
 */
jest.setTimeout(90_000);

let backend: OrderingBackend;
let rpc: RpcClient;
let sql: Client;
beforeAll(async () => {
  backend = await startOrderingBackend('spec_cart');
  ({ rpc, sql } = backend);
});

afterAll(async () => {
  await backend?.close();
});

const customer = { name: 'Dewi & Arif', phone: '081298765432', email: 'dewi@example.com' };

interface SpecAddon {
  title: string;
  description: string;
  price: number;
}

/** A cart item exactly as PRODUCT.md section 3 describes it; the browser's prices are 1 rupiah. */
const specItem = (packageName: string, designName: string, addons: string[], quantity = 1) => ({
  packageName,
  designName,
  packagePrice: packageName ? 1 : 0,
  addons: addons.map((title): SpecAddon => ({ title, description: '', price: 1 })),
  totalPrice: 1,
  quantity,
});

/** POST /api/payments/confirm as the gateway reads it, then sent on to ordering. */
async function confirm(cartItems: unknown[]) {
  const { orderId, orderSecret } = await rpc.call<{ orderId: string; orderSecret: string }>(
    ORDERING.createOrderId.pattern,
    {},
  );
  const input = validate(confirmManualSchema, {
    orderId,
    orderSecret,
    customerName: customer.name,
    customerPhone: customer.phone,
    customerEmail: customer.email,
    cartItems: JSON.stringify(cartItems),
    amount: '1',
    paymentType: 'Manual',
  });
  if (!input.ok) throw new Error(`the gateway would refuse this cart: ${input.message}`);
  const answer = rpc.call<{ order_id: string; amount: number }>(ORDERING.confirmManualPayment.pattern, {
    orderId,
    orderSecret,
    customer,
    cart: input.value.cartItems,
  });
  return { orderId, answer };
}

/** POST /api/orders/create-transaction as the gateway reads it, then sent on to ordering. */
function createPayment(cartItems: unknown[]) {
  const input = validate(createPaymentSchema, {
    cartItems,
    customerDetails: customer,
    totalHarga: 1,
    discountAmount: 0,
    referralCode: '',
  });
  if (!input.ok) throw new Error(`the gateway would refuse this cart: ${input.message}`);
  return rpc.call(ORDERING.createPayment.pattern, {
    cart: input.value.cartItems,
    customer: input.value.customerDetails,
  });
}

const paymentCount = async () => Number((await sql.query('SELECT count(*) FROM payments')).rows[0].count);

it("charges a SPEC.md cart the catalogue's prices, whatever names' case and prices it sends", async () => {
  const { orderId, answer } = await confirm([
    specItem(' premium ', 'eucalyptus mist', ['SPLIT LINK'], 2),
    specItem('', '', ['Express 2 Hari']),
  ]);
  // (179.000 + 80.000) x 2 + 50.000
  await expect(answer).resolves.toMatchObject({ order_id: orderId, amount: 568_000 });
  const items = await sql.query(
    `SELECT item_type, item_id, item_name, item_price, item_quantity, design_id, design_name
       FROM payment_items WHERE order_id = $1 ORDER BY line_no`,
    [orderId],
  );
  expect(items.rows).toEqual([
    {
      item_type: 'package',
      item_id: '3',
      item_name: 'Premium',
      item_price: '179000',
      item_quantity: 2,
      design_id: 'premium-eucalyptus-mist',
      design_name: 'Eucalyptus Mist',
    },
    {
      item_type: 'addon',
      item_id: '5',
      item_name: 'Split Link',
      item_price: '80000',
      item_quantity: 2,
      design_id: 'premium-eucalyptus-mist',
      design_name: 'Eucalyptus Mist',
    },
    {
      item_type: 'addon',
      item_id: '1',
      item_name: 'Express 2 Hari',
      item_price: '50000',
      item_quantity: 1,
      design_id: null,
      design_name: null,
    },
  ]);
});

it.each([
  ['an unknown package', specItem('Gold', 'Rustic Garden', []), 'Paket "Gold" tidak ditemukan.'],
  [
    'a design its package may not have',
    specItem('Premium', 'Rustic Garden', []),
    'Desain "Rustic Garden" tidak ditemukan untuk paket Premium.',
  ],
  ['an unknown add-on', specItem('', '', ['Pijat Refleksi']), 'Add-on "Pijat Refleksi" tidak ditemukan.'],
  [
    'the base-features package',
    specItem('Fitur Dasar', 'Dusty Blue', []),
    'Paket "Fitur Dasar" tidak ditemukan.',
  ],
])('refuses %s with a 400 naming it, and records nothing', async (_label, item, message) => {
  const before = await paymentCount();
  const { answer } = await confirm([specItem('Basic', 'Dusty Blue', []), item]);
  await expect(answer).rejects.toMatchObject({ status: 400, message });
  await expect(createPayment([item])).rejects.toMatchObject({ status: 400, message });
  expect(await paymentCount()).toBe(before);
});

describe('the ceiling on one order (MAX_ORDER_TOTAL unset: Rp 100.000.000)', () => {
  /**
   * Split Link (Rp 80.000) with Revisi Foto/Musik (Rp 20.000): ten lines of a hundred make
   * Rp 100.000.000 (not a turnaround: an order has one).
   */
  const atCeiling = Array.from({ length: 10 }, () =>
    specItem('', '', ['Split Link', 'Revisi Foto/Musik'], 100),
  );
  const overCeiling = [...atCeiling, specItem('', '', ['Revisi Foto/Musik'])];
  const refusal =
    'Total pesanan melebihi batas Rp 100.000.000. Untuk pesanan sebesar ini, silakan hubungi kami melalui WhatsApp.';

  it('accepts an order whose total is exactly the ceiling', async () => {
    const { orderId, answer } = await confirm(atCeiling);
    await expect(answer).resolves.toMatchObject({ order_id: orderId, amount: 100_000_000 });
  });

  it('refuses one Rp 20.000 over it, on both ways to pay, and records nothing', async () => {
    const before = await paymentCount();
    const { answer } = await confirm(overCeiling);
    await expect(answer).rejects.toMatchObject({ status: 400, message: refusal });
    await expect(createPayment(overCeiling)).rejects.toMatchObject({ status: 400, message: refusal });
    expect(await paymentCount()).toBe(before);
  });
});
