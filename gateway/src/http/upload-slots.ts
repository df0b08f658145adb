import { Gauge } from 'prom-client';
import { metricsRegistry } from '@undangan/platform';
import { HttpError } from './http-error';
import { clientKey } from './rate-limit';

/**
 * Uploads one client may have in flight at once in this process, waiting ones included (a couple
 * sends one proof at a time; two leaves room for a retry while the first is still finishing).
 */
export const UPLOADS_PER_CLIENT = 2;
/** Uploads read at once in this process: each is written to disk and waits for its picture. */
export const UPLOADS_AT_ONCE = 16;
/** Uploads that may wait for one of those slots; their bodies wait unread in the network's buffers. */
export const UPLOADS_WAITING = 64;
/**
 * How long an upload waits for a slot before it is told to try again: less than the front's
 * client_body_timeout (10 s, infra/nginx/default.conf.template), so nginx never gives up on a
 * waiting body before the gateway answers it.
 */
export const UPLOAD_SLOT_WAIT_MS = 8_000;
/**
 * What a slot's holder must send to keep it, on average since it was given the slot, once
 * UPLOAD_GRACE_MS have passed: 16 KB/s at all times (a weak 3G phone sends more), and 64 KB/s
 * while other uploads wait for a slot, the slowest holder giving way first. A sender that
 * trickles its file cannot hold a slot that a couple is waiting for.
 */
export const UPLOAD_MIN_RATE = { alone: 16 * 1024, contested: 64 * 1024 } as const;
export const UPLOAD_GRACE_MS = 3_000;
/** How often the holders' rates are looked at. */
const SWEEP_MS = 500;

export const UPLOADS_BUSY = 'Terlalu banyak unggahan sedang diproses. Silakan coba lagi sebentar lagi.';
export const UPLOAD_TOO_SLOW =
  'Unggahan terhenti karena koneksi Anda terlalu lambat. Silakan coba lagi dengan koneksi yang lebih stabil.';
/** The answer to a holder that sent too slowly: 408, so its client tries again on a better line. */
export const uploadTooSlow = (): HttpError => new HttpError('bad_request', UPLOAD_TOO_SLOW, 408);

/** An upload given a slot: it counts what arrives, and is cut (`cut`) when it sends too slowly. */
export interface UploadSlot {
  /** Bytes of the body that arrived since the slot was given. */
  received(bytes: number): void;
  /** Gives the slot back (once, however often it is called). */
  release(): void;
  /** Aborted with uploadTooSlow() when the holder loses its slot for sending too slowly. */
  readonly cut: AbortSignal;
}

interface Holder {
  since: number;
  bytes: number;
  abort: AbortController;
}

const byClient = new Map<string, number>();
const holders = new Set<Holder>();
let reading = 0;
const waiting: (() => void)[] = [];
let sweeper: NodeJS.Timeout | undefined;

/** How full the bound is: an operator sees uploads queueing before couples are told to wait. */
new Gauge({
  name: 'gateway_uploads_in_flight',
  help: 'Uploads this gateway is reading or staging (at most UPLOADS_AT_ONCE), and uploads waiting for one of those slots',
  labelNames: ['state'],
  registers: [metricsRegistry],
  collect() {
    this.labels('reading').set(reading);
    this.labels('waiting').set(waiting.length);
  },
});

/** One more in `counts` under `key` unless it holds `limit` already; answers how to take it back. */
function claim(counts: Map<string, number>, key: string, limit: number): (() => void) | null {
  const held = counts.get(key) ?? 0;
  if (held >= limit) return null;
  counts.set(key, held + 1);
  return () => {
    const left = (counts.get(key) ?? 1) - 1;
    if (left > 0) counts.set(key, left);
    else counts.delete(key);
  };
}

/**
 * A slot for one upload from the client at `ip`: at once when one is free, after a wait (its body
 * left unread, so it holds no memory here) when all are taken. A 429 when the client already has
 * its share, when too many wait already, or when no slot came free in time; the client's share is
 * given back on a refusal.
 */
export async function takeUploadSlot(ip: string): Promise<UploadSlot> {
  const leaveClient = claim(byClient, clientKey(ip), UPLOADS_PER_CLIENT);
  if (!leaveClient) throw new HttpError('rate_limited', UPLOADS_BUSY);
  try {
    await readingSlot();
  } catch (err) {
    leaveClient();
    throw err;
  }
  const holder: Holder = { since: Date.now(), bytes: 0, abort: new AbortController() };
  holders.add(holder);
  sweeper ??= setInterval(sweep, SWEEP_MS).unref();
  let released = false;
  return {
    cut: holder.abort.signal,
    received: (bytes) => (holder.bytes += bytes),
    release: () => {
      if (released) return;
      released = true;
      holders.delete(holder);
      leaveClient();
      const next = waiting.shift();
      if (next) next();
      else reading--;
      if (holders.size === 0) {
        clearInterval(sweeper);
        sweeper = undefined;
      }
    },
  };
}

/** One of the UPLOADS_AT_ONCE slots, handed over directly from the upload that gives it back. */
function readingSlot(): Promise<void> {
  if (reading < UPLOADS_AT_ONCE) {
    reading++;
    return Promise.resolve();
  }
  if (waiting.length >= UPLOADS_WAITING) return Promise.reject(new HttpError('rate_limited', UPLOADS_BUSY));
  return new Promise((resolve, reject) => {
    const turn = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      const index = waiting.indexOf(turn);
      if (index >= 0) waiting.splice(index, 1);
      reject(new HttpError('rate_limited', UPLOADS_BUSY));
    }, UPLOAD_SLOT_WAIT_MS);
    waiting.push(turn);
  });
}

/**
 * Cuts the holders sending below the least rate, and while uploads wait, as many of those below
 * the contested rate as there are uploads waiting, slowest first. A cut holder gives its slot
 * back when its form is abandoned (withUploadForm), which hands it to the first one waiting.
 */
function sweep(now = Date.now()): void {
  const rated = [...holders]
    .filter((h) => !h.abort.signal.aborted && now - h.since >= UPLOAD_GRACE_MS)
    .map((h) => ({ holder: h, rate: (h.bytes * 1000) / (now - h.since) }))
    .sort((a, b) => a.rate - b.rate);
  let contested = waiting.length;
  for (const { holder, rate } of rated) {
    if (rate < UPLOAD_MIN_RATE.alone) holder.abort.abort(uploadTooSlow());
    else if (contested > 0 && rate < UPLOAD_MIN_RATE.contested) holder.abort.abort(uploadTooSlow());
    else continue;
    contested--;
  }
}
