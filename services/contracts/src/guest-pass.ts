/**
 * A guest's pass: the QR code a desk scans at the door. It names the guest and the link they were
 * given, signed with their invitation's own Ed25519 key, so a desk holding only the invitation's
 * public key tells a genuine, unaltered code from a forged one without a connection: a code made
 * up, changed in one bit, or of another invitation fails the signature. Which guest it names is
 * still the desk's list to say: a guest removed, or whose link was issued again (another serial),
 * is refused once the desk has synced.
 *
 * Written with WebCrypto and typed arrays only: the invitations service signs, the desk (in the
 * browser) verifies, with the same code.
 */

/** What every pass starts with: the shop's passes, version 1. */
export const GUEST_PASS_PREFIX = 'UNDG1.';

const GUEST_ID_BYTES = 16;
const SERIAL_BYTES = 4;
const SIGNATURE_BYTES = 64;
const BODY_BYTES = GUEST_ID_BYTES + SERIAL_BYTES;
const PASS_BYTES = BODY_BYTES + SIGNATURE_BYTES;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ED25519 = { name: 'Ed25519' } as const;

/** A WebCrypto key, named the same in Node's types and the browser's. */
export type PassKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;
export interface PassKeyPair {
  publicKey: PassKey;
  privateKey: PassKey;
}

/** The guest a pass names, and which of their links it was made for. */
export interface GuestPass {
  /** The guest's id (a UUID, lower case). */
  guest_id: string;
  /** The link's serial: changes whenever the guest's link is issued again (a 32-bit integer). */
  serial: number;
}

/**
 * The serial of a guest's link: the first four bytes of the SHA-256 of its token, as an unsigned
 * integer. A new link is a new serial; the token cannot be read back from it.
 */
export async function linkSerial(token: string): Promise<number> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
  return new DataView(digest.buffer).getUint32(0);
}

/** The bytes a pass signs: the pass's body, bound to its invitation (the order's id). */
function signedBytes(orderId: string, body: Uint8Array): Uint8Array<ArrayBuffer> {
  const label = new TextEncoder().encode(`undangan/kode-tamu/1\n${orderId}\n`);
  const bytes = new Uint8Array(label.length + body.length);
  bytes.set(label);
  bytes.set(body, label.length);
  return bytes;
}

function bodyOf(pass: GuestPass): Uint8Array<ArrayBuffer> {
  if (!UUID.test(pass.guest_id)) throw new Error('a guest id is a lower-case UUID');
  if (!Number.isInteger(pass.serial) || pass.serial < 0 || pass.serial > 0xffffffff)
    throw new Error('a serial is a 32-bit unsigned integer');
  const body = new Uint8Array(BODY_BYTES);
  const hex = pass.guest_id.replace(/-/g, '');
  for (let i = 0; i < GUEST_ID_BYTES; i++) body[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  new DataView(body.buffer).setUint32(GUEST_ID_BYTES, pass.serial);
  return body;
}

function passOf(body: Uint8Array): GuestPass {
  const hex = Array.from(body.subarray(0, GUEST_ID_BYTES), (b) => b.toString(16).padStart(2, '0')).join('');
  const guest_id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const serial = new DataView(body.buffer, body.byteOffset).getUint32(GUEST_ID_BYTES);
  return { guest_id, serial };
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function toBase64Url(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let c = 0; c < chars; c++) text += BASE64URL[(n >> (18 - c * 6)) & 63];
  }
  return text;
}

/** The bytes of unpadded base64url text, or null when it is not such text. */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((text.length * 6) / 8));
  let bits = 0;
  let value = 0;
  let at = 0;
  for (const char of text) {
    value = (value << 6) | BASE64URL.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (value >> bits) & 0xff;
    }
  }
  // Leftover bits must be zero: one pass has one text.
  if ((value & ((1 << bits) - 1)) !== 0) return null;
  return bytes;
}

/** A pass as its QR code's text: the prefix, then the body and its signature in base64url. */
export async function signGuestPass(privateKey: PassKey, orderId: string, pass: GuestPass): Promise<string> {
  const body = bodyOf(pass);
  const signature = new Uint8Array(await crypto.subtle.sign(ED25519, privateKey, signedBytes(orderId, body)));
  const bytes = new Uint8Array(PASS_BYTES);
  bytes.set(body);
  bytes.set(signature, BODY_BYTES);
  return GUEST_PASS_PREFIX + toBase64Url(bytes);
}

/** What a scanned text says: a genuine pass of this invitation, or why it is none. */
export type PassReading =
  { valid: true; pass: GuestPass } | { valid: false; reason: 'not-a-pass' | 'forged' };

/**
 * Reads a scanned text against an invitation's public key: `not-a-pass` when it is not the shop's
 * pass at all (another QR code), `forged` when its signature does not hold (made up, altered, or
 * another invitation's).
 */
export async function readGuestPass(publicKey: PassKey, orderId: string, text: string): Promise<PassReading> {
  if (!text.startsWith(GUEST_PASS_PREFIX)) return { valid: false, reason: 'not-a-pass' };
  const bytes = fromBase64Url(text.slice(GUEST_PASS_PREFIX.length));
  if (bytes === null || bytes.length !== PASS_BYTES) return { valid: false, reason: 'forged' };
  const body = bytes.subarray(0, BODY_BYTES);
  const signature = bytes.subarray(BODY_BYTES);
  const genuine = await crypto.subtle.verify(ED25519, publicKey, signature, signedBytes(orderId, body));
  return genuine ? { valid: true, pass: passOf(body) } : { valid: false, reason: 'forged' };
}

/** A new key pair for an invitation's passes. */
export async function newPassKeys(): Promise<PassKeyPair> {
  return (await crypto.subtle.generateKey(ED25519, true, ['sign', 'verify'])) as PassKeyPair;
}

/** A public key as the desk receives it (raw, base64url), and back. */
export async function exportPassPublicKey(key: PassKey): Promise<string> {
  return toBase64Url(new Uint8Array(await crypto.subtle.exportKey('raw', key)));
}

export async function importPassPublicKey(raw: string): Promise<PassKey> {
  const bytes = fromBase64Url(raw);
  if (bytes === null) throw new Error('a public key is base64url text');
  return crypto.subtle.importKey('raw', bytes, ED25519, true, ['verify']);
}

/** A private key as the invitations service keeps it (PKCS #8, base64url), and back. */
export async function exportPassPrivateKey(key: PassKey): Promise<string> {
  return toBase64Url(new Uint8Array(await crypto.subtle.exportKey('pkcs8', key)));
}

export async function importPassPrivateKey(pkcs8: string): Promise<PassKey> {
  const bytes = fromBase64Url(pkcs8);
  if (bytes === null) throw new Error('a private key is base64url text');
  return crypto.subtle.importKey('pkcs8', bytes, ED25519, false, ['sign']);
}
