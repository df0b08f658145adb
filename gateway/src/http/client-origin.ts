import { createHash } from 'node:crypto';
import { clientKey } from './rate-limit';

/**
 * The client behind a request as a key that names no one: a short hash of its network (the rate
 * limits' clientKey). It travels with what a visitor's request asks the shop to send (a placed
 * order's email), so the email queue can take turns between senders without keeping an address.
 */
export function clientOrigin(ip: string): string {
  return createHash('sha256')
    .update(`undangan-origin:${clientKey(ip)}`)
    .digest('hex')
    .slice(0, 16);
}
