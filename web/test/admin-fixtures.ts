/**
 * What the admin browser tests prepare through the shop's own API (and, for months of revenue,
 * the reporting database): payments as the storefront makes them, an admin's token, proofs
 * decided, the Midtrans simulator acting as the customer's bank.
 */
import { Client } from 'pg';
import type { TestStack } from '@undangan/stack';

// A 2x2 PNG: uploads are checked by their bytes, not their names.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

export async function api<T>(stack: TestStack, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${stack.baseUrl}${path}`, init);
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export function adminCredentials(stack: TestStack) {
  return {
    username: stack.env.ADMIN_USERNAME ?? 'admin',
    password: stack.env.ADMIN_PASSWORD ?? 'admin12345',
  };
}

export async function adminToken(stack: TestStack): Promise<string> {
  const { token } = await api<{ token: string }>(stack, '/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(adminCredentials(stack)),
  });
  return token;
}

export interface ManualPaymentOptions {
  phone: string;
  name?: string;
  referralCode?: string;
}

/** A manual payment with its proof, sent the way the storefront sends it: Premium + Split Link. */
export async function manualPayment(
  stack: TestStack,
  { phone, name = 'Admin Uji Pelanggan', referralCode }: ManualPaymentOptions,
): Promise<{ orderId: string; amount: number; name: string; phone: string }> {
  const { orderId, orderSecret } = await api<{ orderId: string; orderSecret: string }>(
    stack,
    '/api/orders/create-order-id',
    { method: 'POST' },
  );
  const form = new FormData();
  form.set('orderId', orderId);
  form.set('orderSecret', orderSecret);
  form.set('customerName', name);
  form.set('customerPhone', phone);
  form.set('customerEmail', 'pelanggan@example.com');
  form.set(
    'cartItems',
    JSON.stringify([
      {
        packageId: 3,
        designId: 'premium-eucalyptus-mist',
        addons: [{ id: 5, price: 1 }],
        quantity: 1,
        packagePrice: 1,
        totalPrice: 1,
      },
    ]),
  );
  form.set('amount', '1');
  form.set('paymentType', 'Manual');
  if (referralCode) form.set('referralCode', referralCode);
  form.set('proofFile', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'bukti.png');
  const confirmed = await api<{ amount: number }>(stack, '/api/payments/confirm', {
    method: 'POST',
    body: form,
  });
  return { orderId, amount: confirmed.amount, name, phone };
}

/** An admin's decision on a proof, through PRODUCT.md section 7's update call. */
export async function decideProof(
  stack: TestStack,
  token: string,
  payment: { orderId: string; name: string; phone: string },
  status: 'approved' | 'rejected' | 'pending' | 'paid',
): Promise<void> {
  const form = new FormData();
  form.set('orderId', payment.orderId);
  form.set('customerName', payment.name);
  form.set('customerPhone', payment.phone);
  form.set('customerEmail', 'pelanggan@example.com');
  form.set('status', status);
  await api(stack, '/api/admin/payment-proofs/update', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

/** An online payment made as the cart makes it (Premium, no add-on): its order id. */
export async function onlinePayment(
  stack: TestStack,
  phone: string,
  name = 'Admin Uji Daring',
  referralCode?: string,
): Promise<string> {
  const created = await api<{ order_id: string }>(stack, '/api/orders/create-transaction', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      cartItems: [{ packageId: 3, designId: 'premium-eucalyptus-mist', addons: [], quantity: 1 }],
      customerDetails: { name, phone, email: 'daring@example.com' },
      ...(referralCode ? { referralCode } : {}),
    }),
  });
  return created.order_id;
}

/** Acts as Midtrans at the simulator (settle, deny, retry, refund, choose a method...), which notifies the shop. */
export async function simulate(
  stack: TestStack,
  orderId: string,
  action: string,
  body: object = {},
): Promise<void> {
  const sim = `http://127.0.0.1:${stack.specs['midtrans-sim'].port}`;
  const response = await fetch(`${sim}/sim/transactions/${encodeURIComponent(orderId)}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`sim ${action}: ${response.status} ${await response.text()}`);
}

/** YYYY-MM of the month `back` months before this one (UTC). */
export function monthBefore(back: number, now = new Date()): string {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** Months of revenue before this one, written into reporting's monthly rows (as a rebuilt history would be). */
export async function seedRevenueMonths(stack: TestStack, months: number): Promise<string[]> {
  const reporting = new Client({ connectionString: stack.specs.reporting.env.DATABASE_URL });
  await reporting.connect();
  const written: string[] = [];
  try {
    for (let back = 1; back <= months; back++) {
      const month = monthBefore(back);
      await reporting.query(
        `INSERT INTO revenue_by_month (month, revenue, transactions, refunds) VALUES ($1, $2, $3, 0)
         ON CONFLICT (month) DO NOTHING`,
        [month, 1_000_000 + back * 250_000, back],
      );
      written.push(month);
    }
  } finally {
    await reporting.end();
  }
  return written;
}

/**
 * Time passes for one payment: its row in ordering is as old as a Snap page that has run out (the
 * shop then closes it when it reconciles, and money that still comes is late).
 */
export async function agePayment(stack: TestStack, orderId: string): Promise<void> {
  const ordering = new Client({ connectionString: stack.specs.ordering.env.DATABASE_URL });
  await ordering.connect();
  try {
    await ordering.query(
      `UPDATE payments SET created_at = created_at - interval '26 hours' WHERE order_id = $1`,
      [orderId],
    );
  } finally {
    await ordering.end();
  }
}
