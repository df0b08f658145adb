import { request as httpRequest } from 'node:http';
import { securityHeadersWith } from '@undangan/contracts';

/**
 * Requests that can never hang, and the checks every refusal must pass: a clear 4xx with the shop's
 * body, nothing of the framework in it, the security headers on it.
 */

/** Answers are read loosely: each test states the fields it expects. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = any;

export const REQUEST_TIMEOUT_MS = 15_000;

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

/**
 * The headers docs/SECURITY.md promises on every answer, with their values: written here, apart
 * from the definition the gateway and nginx send (contracts' security-headers.ts), so a header
 * taken out of the definition fails the walk instead of leaving it unchecked. The
 * Content-Security-Policy, which names the payment provider's origin, is checked on its own.
 */
export const SECURITY_HEADERS: Record<string, string | null> = {
  'content-security-policy': null,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

/** The names the definition sends, to tell a header added there and not promised here. */
export const DEFINED_HEADER_NAMES = Object.keys(securityHeadersWith(''));

/** What is wrong with an answer's security headers and banners (none: an empty list). */
export function headerProblems(answer: Answer): string[] {
  const problems: string[] = [];
  for (const [name, expected] of Object.entries(SECURITY_HEADERS)) {
    const value = answer.headers[name];
    if (!value) problems.push(`no ${name} header`);
    else if (expected !== null && value !== expected) problems.push(`${name}: ${value}`);
  }
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
