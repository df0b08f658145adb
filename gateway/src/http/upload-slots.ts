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
 * How long an upload waits for a slot before it is told to try again: half of the form body's
 * deadline (BODY_DEADLINES.formMs), so the body still has time to arrive once it is read.
 */
export const UPLOAD_SLOT_WAIT_MS = 15_000;

export const UPLOADS_BUSY = 'Terlalu banyak unggahan sedang diproses. Silakan coba lagi sebentar lagi.';

const byClient = new Map<string, number>();
let reading = 0;
const waiting: (() => void)[] = [];

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

/**
 * A slot for one upload from the client at `ip`: at once when one is free, after a wait (its body
 * left unread, so it holds no memory here) when all are taken. A 429 when the client already has
 * its share, when too many wait already, or when no slot came free in time. The answer gives the
 * slot back (once, however often it is called).
 */
export async function takeUploadSlot(ip: string): Promise<() => void> {
  const client = clientKey(ip);
  const held = byClient.get(client) ?? 0;
  if (held >= UPLOADS_PER_CLIENT) throw new HttpError('rate_limited', UPLOADS_BUSY);
  byClient.set(client, held + 1);
  const leave = () => {
    const left = (byClient.get(client) ?? 1) - 1;
    if (left > 0) byClient.set(client, left);
    else byClient.delete(client);
  };
  try {
    await readingSlot();
  } catch (err) {
    leave();
    throw err;
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    leave();
    const next = waiting.shift();
    if (next) next();
    else reading--;
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
