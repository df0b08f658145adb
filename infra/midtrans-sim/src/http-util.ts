import { IncomingMessage, ServerResponse } from 'node:http';

const MAX_BODY_BYTES = 1024 * 1024;

/** Every answer may be read by a browser page on another origin (snap.js, the QR images, the browser API). */
export const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-max-age': '600',
};

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  send(res, status, 'application/json', JSON.stringify(body));
}

export function send(res: ServerResponse, status: number, contentType: string, body: string | Buffer): void {
  const payload = typeof body === 'string' ? Buffer.from(body) : body;
  res.writeHead(status, {
    ...CORS_HEADERS,
    'content-type': contentType,
    'content-length': payload.length,
    'cache-control': 'no-store',
  });
  res.end(payload);
}

export function sendPreflight(req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(204, {
    ...CORS_HEADERS,
    'access-control-allow-headers': req.headers['access-control-request-headers'] ?? 'content-type',
    'content-length': 0,
  });
  res.end();
}

export class BadRequestBody extends Error {}

/** The JSON body, `{}` when empty; a GET from midtrans-client carries `{}` too. */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BadRequestBody('request body is too large');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new BadRequestBody('request body is not valid JSON');
  }
}

/** Basic auth as Midtrans reads it: the server key is the user name, the password is empty. */
export function hasServerKey(req: IncomingMessage, serverKey: string): boolean {
  const header = req.headers.authorization ?? '';
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header.trim());
  if (!match) return false;
  return Buffer.from(match[1], 'base64').toString('utf8') === `${serverKey}:`;
}

/**
 * `notify=false` (query or JSON body) simulates a lost notification, `notify=hold` one that is made
 * but waits to be released (a delayed one); anything else sends it.
 */
export function wantsNotification(query: URLSearchParams, body: unknown): 'send' | 'hold' | 'none' {
  const raw = (
    query.get('notify') ?? (isRecord(body) && body.notify !== undefined ? String(body.notify) : 'true')
  )
    .trim()
    .toLowerCase();
  if (raw === 'hold') return 'hold';
  return ['false', '0', 'no'].includes(raw) ? 'none' : 'send';
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A whole-rupiah amount from JSON (a number or digit string): undefined when absent, null when not one. */
export function wholeAmount(value: unknown): number | undefined | null {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^-?\d{1,15}$/.test(value.trim())) return Number(value.trim());
  return null;
}
