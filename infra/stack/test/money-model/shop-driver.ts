import { Client } from 'pg';
import type { AddonChoiceFields, AdminDashboardSummary } from '@undangan/contracts';
import { confirmationForm, FaultStack, HttpAnswer, waitFor } from '../../faults/fault-stack';
import { untilTakenIn } from '../../src/reporting-caught-up';
import type { MidtransView, PaymentStatus } from './shop-model';

/**
 * The running shop as the money model drives it: a customer through the gateway, Midtrans
 * through the simulator's control API, an admin through the admin API, and reads of what the
 * shop then holds. Every program runs as built (startTestStack), the broker and databases are
 * real; only the clocks are the model's: Midtrans retries a notification when the model says so
 * (SIM_RETRY_SCALE too large for a timer), reconciliation runs when the admin asks, and a Snap
 * page's life ends when the model ages its payment.
 */
export const MODEL_ENV = {
  // 2 minutes x 1000 is beyond any timer: a refused notification is retried by retry-due only.
  SIM_RETRY_SCALE: '1000',
  // A status answer that does not come is given up on quickly.
  MIDTRANS_TIMEOUT_MS: '300',
  // Every "Cek Status" asks Midtrans, and no reconciliation runs on its own.
  PAYMENT_LOOKUP_REFRESH_MS: '0',
  RECONCILE_INTERVAL_MS: '0',
};

export const REFERRAL = { code: 'MODELSEPULUH', percentage: 10 };
const CUSTOMER = { name: 'Sari & Bima', phone: '081234567890', email: 'sari.bima@example.com' };

export interface CartLine {
  packageId?: number;
  designId?: string;
  addons: { id: number }[];
  quantity: number;
}

/** The catalogue the carts are made of, read through the shop's public API. */
export interface Catalogue {
  packages: Map<number, number>;
  addons: Map<number, number>;
  /** What the shop's add-on rules read of each add-on: its kind and the packages that include it. */
  addonRules: Map<number, AddonChoiceFields>;
  /** A design each package may be ordered with. */
  designFor: Map<number, string>;
}

export interface SimDelivery {
  id: string;
  state: string;
  attempts: { http_status: number | null }[];
}

export interface SimTransactionView {
  status: string;
  fraud_status: string | null;
  payment_method: string | null;
  midtrans: (MidtransView & Record<string, unknown>) | null;
  deliveries: SimDelivery[];
}

export interface StoredPayment {
  order_id: string;
  status: PaymentStatus;
  refunded_amount: number;
  paid_late: boolean;
  version: number;
  provider_status: string | null;
  settled: boolean;
  fulfilment: boolean;
  held: boolean;
}

export class ShopDriver {
  private constructor(
    readonly faults: FaultStack,
    private readonly proofs: Client,
    readonly catalogue: Catalogue,
  ) {}

  static async start(): Promise<ShopDriver> {
    const faults = await FaultStack.start(MODEL_ENV);
    const proofs = new Client({ connectionString: faults.stack.specs['proof-storage'].env.DATABASE_URL });
    proofs.on('error', () => undefined);
    try {
      await proofs.connect();
      await faults.ordering.query(
        `INSERT INTO referral_codes (code, percentage, active, description) VALUES ($1, $2, true, 'model')
         ON CONFLICT (code) DO NOTHING`,
        [REFERRAL.code, REFERRAL.percentage],
      );
      return new ShopDriver(faults, proofs, await readCatalogue(faults));
    } catch (err) {
      await proofs.end().catch(() => undefined);
      await faults.stop();
      throw err;
    }
  }

  async stop(): Promise<void> {
    await this.proofs.end().catch(() => undefined);
    await this.faults.stop();
  }

  /**
   * A clean shop for the next run: nothing in flight, Midtrans forgotten, and ordering's payments
   * and reporting's figures emptied, so the balance is exactly the run's own payments.
   */
  async reset(): Promise<void> {
    await this.sim('POST', '/sim/reset');
    await this.faults.quiesce();
    await this.faults.ordering.query(
      `TRUNCATE payments, payment_items, fulfilment_orders, payment_status_changes, payment_notifications,
         outbox, inbox, issued_order_ids, referral_usages CASCADE`,
    );
    await this.faults.ordering.query('UPDATE referral_codes SET used_count = 0');
    await this.faults.reporting.query('TRUNCATE payment_facts, revenue_by_month, inbox');
    await this.faults.reporting.query(
      `UPDATE balance_totals SET total_revenue = 0, successful_transactions = 0, addons_revenue = 0,
         pending_transactions = 0, pending_revenue = 0, refunded_total = 0, refunded_transactions = 0`,
    );
  }

  // The customer.

  async checkoutOnline(cart: CartLine[], referral: boolean): Promise<{ orderId: string; amount: number }> {
    const res = await this.faults.post('/api/orders/create-transaction', {
      cartItems: cart,
      customerDetails: CUSTOMER,
      ...(referral ? { referralCode: REFERRAL.code } : {}),
    });
    if (res.status !== 200)
      throw new Error(`create-transaction answered ${res.status}: ${JSON.stringify(res.body)}`);
    return { orderId: String(res.body.order_id), amount: Number(res.body.gross_amount) };
  }

  async checkoutManual(cart: CartLine[], referral: boolean): Promise<{ orderId: string; amount: number }> {
    const issued = await this.faults.post('/api/orders/create-order-id', {});
    if (issued.status !== 200) throw new Error(`create-order-id answered ${issued.status}`);
    const orderId = String(issued.body.orderId);
    const form = confirmationForm({ orderId, orderSecret: String(issued.body.orderSecret) }, cart, CUSTOMER, {
      paymentType: 'Manual',
      ...(referral ? { referralCode: REFERRAL.code } : {}),
    });
    const confirmed = await this.faults.call('/api/payments/confirm', { method: 'POST', body: form });
    if (confirmed.status !== 200)
      throw new Error(`payments/confirm answered ${confirmed.status}: ${JSON.stringify(confirmed.body)}`);
    const [row] = (
      await this.faults.ordering.query('SELECT amount FROM payments WHERE order_id = $1', [orderId])
    ).rows;
    return { orderId, amount: Number(row.amount) };
  }

  /** POST /api/transactions/pending-transactions with the checkout phone: the customer's "Cek Status". */
  async lookup(orderId: string): Promise<Record<string, unknown>> {
    const res = await this.faults.call('/api/transactions/pending-transactions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order_id: orderId, phone: CUSTOMER.phone }),
    });
    if (res.status !== 200) throw new Error(`look-up answered ${res.status}: ${JSON.stringify(res.body)}`);
    return (res.body.transactions as Record<string, unknown>[])[0];
  }

  // Midtrans (the simulator).

  async sim(method: string, path: string, body?: unknown): Promise<HttpAnswer> {
    return this.faults.call(
      path,
      body === undefined
        ? { method }
        : { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
      this.faults.sim,
    );
  }

  async transaction(orderId: string): Promise<SimTransactionView> {
    const res = await this.sim('GET', `/sim/transactions/${orderId}`);
    if (res.status !== 200) throw new Error(`sim transaction ${orderId}: ${res.status}`);
    return res.body as unknown as SimTransactionView;
  }

  /** A move at Midtrans; false when Midtrans refused it (not allowed from where it is). */
  async act(orderId: string, path: string, body: Record<string, unknown> = {}): Promise<boolean> {
    const res = await this.sim('POST', `/sim/transactions/${orderId}/${path}`, body);
    if (res.status === 200) return true;
    if (res.status === 409 || res.status === 410) return false;
    throw new Error(`sim ${path} of ${orderId}: ${res.status} ${JSON.stringify(res.body)}`);
  }

  /** The merchant's own Core API call (server key), as the shop's back office would make it. */
  async coreApi(path: string, body: unknown): Promise<number> {
    const key = Buffer.from(`${this.faults.stack.specs.ordering.env.MIDTRANS_SERVER_KEY}:`).toString(
      'base64',
    );
    const res = await this.faults.call(
      path,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Basic ${key}` },
        body: JSON.stringify(body),
      },
      this.faults.sim,
    );
    return res.status;
  }

  /** Waits until Midtrans has nothing queued or being sent (each sent one was answered). */
  async deliveriesIdle(): Promise<void> {
    const res = await this.sim('GET', '/sim/deliveries/idle');
    if (res.status !== 200) throw new Error(`sim idle: ${res.status}`);
  }

  async delivery(id: string): Promise<SimDelivery> {
    const res = await this.sim('GET', `/sim/deliveries/${id}`);
    if (res.status !== 200) throw new Error(`sim delivery ${id}: ${res.status}`);
    return res.body as unknown as SimDelivery;
  }

  // The admin.

  /** The admin's reconcile button, pressed until a pass reached every open question. */
  async reconcile(): Promise<number> {
    let passes = 0;
    for (;;) {
      passes++;
      const res = await this.faults.adminPost('/api/admin/payments/reconcile', {});
      if (res.status !== 200)
        throw new Error(`reconcile answered ${res.status}: ${JSON.stringify(res.body)}`);
      if (res.body.busy) throw new Error('reconcile found another pass running');
      if (res.body.remaining === 0) return passes;
      if (passes >= 50)
        throw new Error(`reconcile still has ${String(res.body.remaining)} left after 50 passes`);
    }
  }

  /** An admin's decision on a transfer proof; resolves once ordering has taken it in. */
  async proofDecision(orderId: string, status: string): Promise<void> {
    const form = new FormData();
    form.set('orderId', orderId);
    form.set('customerName', CUSTOMER.name);
    form.set('customerPhone', CUSTOMER.phone);
    form.set('customerEmail', CUSTOMER.email);
    form.set('status', status);
    const res = await this.faults.adminCall('/api/admin/payment-proofs/update', {
      method: 'POST',
      body: form,
    });
    if (res.status !== 200)
      throw new Error(`proof update answered ${res.status}: ${JSON.stringify(res.body)}`);
    const published = async () =>
      (
        await this.proofs.query(
          `SELECT id::text FROM outbox WHERE type = 'proof.status-changed' AND payload->'data'->>'orderId' = $1`,
          [orderId],
        )
      ).rows.map((row: { id: string }) => row.id);
    const ids = await published();
    await untilTakenIn(`ordering to take in the proof decisions of ${orderId}`, this.faults.ordering, ids);
  }

  /** Time passes for one payment: the shop's row is as old as a Snap page that has run out. */
  async age(orderId: string): Promise<void> {
    await this.faults.ordering.query(
      `UPDATE payments SET created_at = created_at - interval '26 hours' WHERE order_id = $1`,
      [orderId],
    );
  }

  async restart(program: 'ordering' | 'reporting'): Promise<void> {
    await this.faults.stack.killProgram(program);
    await this.faults.stack.startProgram(program);
    // The gateway remembers "no consumer" for half a second: wait until it reaches the program again.
    await waitFor(
      `the gateway to reach ${program} again`,
      () =>
        program === 'ordering'
          ? this.faults.adminGet('/api/admin/transactions/payments?page=1&limit=1')
          : this.faults.adminGet('/admin/dashboard/balance'),
      (res) => res.status === 200,
    );
  }

  // What the shop holds.

  async payments(orderIds: string[]): Promise<Map<string, StoredPayment>> {
    const { rows } = await this.faults.ordering.query(
      `SELECT t.order_id, t.status, t.refunded_amount::int AS refunded_amount, t.paid_late, t.version,
         t.provider_status, t.settled_at IS NOT NULL AS settled, o.order_id IS NOT NULL AS fulfilment,
         o.hold_reason IS NOT NULL AS held
       FROM payments t LEFT JOIN fulfilment_orders o USING (order_id) WHERE t.order_id = ANY($1)`,
      [orderIds],
    );
    return new Map(rows.map((row: StoredPayment) => [row.order_id, row]));
  }

  /**
   * The events of a payment's states that ordering published for an order, by version. A pending
   * payment's instructions (payment.instructions-issued, for the couple's email) change no state and
   * take no version of their own: the ledger's tests hold them.
   */
  async events(orderId: string): Promise<string[]> {
    const { rows } = await this.faults.ordering.query(
      `SELECT type FROM outbox WHERE payload->'data'->>'orderId' = $1 AND type LIKE 'payment.%'
         AND type <> 'payment.instructions-issued'
       ORDER BY (payload->'data'->>'version')::int, id`,
      [orderId],
    );
    return rows.map((row: { type: string }) => row.type);
  }

  async adminDetail(orderId: string): Promise<Record<string, unknown>> {
    const res = await this.faults.adminGet(`/api/admin/transactions/detail?order_id=${orderId}`);
    if (res.status !== 200) throw new Error(`detail answered ${res.status}`);
    return res.body;
  }

  async reportingFacts(orderIds: string[]): Promise<Map<string, { status: string; refunded: number }>> {
    const { rows } = await this.faults.reporting.query(
      `SELECT order_id, status, refunded_amount::int AS refunded FROM payment_facts WHERE order_id = ANY($1)`,
      [orderIds],
    );
    return new Map(
      rows.map((row: { order_id: string; status: string; refunded: number }) => [row.order_id, row]),
    );
  }

  async dashboard(): Promise<AdminDashboardSummary> {
    const res = await this.faults.adminGet('/api/admin/dashboard/summary');
    if (res.status !== 200) throw new Error(`dashboard answered ${res.status}`);
    return res.body as unknown as AdminDashboardSummary;
  }
}

async function readCatalogue(faults: FaultStack): Promise<Catalogue> {
  const packages = (await faults.call('/api/details/data')).body as unknown as {
    id: number;
    price: number;
  }[];
  const addons = (await faults.call('/api/addons')).body as unknown as (AddonChoiceFields & {
    id: number;
    price: number;
  })[];
  const designs = (await faults.call('/api/designs/all')).body as unknown as {
    id: string;
    package_allowed: number[];
  }[];
  const designFor = new Map<number, string>();
  for (const { id } of packages) {
    const design = designs.find((candidate) => candidate.package_allowed.includes(id));
    if (design) designFor.set(id, design.id);
  }
  return {
    packages: new Map(
      packages.filter(({ id }) => designFor.has(id) && id !== 1).map(({ id, price }) => [id, price]),
    ),
    addons: new Map(addons.map(({ id, price }) => [id, price])),
    addonRules: new Map(addons.map((addon) => [addon.id, addon])),
    designFor,
  };
}
