import { createHash, randomBytes } from 'node:crypto';

/**
 * A secret that opens something (a couple's sign-in link or session, a desk's link or code): 32
 * random bytes as base64url (43 characters), and the one form the database keeps of a secret, its
 * SHA-256. Such a secret is long and random, or (a desk's short code) only tried through a limited
 * door, so a plain hash is enough: a copy of the database opens nothing.
 */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');

export const secretHash = (secret: string): string => createHash('sha256').update(secret).digest('hex');
