import { HttpError } from './http-error';
import { clientKey } from './rate-limit';

/**
 * Uploads one client may have in flight at once in this process (a couple sends one proof at a
 * time; two leaves room for a retry while the first is still finishing).
 */
export const UPLOADS_PER_CLIENT = 2;
/** Uploads in flight in this process at once: each holds a file on disk and waits for its picture. */
export const UPLOADS_AT_ONCE = 16;

export const UPLOADS_BUSY = 'Terlalu banyak unggahan sedang diproses. Silakan coba lagi sebentar lagi.';

const byClient = new Map<string, number>();
let inFlight = 0;

/**
 * A slot for one upload from the client at `ip`, or a 429 when the client or this process has
 * all it may; the answer gives the slot back (once, however often it is called).
 */
export function takeUploadSlot(ip: string): () => void {
  const client = clientKey(ip);
  const held = byClient.get(client) ?? 0;
  if (held >= UPLOADS_PER_CLIENT || inFlight >= UPLOADS_AT_ONCE)
    throw new HttpError('rate_limited', UPLOADS_BUSY);
  byClient.set(client, held + 1);
  inFlight++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    inFlight--;
    const left = (byClient.get(client) ?? 1) - 1;
    if (left > 0) byClient.set(client, left);
    else byClient.delete(client);
  };
}
