import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A secret the browser that placed an order keeps beside its id (32 url-safe characters). */
export function newOrderSecret(): string {
  return randomBytes(24).toString('base64url');
}

/** Only the hash is stored: whoever reads the table cannot act as the customer. */
export function hashOrderSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Whether `secret` is the one whose hash is `hash` (constant time). */
export function orderSecretMatches(secret: string | undefined, hash: string | null): boolean {
  if (!secret || !hash) return false;
  return timingSafeEqual(Buffer.from(hashOrderSecret(secret), 'hex'), Buffer.from(hash, 'hex'));
}
