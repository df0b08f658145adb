import { randomBytes } from 'node:crypto';
import { GUEST_TOKEN_ALPHABET, GUEST_TOKEN_LENGTH } from '@undangan/contracts';

/** The largest multiple of the alphabet's size below 256: bytes above it are drawn again, so every letter is equally likely. */
const FAIR_BYTES = 256 - (256 % GUEST_TOKEN_ALPHABET.length);

/**
 * A guest's link token: 12 characters drawn evenly from 62 by the operating system's cryptographic
 * source (about 71 bits), so a link cannot be guessed from another, nor from the guest's name.
 */
export function newGuestToken(): string {
  let token = '';
  while (token.length < GUEST_TOKEN_LENGTH) {
    for (const byte of randomBytes(GUEST_TOKEN_LENGTH * 2)) {
      if (byte >= FAIR_BYTES) continue;
      token += GUEST_TOKEN_ALPHABET[byte % GUEST_TOKEN_ALPHABET.length];
      if (token.length === GUEST_TOKEN_LENGTH) break;
    }
  }
  return token;
}
