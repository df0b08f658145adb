import { createHmac } from 'node:crypto';
import { clientKey } from '../http/rate-limit';

/**
 * Who sent a guest's RSVP or wish, as the invitations service counts it: a keyed hash of the
 * client's address (a whole IPv6 /64 as one), the same on every replica, never the address itself.
 */
export function guestSource(ip: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(`guest-source:${clientKey(ip)}`)
    .digest('base64url')
    .slice(0, 32);
}
