import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual, promisify } from 'node:util';
import { Client } from 'pg';
import { sleep, waitFor } from '@undangan/platform/testing';
import { REVENUE_EVENT_TYPES, type BalanceSummary } from '@undangan/contracts';
import { startTestStack, TestStack, TestStackOptions } from '../src/test-stack';
import { pngImage } from '../../../services/proof-storage/test/image-fixtures';
import { balanceTruth } from './balance-truth';

/**
 * The whole system started from its built programs, plus what a fault test needs around it: the
 * Midtrans simulator's control API, both databases a test checks the figures against, the
 * broker's view of the queues, and a way to find a program's process.
 */
const run = promisify(execFile);

/** Premium (179.000) with the Eucalyptus Mist design and the Split Link add-on (80.000). */
export const CART = [{ packageId: 3, designId: 'premium-eucalyptus-mist', addons: [{ id: 5 }], quantity: 1 }];
export const PRICE = 179_000 + 80_000;
export const ADDONS = 80_000;
const CUSTOMER = { name: 'Dewi & Arif', phone: '081298765432', email: 'dewi@example.com' };

/**
 * A manual transfer's confirmation as the browser sends it: the order id with the secret issued
 * beside it, the customer, the cart, and a small PNG as the proof (plus any `extra` fields).
 */
export function confirmationForm(
  issued: { orderId: string; orderSecret: string },
  cart: unknown,
  customer: { name: string; phone: string; email: string },
  extra: Record<string, string> = {},
): FormData {
  const form = new FormData();
  form.set('orderId', issued.orderId);
  form.set('orderSecret', issued.orderSecret);
  form.set('customerName', customer.name);
  form.set('customerPhone', customer.phone);
  form.set('customerEmail', customer.email);
  form.set('cartItems', JSON.stringify(cart));
  for (const [name, value] of Object.entries(extra)) form.set(name, value);
  form.set('proofFile', new Blob([new Uint8Array(pngImage(48, 32))], { type: 'image/png' }), 'bukti.png');
  return form;
}

export interface HttpAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** The shared polling helper, re-exported so fault tests keep one import. */
export { sleep, waitFor };

/** Runs `work` over `items`, at most `concurrency` at a time, keeping the results in order. */
export async function inParallel<T, R>(
  items: T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

export async function rabbitmqctl(...args: string[]): Promise<string> {
  const { stdout } = await run('rabbitmqctl', ['-q', ...args], { timeout: 60_000 });
  return stdout;
}

/** One pass of reconciliation, as the admin's button answers it. */
export interface ReconcilePass {
  checked: number;
  changed: number;
  remaining: number;
  more?: true;
}

export class FaultStack {
  readonly sim: string;
  readonly vhost: string;
  private admin: Record<string, string> = {};

  private constructor(
    readonly stack: TestStack,
    readonly ordering: Client,
    readonly reporting: Client,
  ) {
    this.sim = `http://127.0.0.1:${stack.specs['midtrans-sim'].port}`;
    this.vhost = decodeURIComponent(new URL(stack.env.AMQP_URL).pathname.slice(1));
  }

  /**
   * Every program, with the simulator's retry pauses shrunk so a refused notification retries in
   * ms; `options` may run replicas (`scale`) behind a front, as the test stack takes them.
   */
  static async start(
    env: Record<string, string> = {},
    options: Pick<TestStackOptions, 'scale' | 'front'> = {},
  ): Promise<FaultStack> {
    // Customers retrying through an outage are many requests from one address: no write limit here.
    const stack = await startTestStack({
      ...options,
      env: { SIM_RETRY_SCALE: '0.0001', PUBLIC_WRITE_RATE_LIMIT_PER_MINUTE: '0', ...env },
    });
    const ordering = new Client({ connectionString: stack.specs.ordering.env.DATABASE_URL });
    const reporting = new Client({ connectionString: stack.specs.reporting.env.DATABASE_URL });
    // A terminated backend must fail a query, not crash the test process.
    ordering.on('error', () => undefined);
    reporting.on('error', () => undefined);
    try {
      await ordering.connect();
      await reporting.connect();
      const faults = new FaultStack(stack, ordering, reporting);
      await faults.login();
      return faults;
    } catch (err) {
      await ordering.end().catch(() => undefined);
      await reporting.end().catch(() => undefined);
      await stack.stop();
      throw err;
    }
  }

  async stop(): Promise<void> {
    // FAULT_LOG_DIR keeps every program's output for a post-mortem of a failed run.
    const dir = process.env.FAULT_LOG_DIR;
    if (dir) {
      mkdirSync(dir, { recursive: true });
      for (const name of Object.keys(this.stack.specs)) {
        writeFileSync(path.join(dir, `${this.vhost}.${name}.log`), this.stack.logs(name));
      }
    }
    await this.ordering.end().catch(() => undefined);
    await this.reporting.end().catch(() => undefined);
    await this.stack.stop();
  }

  async call(path: string, init: RequestInit = {}, base = this.stack.baseUrl): Promise<HttpAnswer> {
    const res = await fetch(base + path, { ...init, signal: AbortSignal.timeout(20_000) });
    const text = await res.text();
    let body: Record<string, unknown>;
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      body = { text };
    }
    return { status: res.status, body };
  }

  post(path: string, body: unknown, headers: Record<string, string> = {}, base?: string) {
    return this.call(
      path,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      },
      base,
    );
  }

  adminPost(path: string, body: unknown) {
    return this.post(path, body, this.admin);
  }

  /**
   * Reconciliation run to the end, as an admin runs it: a pass has a time budget and says how many
   * payments it left unasked (`remaining`); the button is pressed again until a pass leaves none,
   * which on a busy machine can take more than one. What each pass answered, in order.
   */
  async reconcileAll(timeoutMs = 120_000): Promise<ReconcilePass[]> {
    const passes: ReconcilePass[] = [];
    await waitFor(
      'a reconciliation pass that asked about every payment',
      async () => {
        const answer = await this.adminPost('/api/admin/payments/reconcile', {});
        if (answer.status !== 200) throw new Error(`reconciliation answered ${answer.status}`);
        const pass = answer.body as unknown as ReconcilePass;
        passes.push(pass);
        return pass.remaining;
      },
      (remaining) => remaining === 0,
      timeoutMs,
    );
    return passes;
  }

  adminGet(path: string) {
    return this.call(path, { headers: this.admin });
  }

  /** Any admin request (a multipart form, say), with the admin's token. */
  adminCall(path: string, init: RequestInit = {}) {
    return this.call(path, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), ...this.admin },
    });
  }

  private async login(): Promise<void> {
    const login = await this.post('/admin/login', {
      username: this.stack.env.ADMIN_USERNAME ?? 'admin',
      password: this.stack.env.ADMIN_PASSWORD ?? 'admin12345',
    });
    if (login.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(login)}`);
    this.admin = { authorization: `Bearer ${String(login.body.token)}` };
  }

  /** An online payment through the gateway (Snap token at the simulator); answers the order id. */
  async createPayment(): Promise<string> {
    const res = await this.post('/api/orders/create-transaction', {
      cartItems: CART,
      customerDetails: CUSTOMER,
    });
    if (res.status !== 200 || res.body.gross_amount !== PRICE) {
      throw new Error(`create-transaction answered ${res.status}: ${JSON.stringify(res.body)}`);
    }
    return String(res.body.order_id);
  }

  /**
   * The customer pays by BCA virtual account at the simulator; it notifies the gateway unless
   * `notify` is false (a lost notification). Answers Midtrans's signed view of the transaction,
   * which is also a valid notification body.
   */
  async settleAtSimulator(orderId: string, notify = true): Promise<Record<string, unknown>> {
    const res = await this.post(
      `/sim/transactions/${orderId}/settle?method=bca_va${notify ? '' : '&notify=false'}`,
      {},
      {},
      this.sim,
    );
    if (res.status !== 200)
      throw new Error(`sim settle of ${orderId}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.midtrans as Record<string, unknown>;
  }

  /** The balance page's figures, through the gateway as the admin sees them. */
  async balance(): Promise<BalanceSummary> {
    const res = await this.adminGet('/admin/dashboard/balance');
    if (res.status !== 200) throw new Error(`balance answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body as unknown as BalanceSummary;
  }

  /** The balance computed directly from ordering's payments table. */
  truth(): Promise<BalanceSummary> {
    return balanceTruth(this.ordering);
  }

  async statusCounts(): Promise<Record<string, number>> {
    const { rows } = await this.ordering.query(
      'SELECT status, count(*)::int AS n FROM payments GROUP BY status ORDER BY status',
    );
    return Object.fromEntries(rows.map((r: { status: string; n: number }) => [r.status, r.n]));
  }

  /**
   * The end of every fault test: once nothing is in flight, the balance page shows exactly `paid`
   * settled and `pending` pending payments of PRICE, the same figures SQL computes from ordering's
   * transactions, and reporting applied each published payment event once (none lost, none extra).
   */
  async expectFigures(paid: number, pending: number, timeoutMs = 30_000): Promise<BalanceSummary> {
    // Notifications reach ordering asynchronously; wait for its rows before judging the read model.
    const truth = await waitFor(
      `ordering to hold ${paid} paid and ${pending} pending payments`,
      () => this.truth(),
      (t) => t.successful_transactions === paid && t.pending_transactions === pending,
      timeoutMs,
    );
    // Months come from the settlement times; their sum is what must be exact.
    expect(truth.monthly_revenue.reduce((sum, m) => sum + m.monthly_revenue, 0)).toBe(paid * PRICE);
    const expected: BalanceSummary = {
      total_revenue: paid * PRICE,
      successful_transactions: paid,
      addons_revenue: paid * ADDONS,
      pending_transactions: pending,
      pending_revenue: pending * PRICE,
      refunded_total: 0,
      refunded_transactions: 0,
      monthly_revenue: truth.monthly_revenue,
    };
    expect(truth).toEqual(expected);
    await waitFor(
      'the balance to match',
      () => this.balance(),
      (b) => isDeepStrictEqual(b, expected),
      timeoutMs,
    );
    await this.quiesce(timeoutMs);
    expect(await this.balance()).toEqual(expected);
    const { published, applied } = await this.eventIds();
    expect(applied).toEqual(published);
    return expected;
  }

  /** Messages (ready + unacknowledged) in each queue of the stack's vhost. */
  async queueDepths(): Promise<Record<string, number>> {
    const out = await rabbitmqctl('list_queues', '-p', this.vhost, '--no-table-headers', 'name', 'messages');
    return Object.fromEntries(
      out
        .split('\n')
        .map((line) => line.trim().split(/\s+/))
        .filter((parts) => parts.length === 2)
        .map(([name, count]) => [name, Number(count)]),
    );
  }

  /**
   * Waits until nothing is in flight: every outbox row of ordering published and reporting's queue
   * drained (acked). Only then is a figure final, with no late duplicate still to come.
   */
  async quiesce(timeoutMs = 30_000): Promise<void> {
    await waitFor(
      'ordering outbox published',
      async () =>
        Number(
          (await this.ordering.query('SELECT count(*) FROM outbox WHERE published_at IS NULL')).rows[0].count,
        ),
      (n) => n === 0,
      timeoutMs,
    );
    await waitFor(
      'reporting.payments drained',
      () => this.queueDepths(),
      (depths) => depths['reporting.payments'] === 0,
      timeoutMs,
      200,
    );
  }

  /** Ids of the payment events ordering published for reporting, and of those reporting applied. */
  async eventIds(): Promise<{ published: string[]; applied: string[] }> {
    const published = (
      await this.ordering.query(`SELECT id::text FROM outbox WHERE type = ANY($1) ORDER BY id`, [
        REVENUE_EVENT_TYPES,
      ])
    ).rows.map((r: { id: string }) => r.id);
    const applied = (
      await this.reporting.query(
        `SELECT event_id::text AS id FROM inbox WHERE event_type LIKE 'payment.%' ORDER BY event_id`,
      )
    ).rows.map((r: { id: string }) => r.id);
    return { published, applied };
  }

  /** The broker's connections on the stack's vhost: connection pid, client port, connection name. */
  async connections(): Promise<{ pid: string; peerPort: number; name: string | undefined }[]> {
    const table = await rabbitmqctl(
      'list_connections',
      '-p',
      this.vhost,
      '--no-table-headers',
      'peer_port',
      'pid',
    );
    const pidByPort = new Map(
      table
        .split('\n')
        .map((line) => line.trim().split(/\s+/))
        .filter((parts) => parts.length === 2)
        .map(([port, pid]) => [Number(port), pid]),
    );
    const described = JSON.parse(
      await rabbitmqctl(
        'list_connections',
        '-p',
        this.vhost,
        '--formatter',
        'json',
        'peer_port',
        'client_properties',
      ),
    ) as { peer_port: number; client_properties: [string, string, unknown][] }[];
    return described
      .filter((c) => pidByPort.has(c.peer_port))
      .map((c) => ({
        pid: pidByPort.get(c.peer_port)!,
        peerPort: c.peer_port,
        name: c.client_properties.find(([key]) => key === 'connection_name')?.[2] as string | undefined,
      }));
  }

  /** The local ports of a process's TCP connections to the broker (from /proc: no tool needed). */
  async brokerPortsOf(pid: number): Promise<number[]> {
    const brokerPort = Number(new URL(this.stack.env.AMQP_URL).port || 5672);
    const inodes = new Set<string>();
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        const target = readlinkOrEmpty(`/proc/${pid}/fd/${fd}`);
        const match = /^socket:\[(\d+)\]$/.exec(target);
        if (match) inodes.add(match[1]);
      }
    } catch {
      return []; // the process is gone
    }
    const ports: number[] = [];
    for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
      for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
        const fields = line.trim().split(/\s+/);
        if (fields.length < 10 || !inodes.has(fields[9])) continue;
        const port = (address: string) => parseInt(address.split(':')[1], 16);
        if (port(fields[2]) === brokerPort) ports.push(port(fields[1]));
      }
    }
    return ports;
  }

  /** The process id of a running program, found by its unique DATABASE_URL (or port) in /proc. */
  pidOf(name: string): number {
    const spec = this.stack.specs[name];
    const marker = spec.env.DATABASE_URL
      ? `DATABASE_URL=${spec.env.DATABASE_URL}`
      : `${spec.portVariable}=${spec.port}`;
    const found: number[] = [];
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
      try {
        const environ = readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0');
        const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
        if (environ.includes(marker) && cmdline.some((arg) => arg === spec.command[1]))
          found.push(Number(entry));
      } catch {
        // The process ended while we looked, or is not ours to read.
      }
    }
    if (found.length !== 1) throw new Error(`expected one process of ${name}, found ${found.length}`);
    return found[0];
  }
}

function readlinkOrEmpty(file: string): string {
  try {
    return readlinkSync(file);
  } catch {
    return '';
  }
}
