import { Client } from 'pg';
import type {
  AddonChoiceFields,
  AdminDashboardSummary,
  RevisionKind,
  RevisionView,
} from '@undangan/contracts';
import { pngImage } from '../../../../services/proof-storage/test/image-fixtures';
import { SENDABLE_INVITATION_DATA } from '../../../../services/ordering/test/invitation-fixtures';
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
/** A code with a small usage limit, which concurrent checkouts compete for. */
export const LIMITED_REFERRAL = { code: 'MODELTERBATAS', percentage: 10, limit: 2 };
const CUSTOMER = { name: 'Sari & Bima', phone: '081234567890', email: 'sari.bima@example.com' };

export interface CartLine {
  packageId?: number;
  designId?: string;
  addons: { id: number }[];
  quantity: number;
  /** The paid revision the line pays for (one add-on, once). */
  revisionId?: string;
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
  refund_due: number;
  version: number;
  provider_status: string | null;
  settled: boolean;
  fulfilment: boolean;
  held: boolean;
}

/** A checkout the shop took (the order and what it charged) or refused (its status and message). */
export type CheckoutAnswer =
  { taken: true; orderId: string; amount: number } | { taken: false; status: number; message: string };

/** An order's use of a referral code, as referral_usages holds it. */
export interface StoredUse {
  code: string;
  counted: boolean;
  released: boolean;
}

export class ShopDriver {
  private constructor(
    readonly faults: FaultStack,
    private readonly proofs: Client,
    readonly catalogue: Catalogue,
    /** A second admin's session, for two admins deciding at once. */
    private readonly secondAdmin: Record<string, string>,
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
      await faults.ordering.query(
        `INSERT INTO referral_codes (code, percentage, active, description, usage_limit)
         VALUES ($1, $2, true, 'model, limited', $3) ON CONFLICT (code) DO NOTHING`,
        [LIMITED_REFERRAL.code, LIMITED_REFERRAL.percentage, LIMITED_REFERRAL.limit],
      );
      const login = await faults.post('/admin/login', {
        username: faults.stack.env.ADMIN_USERNAME ?? 'admin',
        password: faults.stack.env.ADMIN_PASSWORD ?? 'admin12345',
      });
      if (login.status !== 200) throw new Error(`second admin login answered ${login.status}`);
      const second = { authorization: `Bearer ${String(login.body.token)}` };
      return new ShopDriver(faults, proofs, await readCatalogue(faults), second);
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

  /** A checkout the shop must take: online (a Snap transaction) or a manual transfer with its proof. */
  async checkout(
    kind: 'online' | 'manual',
    cart: CartLine[],
    code: string | null,
  ): Promise<{ orderId: string; amount: number }> {
    const answer = await this.tryCheckout(kind, cart, code);
    if (!answer.taken) throw new Error(`${kind} checkout answered ${answer.status}: ${answer.message}`);
    return answer;
  }

  /** A checkout the shop may refuse (a 400 or 409, with its message): nothing is then recorded. */
  async tryCheckout(
    kind: 'online' | 'manual',
    cart: CartLine[],
    code: string | null,
  ): Promise<CheckoutAnswer> {
    const refused = (res: HttpAnswer): CheckoutAnswer => {
      if (res.status !== 400 && res.status !== 409)
        throw new Error(`${kind} checkout answered ${res.status}: ${JSON.stringify(res.body)}`);
      return { taken: false, status: res.status, message: String(res.body.message) };
    };
    if (kind === 'online') {
      const res = await this.faults.post('/api/orders/create-transaction', {
        cartItems: cart,
        customerDetails: CUSTOMER,
        ...(code ? { referralCode: code } : {}),
      });
      if (res.status !== 200) return refused(res);
      return { taken: true, orderId: String(res.body.order_id), amount: Number(res.body.gross_amount) };
    }
    const issued = await this.faults.post('/api/orders/create-order-id', {});
    if (issued.status !== 200) throw new Error(`create-order-id answered ${issued.status}`);
    const orderId = String(issued.body.orderId);
    const form = confirmationForm({ orderId, orderSecret: String(issued.body.orderSecret) }, cart, CUSTOMER, {
      paymentType: 'Manual',
      ...(code ? { referralCode: code } : {}),
    });
    const confirmed = await this.faults.call('/api/payments/confirm', { method: 'POST', body: form });
    if (confirmed.status !== 200) return refused(confirmed);
    const [row] = (
      await this.faults.ordering.query('SELECT amount FROM payments WHERE order_id = $1', [orderId])
    ).rows;
    return { taken: true, orderId, amount: Number(row.amount) };
  }

  /** The couple's invitation data saved and sent ("Kirim Data"): revisions open from then on. */
  async sendInvitationData(orderId: string): Promise<void> {
    const lookup = { order_id: orderId, phone: CUSTOMER.phone };
    const saved = await this.faults.call('/api/orders/invitation', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...lookup, version: 0, data: SENDABLE_INVITATION_DATA }),
    });
    if (saved.status !== 200)
      throw new Error(`invitation save answered ${saved.status}: ${JSON.stringify(saved.body)}`);
    const sent = await this.faults.post('/api/orders/invitation/submit', lookup);
    if (sent.status !== 200)
      throw new Error(`invitation submit answered ${sent.status}: ${JSON.stringify(sent.body)}`);
  }

  /** The couple asks for a revision of a kind; the shop answers it free (queued) or priced. */
  async askRevision(orderId: string, kind: RevisionKind): Promise<RevisionView> {
    const res = await this.faults.post('/api/orders/revisions', {
      order_id: orderId,
      phone: CUSTOMER.phone,
      kind,
      description: `Mohon ubah ${kind}.`,
    });
    if (res.status !== 200 && res.status !== 201)
      throw new Error(`revision request answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body as unknown as RevisionView;
  }

  /**
   * The couple's new transfer proof from the tracking page (the order id and phone first, then the
   * picture); resolves once ordering has taken in what proof-storage announced.
   */
  async newProof(orderId: string): Promise<void> {
    const form = new FormData();
    form.set('order_id', orderId);
    form.set('phone', CUSTOMER.phone);
    form.set(
      'proofFile',
      new Blob([new Uint8Array(pngImage(20, 14))], { type: 'image/png' }),
      'bukti-baru.png',
    );
    const res = await this.faults.call('/api/orders/proof', { method: 'POST', body: form });
    if (res.status !== 200 && res.status !== 201)
      throw new Error(`new proof answered ${res.status}: ${JSON.stringify(res.body)}`);
    await this.proofEventsTakenIn(orderId);
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

  /** The simulator's record of the order (Midtrans's transaction), as its control API shows it. */
  async simTransaction(orderId: string): Promise<SimTransactionView> {
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
    await this.saveProofDecision(orderId, status, 'first');
    await this.proofEventsTakenIn(orderId);
  }

  /**
   * Two admins, each in a session of their own, decide one proof: the second `gapMs` after the first
   * (0: at once). Resolves once ordering has taken both in, with the decisions in the order
   * proof-storage saved them (their versions), the later last.
   */
  async twoProofDecisions(
    orderId: string,
    decisions: [string, string],
    gapMs: number,
  ): Promise<{ status: string; version: number }[]> {
    await Promise.all([
      this.saveProofDecision(orderId, decisions[0], 'first'),
      new Promise((resolve) => setTimeout(resolve, gapMs)).then(() =>
        this.saveProofDecision(orderId, decisions[1], 'second'),
      ),
    ]);
    await this.proofEventsTakenIn(orderId);
    const { rows } = await this.proofs.query(
      `SELECT payload->'data'->>'status' AS status, (payload->'data'->>'version')::int AS version FROM outbox
        WHERE type = 'proof.status-changed' AND payload->'data'->>'orderId' = $1
        ORDER BY (payload->'data'->>'version')::int DESC LIMIT 2`,
      [orderId],
    );
    return (rows as { status: string; version: number }[]).reverse();
  }

  private async saveProofDecision(
    orderId: string,
    status: string,
    session: 'first' | 'second',
  ): Promise<void> {
    const form = new FormData();
    form.set('orderId', orderId);
    form.set('customerName', CUSTOMER.name);
    form.set('customerPhone', CUSTOMER.phone);
    form.set('customerEmail', CUSTOMER.email);
    form.set('status', status);
    const res =
      session === 'first'
        ? await this.faults.adminCall('/api/admin/payment-proofs/update', { method: 'POST', body: form })
        : await this.faults.call('/api/admin/payment-proofs/update', {
            method: 'POST',
            body: form,
            headers: this.secondAdmin,
          });
    if (res.status !== 200)
      throw new Error(`proof update answered ${res.status}: ${JSON.stringify(res.body)}`);
  }

  /** Ordering has taken in every proof.status-changed proof-storage published for the order. */
  private async proofEventsTakenIn(orderId: string): Promise<void> {
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

  /** The admin withdraws a revision (one still waiting for its payment may only be withdrawn). */
  async cancelRevision(id: string): Promise<void> {
    const res = await this.faults.adminCall(`/api/admin/revisions/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'cancelled' }),
    });
    if (res.status !== 200)
      throw new Error(`revision update answered ${res.status}: ${JSON.stringify(res.body)}`);
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
      `SELECT t.order_id, t.status, t.refunded_amount::int AS refunded_amount, t.paid_late,
         t.refund_due::int AS refund_due, t.version,
         t.provider_status, t.settled_at IS NOT NULL AS settled, o.order_id IS NOT NULL AS fulfilment,
         o.hold_reason IS NOT NULL AS held
       FROM payments t LEFT JOIN fulfilment_orders o USING (order_id) WHERE t.order_id = ANY($1)`,
      [orderIds],
    );
    return new Map(rows.map((row: StoredPayment) => [row.order_id, row]));
  }

  /** Each revision's status and the payment that paid it. */
  async revisions(ids: string[]): Promise<Map<string, { status: string; paid_order_id: string | null }>> {
    const { rows } = await this.faults.ordering.query(
      'SELECT id, status, paid_order_id FROM revisions WHERE id = ANY($1::uuid[])',
      [ids],
    );
    return new Map(
      rows.map((row: { id: string; status: string; paid_order_id: string | null }) => [row.id, row]),
    );
  }

  /** Each order's use of a referral code. */
  async referralUses(orderIds: string[]): Promise<Map<string, StoredUse>> {
    const { rows } = await this.faults.ordering.query(
      `SELECT order_id, code, counted_at IS NOT NULL AS counted, released_at IS NOT NULL AS released
         FROM referral_usages WHERE order_id = ANY($1)`,
      [orderIds],
    );
    return new Map(
      rows.map((row: StoredUse & { order_id: string }) => [
        row.order_id,
        { code: row.code, counted: row.counted, released: row.released },
      ]),
    );
  }

  /** How many uses each code counts against its limit (referral_codes.used_count). */
  async referralCounts(codes: string[]): Promise<Record<string, number>> {
    const { rows } = await this.faults.ordering.query(
      'SELECT code, used_count FROM referral_codes WHERE code = ANY($1) ORDER BY code',
      [codes],
    );
    return Object.fromEntries(
      rows.map((row: { code: string; used_count: number }) => [row.code, row.used_count]),
    );
  }

  /** Each transfer proof's status as proof-storage holds it. */
  async proofStatuses(orderIds: string[]): Promise<Map<string, string>> {
    const { rows } = await this.proofs.query(
      'SELECT order_id, status FROM payment_proofs WHERE order_id = ANY($1)',
      [orderIds],
    );
    return new Map(rows.map((row: { order_id: string; status: string }) => [row.order_id, row.status]));
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
