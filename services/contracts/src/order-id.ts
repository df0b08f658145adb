import { jakartaWallClock } from './jakarta-time';

/** Order ids: unique, at most 50 characters of [A-Za-z0-9-], e.g. INV-20261122-7K3M9Q. */
export const ORDER_ID_PATTERN = /^[A-Za-z0-9-]{1,50}$/;

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export function isOrderId(value: unknown): value is string {
  return typeof value === 'string' && ORDER_ID_PATTERN.test(value);
}

/** `random` returns an integer in [0, n); pass a cryptographic source on the server. */
export function makeOrderId(now: Date, random: (n: number) => number, suffixLength = 6): string {
  const day = jakartaWallClock(now).slice(0, 10).replace(/-/g, '');
  let suffix = '';
  for (let i = 0; i < suffixLength; i++) suffix += ALPHABET[random(ALPHABET.length)];
  return `INV-${day}-${suffix}`;
}
