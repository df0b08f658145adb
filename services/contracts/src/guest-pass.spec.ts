import fc from 'fast-check';
import {
  exportPassPrivateKey,
  exportPassPublicKey,
  fromBase64Url,
  GUEST_PASS_PREFIX,
  importPassPrivateKey,
  importPassPublicKey,
  linkSerial,
  newPassKeys,
  type PassKeyPair,
  readGuestPass,
  signGuestPass,
  toBase64Url,
} from './guest-pass';

const ORDER = 'INV-20261203-AAAAAA';
const passes = fc.record({
  guest_id: fc.uuid({ version: 4 }),
  serial: fc.integer({ min: 0, max: 0xffffffff }),
});

describe('guest passes', () => {
  let keys: PassKeyPair;
  beforeAll(async () => {
    keys = await newPassKeys();
  });

  it('reads back every pass it signed, through keys exported and imported as the desk and the service keep them', async () => {
    const privateKey = await importPassPrivateKey(await exportPassPrivateKey(keys.privateKey));
    const publicKey = await importPassPublicKey(await exportPassPublicKey(keys.publicKey));
    await fc.assert(
      fc.asyncProperty(passes, async (pass) => {
        const text = await signGuestPass(privateKey, ORDER, pass);
        expect(text.startsWith(GUEST_PASS_PREFIX)).toBe(true);
        expect(text).toMatch(/^UNDG1\.[A-Za-z0-9_-]{112}$/);
        expect(await readGuestPass(publicKey, ORDER, text)).toEqual({ valid: true, pass });
      }),
      { numRuns: 200 },
    );
  });

  it('refuses a pass altered in any one character, and one of another invitation or key', async () => {
    const other = await newPassKeys();
    await fc.assert(
      fc.asyncProperty(passes, fc.nat(), fc.nat(63), async (pass, at, replacement) => {
        const text = await signGuestPass(keys.privateKey, ORDER, pass);
        const i = GUEST_PASS_PREFIX.length + (at % (text.length - GUEST_PASS_PREFIX.length));
        const char = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'[replacement];
        fc.pre(char !== text[i]);
        const altered = text.slice(0, i) + char + text.slice(i + 1);
        expect(await readGuestPass(keys.publicKey, ORDER, altered)).toEqual({
          valid: false,
          reason: 'forged',
        });
        expect(await readGuestPass(keys.publicKey, 'INV-20261203-BBBBBB', text)).toMatchObject({
          valid: false,
        });
        expect(await readGuestPass(other.publicKey, ORDER, text)).toMatchObject({ valid: false });
      }),
      { numRuns: 200 },
    );
  });

  it('tells a code that is no pass from a forged one, and refuses one cut short or lengthened', async () => {
    const text = await signGuestPass(keys.privateKey, ORDER, {
      guest_id: '0f8e2a4c-3b1d-4e5f-9a7b-6c5d4e3f2a1b',
      serial: 7,
    });
    expect(await readGuestPass(keys.publicKey, ORDER, 'https://wa.me/62812')).toEqual({
      valid: false,
      reason: 'not-a-pass',
    });
    for (const broken of [text.slice(0, -1), `${text}A`, `${text.slice(0, -4)}`, `${GUEST_PASS_PREFIX}!!!!`])
      expect(await readGuestPass(keys.publicKey, ORDER, broken)).toEqual({ valid: false, reason: 'forged' });
  });

  it('writes base64url that reads back as the same bytes, and reads no other text', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), (bytes) => {
        const text = toBase64Url(bytes);
        expect(text).toBe(Buffer.from(bytes).toString('base64url'));
        expect(fromBase64Url(text)).toEqual(new Uint8Array(bytes));
      }),
    );
    expect(fromBase64Url('a')).toBeNull();
    expect(fromBase64Url('ab+/')).toBeNull();
    // The same bytes with non-zero leftover bits: not the one text of those bytes.
    expect(fromBase64Url('AB')).toBeNull();
  });

  it('gives a new link a new serial, and the same link the same one', async () => {
    expect(await linkSerial('Abc123Def456')).toBe(await linkSerial('Abc123Def456'));
    expect(await linkSerial('Abc123Def456')).not.toBe(await linkSerial('Abc123Def457'));
  });
});
