import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { Client } from 'pg';
import { startTestStack, TestStack, TestStackOptions } from '../../../infra/stack/src/test-stack';
import { waitFor } from '@undangan/platform/testing';

/**
 * What the security suite shares: a running stack, requests that can never hang, the checks every
 * refusal must pass, fingerprints of the stored data, and a tally of the cases tried.
 */

/** Answers are read loosely: each test states the fields it expects. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = any;

/** High enough that the suite's own bursts never meet the public write limit (tested on its own). */
export const UNLIMITED = '1000000';
export const REQUEST_TIMEOUT_MS = 15_000;

export interface SecurityStack {
  stack: TestStack;
  base: string;
  sim: string;
  serverKey: string;
  adminToken: string;
  admin: Record<string, string>;
  stop(): Promise<void>;
}

/** A stack for the suite; `front: 'nginx'` puts nginx in front, as users meet the shop (headers.test.ts). */
export async function startSecurityStack(
  env: Record<string, string> = {},
  front: TestStackOptions['front'] = 'gateway',
): Promise<SecurityStack> {
  const stack = await startTestStack({
    env: { SIM_RETRY_SCALE: '0.0001', PUBLIC_WRITE_RATE_LIMIT_PER_MINUTE: UNLIMITED, ...env },
    front,
  });
  try {
    const base = stack.baseUrl;
    const login = await send(base, '/admin/login', {
      method: 'POST',
      json: {
        username: stack.env.ADMIN_USERNAME ?? 'admin',
        password: stack.env.ADMIN_PASSWORD ?? 'admin12345',
      },
    });
    if (login.status !== 200) throw new Error(`admin login answered ${login.status}: ${login.text}`);
    const adminToken = login.body.token as string;
    return {
      stack,
      base,
      sim: `http://127.0.0.1:${stack.specs['midtrans-sim'].port}`,
      serverKey: stack.specs.ordering.env.MIDTRANS_SERVER_KEY,
      adminToken,
      admin: { authorization: `Bearer ${adminToken}` },
      stop: () => stack.stop(),
    };
  } catch (err) {
    await stack.stop().catch(() => undefined);
    throw err;
  }
}

/**
 * A security test file's preamble: a stack started before its first test and stopped after its
 * last, with the file's tally reported. `shop` is filled in by the time the tests run.
 */
export function useSecurityStack(
  name: string,
  options: { env?: Record<string, string>; front?: TestStackOptions['front'] } = {},
): { shop: SecurityStack; tally: CaseTally } {
  // Each test drives the whole stack, often hundreds of requests.
  jest.setTimeout(240_000);
  const shop = {} as SecurityStack;
  const tally = new CaseTally(name);
  beforeAll(async () => {
    Object.assign(shop, await startSecurityStack(options.env, options.front));
  }, 180_000);
  afterAll(async () => {
    tally.report();
    await shop.stop?.();
  }, 60_000);
  return { shop, tally };
}

/** The secret issued with each order id the tests asked for, as the browser keeps it. */
const issuedSecrets = new Map<string, string>();

/** A new order id from create-order-id, its secret kept for the confirmation (ownerFields). */
export async function issueOrderId(base: string): Promise<string> {
  const issued = await send(base, '/api/orders/create-order-id', { method: 'POST' });
  if (issued.status !== 200) throw new Error(`create-order-id answered ${issued.status}: ${issued.text}`);
  issuedSecrets.set(issued.body.orderId, issued.body.orderSecret);
  return issued.body.orderId as string;
}

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
      query(shop.stack, 'ordering', 'SELECT id::text AS id, order_id FROM orders WHERE order_id = $1', [
        orderId,
      ]),
    (r) => r.length === 1,
  );
  if (rows.length !== 1) throw new Error(`no fulfilment order for ${orderId} after paying it`);
  return rows[0];
}

export interface Answer {
  status: number;
  headers: Record<string, string>;
  text: string;
  body: Loose;
  ms: number;
}

export interface SendInit {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as JSON with its content type. */
  json?: unknown;
  /** Sent as is (a raw JSON text, a multipart form, bytes). */
  body?: string | Buffer | FormData;
  timeoutMs?: number;
}

function toAnswer(status: number, headers: Record<string, string>, text: string, started: number): Answer {
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status, headers, text, body, ms: Date.now() - started };
}

/** One request, bounded: no answer within the timeout fails the test as a hang. */
export async function send(base: string, path: string, init: SendInit = {}): Promise<Answer> {
  const started = Date.now();
  const timeoutMs = init.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const headers: Record<string, string> = { ...init.headers };
  let body: BodyInit | undefined = init.body as BodyInit | undefined;
  if (init.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(init.json);
  }
  let res: Response;
  try {
    res = await fetch(base + path, {
      method: init.method ?? 'GET',
      headers,
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    if ((err as Error).name === 'TimeoutError')
      throw new Error(`${init.method ?? 'GET'} ${path.slice(0, 120)}: no answer within ${timeoutMs} ms`, {
        cause: err,
      });
    throw err;
  }
  const text = await res.text();
  return toAnswer(res.status, Object.fromEntries(res.headers.entries()), text, started);
}

/**
 * A request whose path is sent exactly as written (fetch would resolve `..` and re-encode), and
 * whose headers may hold anything the HTTP client would refuse to send.
 */
export function sendRaw(
  base: string,
  path: string,
  init: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    timeoutMs?: number;
    /** The address the request leaves from (e.g. 127.0.0.2: a client that is not a listed proxy). */
    localAddress?: string;
  } = {},
): Promise<Answer> {
  const started = Date.now();
  const url = new URL(base);
  const timeoutMs = init.timeoutMs ?? REQUEST_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: init.method ?? 'GET',
        path,
        headers: init.headers,
        localAddress: init.localAddress,
        insecureHTTPParser: true,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers)) {
            headers[name] = Array.isArray(value) ? value.join(', ') : String(value ?? '');
          }
          resolve(toAnswer(res.statusCode ?? 0, headers, Buffer.concat(chunks).toString('utf8'), started));
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(timeoutMs, () =>
      req.destroy(
        new Error(`${init.method ?? 'GET'} ${path.slice(0, 120)}: no answer within ${timeoutMs} ms`),
      ),
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

/** Words that give a framework, a stack trace or a file away. */
const LEAKS =
  /\bat [\w.<>]+ \(|node_modules|\/src\/|\.ts:\d+|\.js:\d+|fastify|nestjs|express|typeorm|QueryFailedError|FST_|ERR_|syntaxerror|stack/i;

/** The validation library's and HTTP's own English texts: users read Indonesian. */
const ENGLISH_DEFAULTS =
  /Invalid input|\bexpected\b|\breceived\b|\bRequired\b|Bad Request|Not Found|Unauthorized|Too Many/;

export const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
];

/** What is wrong with an answer's security headers and banners (none: an empty list). */
export function headerProblems(answer: Answer): string[] {
  const problems: string[] = [];
  for (const name of SECURITY_HEADERS) if (!answer.headers[name]) problems.push(`no ${name} header`);
  if (answer.headers['x-content-type-options'] && answer.headers['x-content-type-options'] !== 'nosniff')
    problems.push(`x-content-type-options ${answer.headers['x-content-type-options']}`);
  if (answer.headers['x-powered-by']) problems.push(`x-powered-by: ${answer.headers['x-powered-by']}`);
  // The gateway sends no Server header; nginx always sends one, without its version (server_tokens off).
  const server = answer.headers.server;
  if (server !== undefined && server !== 'nginx') problems.push(`server: ${server}`);
  return problems;
}

/**
 * What is wrong with a refusal (none: an empty list): a clear 4xx (one of `allowed` when given)
 * whose body is `{ message, code }` with a readable message and nothing of the framework in it,
 * carrying the security headers.
 */
export function refusalProblems(answer: Answer, allowed?: number[]): string[] {
  const problems: string[] = [];
  if (answer.status < 400 || answer.status > 499) problems.push(`status ${answer.status}`);
  else if (allowed && !allowed.includes(answer.status))
    problems.push(`status ${answer.status}, not ${allowed}`);
  const body = answer.body as { message?: unknown; code?: unknown } | undefined;
  if (typeof body !== 'object' || body === null) problems.push('body is not JSON');
  else {
    const keys = Object.keys(body).sort().join(',');
    if (keys !== 'code,message') problems.push(`body has ${keys}`);
    if (typeof body.message !== 'string' || body.message.length < 5) problems.push('no message');
    if (typeof body.code !== 'string') problems.push('no code');
  }
  if (LEAKS.test(answer.text)) problems.push(`leaks: ${answer.text.slice(0, 160)}`);
  if (ENGLISH_DEFAULTS.test(answer.text)) problems.push('a library message in English');
  problems.push(...headerProblems(answer));
  return problems.map((p) => `${p} -> ${answer.text.slice(0, 200)}`);
}

/**
 * Stored data that the shop's requests may change; event plumbing, migrations, the record of
 * issued order ids (tests issue ids to set up refusals; an id that is issued is answered with 200)
 * and the rate limits' counts (every limited request, refused or not, is counted) are not.
 */
const NOT_FINGERPRINTED = new Set([
  'migrations',
  'inbox',
  'outbox',
  'typeorm_metadata',
  'issued_order_ids',
  'rate_limit_events',
]);

export type Fingerprint = Record<string, string>;

/** A fingerprint (row count and hash of every row) of every table in every program's database. */
export async function fingerprint(stack: TestStack, skip: string[] = []): Promise<Fingerprint> {
  const result: Fingerprint = {};
  for (const [program, spec] of Object.entries(stack.specs)) {
    const url = spec.env.DATABASE_URL;
    if (!url) continue;
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      const tables = await client.query<{ name: string }>(
        `SELECT table_name AS name FROM information_schema.tables
         WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
      );
      for (const { name } of tables.rows) {
        if (NOT_FINGERPRINTED.has(name) || skip.includes(name) || skip.includes(`${program}.${name}`))
          continue;
        const [row] = (
          await client.query(
            `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h
             FROM "${name}" t`,
          )
        ).rows;
        result[`${program}.${name}`] = `${row.n}:${row.h}`;
      }
    } finally {
      await client.end();
    }
  }
  return result;
}

/**
 * A fingerprint once the data has stopped moving (events from earlier steps still being folded
 * in): two equal readings in a row.
 */
export async function settledFingerprint(stack: TestStack, skip: string[] = []): Promise<Fingerprint> {
  let previous = await fingerprint(stack, skip);
  for (let i = 0; i < 40; i++) {
    await new Promise((r) => setTimeout(r, 150));
    const next = await fingerprint(stack, skip);
    if (JSON.stringify(next) === JSON.stringify(previous)) return next;
    previous = next;
  }
  throw new Error('the stored data kept changing');
}

/** The tables whose fingerprints differ. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => before[k] !== after[k]);
}

/**
 * Watches every table across a stretch of requests: a fingerprint now (once earlier events have
 * settled, unless `settle` is false), and `changed()` names the tables that differ since.
 */
export async function watchTables(
  stack: TestStack,
  options: { settle?: boolean; skip?: string[] } = {},
): Promise<{ changed(): Promise<string[]> }> {
  const before =
    options.settle === false
      ? await fingerprint(stack, options.skip)
      : await settledFingerprint(stack, options.skip);
  return { changed: async () => changedTables(before, await fingerprint(stack, options.skip)) };
}

/** Runs SQL against one program's database. */
export async function query<T = Loose>(
  stack: TestStack,
  program: string,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new Client({ connectionString: stack.specs[program].env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * Counts the cases a file tries, per category, and prints the tally when the file is done, so
 * the suite's size is visible in every run.
 */
export class CaseTally {
  private readonly counts = new Map<string, number>();

  constructor(private readonly file: string) {}

  add(category: string, n = 1): void {
    this.counts.set(category, (this.counts.get(category) ?? 0) + n);
  }

  get total(): number {
    return [...this.counts.values()].reduce((a, b) => a + b, 0);
  }

  report(): void {
    const lines = [...this.counts.entries()].map(([category, n]) => `  ${category}: ${n}`);
    console.log(`security cases, ${this.file}: ${this.total}\n${lines.join('\n')}`);
  }
}

/** Midtrans's signature: SHA-512(order_id + status_code + gross_amount + server key). */
export function midtransSignature(
  orderId: string,
  statusCode: string,
  gross: string,
  serverKey: string,
): string {
  return createHash('sha512')
    .update(orderId + statusCode + gross + serverKey)
    .digest('hex');
}

/** A 1x1 PNG. */
export const PNG_1X1 = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000100e221bc330000000049454e44ae426082',
  'hex',
);

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
