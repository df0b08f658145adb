import { createHash } from 'node:crypto';
import { createServer, IncomingMessage, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { createSimulatorServer, SimulatorServerOptions } from '../src/server';
import { sleep, waitFor } from '@undangan/platform/testing';

export const SERVER_KEY = 'SB-Mid-server-test-key';

/** The slice of midtrans-client the tests drive; its published types are nearly empty. */
interface AxiosLike {
  defaults: { timeout?: number };
  interceptors: { request: { use(fn: (config: { url?: string }) => { url?: string }): void } };
}
interface ClientBase {
  apiConfig: { getSnapApiBaseUrl(): string; getCoreApiBaseUrl(): string };
  httpClient: { http_client: AxiosLike };
}
export interface SnapClient extends ClientBase {
  createTransaction(body: object): Promise<{ token: string; redirect_url: string }>;
}
export interface CoreClient extends ClientBase {
  transaction: {
    status(id: string): Promise<Record<string, unknown>>;
    cancel(id: string): Promise<Record<string, unknown>>;
    expire(id: string): Promise<Record<string, unknown>>;
    approve(id: string): Promise<Record<string, unknown>>;
    deny(id: string): Promise<Record<string, unknown>>;
    refund(id: string, body?: object): Promise<Record<string, unknown>>;
    notification(body: object): Promise<Record<string, unknown>>;
  };
}
export interface MidtransErrorLike extends Error {
  httpStatusCode: number | string | null;
  ApiResponse: Record<string, unknown> | null;
}
interface MidtransModule {
  Snap: new (options: object) => SnapClient;
  CoreApi: new (options: object) => CoreClient;
  MidtransError: new (...args: unknown[]) => MidtransErrorLike;
}

export const midtransClient = require('midtrans-client') as MidtransModule;

/** The shop's technique: the library sends absolute Midtrans URLs, an interceptor re-aims them. */
function redirect(client: ClientBase, officialBase: string, base: string): void {
  const http = client.httpClient.http_client;
  http.defaults.timeout = 10_000;
  http.interceptors.request.use((config) => {
    if (config.url?.startsWith(officialBase)) config.url = base + config.url.slice(officialBase.length);
    return config;
  });
}

export function clients(base: string, serverKey = SERVER_KEY): { snap: SnapClient; core: CoreClient } {
  const options = { isProduction: false, serverKey, clientKey: 'SB-Mid-client-test-key' };
  const snap = new midtransClient.Snap(options);
  const core = new midtransClient.CoreApi(options);
  redirect(snap, 'https://app.sandbox.midtrans.com/snap/v1', `${base}/snap/v1`);
  redirect(core, 'https://api.sandbox.midtrans.com', base);
  return { snap, core };
}

/** The rejection of a promise, which must reject. */
export async function rejection(promise: Promise<unknown>): Promise<MidtransErrorLike> {
  try {
    await promise;
  } catch (err) {
    return err as MidtransErrorLike;
  }
  throw new Error('expected the call to be rejected');
}

export async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export async function close(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

export async function startSimulator(
  options: SimulatorServerOptions = {},
): Promise<{ base: string; server: Server }> {
  const server = createSimulatorServer({ serverKey: SERVER_KEY, controlApi: true, ...options });
  return { server, base: await listen(server) };
}

let counter = 0;
/** A fresh order id per test, so tests never depend on each other's transactions. */
export function orderId(prefix = 'T'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
}

export function orderBody(id: string, extra: object = {}) {
  return {
    transaction_details: { order_id: id, gross_amount: 150000 },
    item_details: [
      { id: 'package-2', price: 125000, quantity: 1, name: 'Paket Premium - Desain Melati' },
      { id: 'addon-3', price: 50000, quantity: 1, name: 'Musik latar' },
      { id: 'discount', price: -25000, quantity: 1, name: 'Diskon referal' },
    ],
    customer_details: { first_name: 'Rina', email: 'rina@example.com', phone: '081234567890' },
    ...extra,
  };
}

export async function postJson(
  url: string,
  body: object = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

export async function getJson(url: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(url);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/**
 * Computed here from the formula in docs/PAYMENTS.md ("The provider's facts"), independently of the
 * simulator's own code.
 */
export function expectedSignature(body: Record<string, unknown>, serverKey = SERVER_KEY): string {
  return createHash('sha512')
    .update(String(body.order_id) + String(body.status_code) + String(body.gross_amount) + serverKey)
    .digest('hex');
}

export interface ReceivedNotification {
  at: number;
  body: Record<string, unknown>;
  contentType: string | undefined;
}

/** A merchant endpoint that records notifications and answers as each test tells it to. */
export class NotificationReceiver {
  readonly received: ReceivedNotification[] = [];
  answer: (body: Record<string, unknown>) => number = () => 200;
  private readonly server = createServer((req, res) => void this.record(req, res));
  url = '';

  async start(): Promise<this> {
    this.url = `${await listen(this.server)}/api/payments/notification`;
    return this;
  }

  stop(): Promise<void> {
    return close(this.server);
  }

  for(order: string): ReceivedNotification[] {
    return this.received.filter((n) => n.body.order_id === order);
  }

  /** Waits until `count` notifications for the order arrived, then a little longer to catch extras. */
  async waitFor(order: string, count: number, timeoutMs = 10_000): Promise<ReceivedNotification[]> {
    return waitFor(
      `${count} notifications for ${order}`,
      () => this.for(order),
      (received) => received.length >= count,
      timeoutMs,
      10,
    );
  }

  private async record(req: IncomingMessage, res: import('node:http').ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    this.received.push({ at: Date.now(), body, contentType: req.headers['content-type'] });
    res.writeHead(this.answer(body), { 'content-type': 'application/json' });
    res.end('{}');
  }
}

export { sleep };

/** "YYYY-MM-DD HH:mm:ss" in UTC+7, computed without the simulator's helper. */
export function wib(date: Date): string {
  return new Date(date.getTime() + 7 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * A describe block's simulator: started before its tests with a notification receiver and the
 * real midtrans-client pointed at it, stopped after. Its fields are filled in by the time tests run.
 */
export function useSimulator(prefix = 'T', options: SimulatorServerOptions = {}) {
  const sim = {
    receiver: new NotificationReceiver(),
    server: undefined as unknown as Server,
    base: '',
    snap: undefined as unknown as SnapClient,
    core: undefined as unknown as CoreClient,
    /** A new Snap transaction for a fresh order id. */
    async created(extra: object = {}): Promise<string> {
      const id = orderId(prefix);
      await sim.snap.createTransaction(orderBody(id, extra));
      return id;
    },
  };
  beforeAll(async () => {
    await sim.receiver.start();
    ({ server: sim.server, base: sim.base } = await startSimulator({
      notificationUrl: sim.receiver.url,
      retryScale: 0.0001,
      ...options,
    }));
    ({ snap: sim.snap, core: sim.core } = clients(sim.base));
  });
  afterAll(async () => {
    await close(sim.server);
    await sim.receiver.stop();
  });
  return sim;
}
