import { pngImage } from '../../../services/proof-storage/test/image-fixtures';
import { waitFor } from '@undangan/platform/testing';
import { send } from './answers';
import type { SecurityStack } from './harness';
import { query } from './stored-data';

/** A customer, a cart whose browser prices are all wrong, and the steps of an order set up for a test. */

/** The secret issued with each order id the tests asked for, as the browser keeps it. */
const issuedSecrets = new Map<string, string>();

/** A new order id from create-order-id, its secret kept for the confirmation (ownerFields). */
export async function issueOrderId(base: string): Promise<string> {
  const issued = await send(base, '/api/orders/create-order-id', { method: 'POST' });
  if (issued.status !== 200) throw new Error(`create-order-id answered ${issued.status}: ${issued.text}`);
  issuedSecrets.set(issued.body.orderId, issued.body.orderSecret);
  return issued.body.orderId as string;
}

/** The secret of an order id issueOrderId asked for (undefined for any other id). */
export const secretOf = (orderId: string): string | undefined => issuedSecrets.get(orderId);

/** The form fields that prove a confirmation comes from the browser that placed the order. */
export const ownerFields = (orderId: string): Record<string, string> => {
  const secret = issuedSecrets.get(orderId);
  return secret ? { orderSecret: secret } : {};
};

/**
 * The customer pays an online payment at the simulator (BCA VA), which notifies the shop; the shop
 * believes Midtrans's status answer only, so a hand-signed body would not pay it. Answers when the
 * payment's fulfilment order exists.
 */
export async function payAtSimulator(
  shop: SecurityStack,
  orderId: string,
): Promise<{ id: string; order_id: string }> {
  const paid = await send(shop.sim, `/sim/transactions/${orderId}/settle?method=bca_va`, {
    method: 'POST',
    json: {},
  });
  if (paid.status !== 200) throw new Error(`the simulator's settle answered ${paid.status}: ${paid.text}`);
  const rows = await waitFor(
    () =>
      query(
        shop.stack,
        'ordering',
        'SELECT id::text AS id, order_id FROM fulfilment_orders WHERE order_id = $1',
        [orderId],
      ),
    (r) => r.length === 1,
  );
  if (rows.length !== 1) throw new Error(`no fulfilment order for ${orderId} after paying it`);
  return rows[0];
}

/** A 1x1 PNG, whole: uploads are decoded. */
export const PNG_1X1 = pngImage(1, 1);

export const CUSTOMER = { name: 'Dewi Lestari', phone: '081298765432', email: 'dewi@example.com' };
/** Premium (179.000) with a Premium design and Split Link (80.000): every browser price is a lie. */
export const CART = [
  {
    packageId: 3,
    packageName: 'Premium',
    packagePrice: 1,
    designId: 'premium-eucalyptus-mist',
    designName: 'Eucalyptus Mist',
    addons: [{ id: 5, title: 'Split Link', description: '', price: 1 }],
    totalPrice: 2,
    quantity: 1,
  },
];
export const CART_SERVER_TOTAL = 179_000 + 80_000;
