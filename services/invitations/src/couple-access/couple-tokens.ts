import { createHash, randomBytes } from 'node:crypto';

/**
 * A sign-in link's or a session's secret: 32 random bytes as base64url (43 characters, the
 * contracts' COUPLE_TOKEN_PATTERN), and the one form the database keeps of it, its SHA-256. The
 * secret is long and random, so a plain hash is enough: nothing can be guessed from it or tried
 * against it faster than the secret itself.
 */
export const newCoupleToken = (): string => randomBytes(32).toString('base64url');

export const coupleTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
