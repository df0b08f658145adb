import {
  exportPassPrivateKey,
  exportPassPublicKey,
  importPassPrivateKey,
  linkSerial,
  newPassKeys,
  signGuestPass,
  type PassKey,
} from '@undangan/contracts';
import QRCode from 'qrcode';
import type { DataSource } from 'typeorm';
import { passKeysOf, recordPassKeys, type PassKeysRow } from './guest-pass-keys.table';

/** Invitations whose signing key is kept in memory at once; past it the oldest is read again. */
const SIGNERS_KEPT = 500;

/**
 * Guests' passes: each invitation's key pair, made when its first pass is drawn, and a guest's
 * pass signed with it for the link they hold (a new link, a new pass).
 */
export class GuestPasses {
  private readonly signers = new Map<string, Promise<PassKey>>();

  constructor(private readonly dataSource: DataSource) {}

  /** A listed guest's pass, as the text of its QR code. */
  async passOf(orderId: string, guest: { id: string; token: string }): Promise<string> {
    const signer = await this.signerOf(orderId);
    return signGuestPass(signer, orderId, { guest_id: guest.id, serial: await linkSerial(guest.token) });
  }

  /** The invitation's public key as its desks receive it. */
  async publicKeyOf(orderId: string): Promise<string> {
    return (await this.keysOf(orderId)).publicKey;
  }

  private signerOf(orderId: string): Promise<PassKey> {
    let signer = this.signers.get(orderId);
    if (!signer) {
      signer = this.keysOf(orderId).then((keys) => importPassPrivateKey(keys.privateKey));
      // A failed read is not kept: the next page asks again.
      signer.catch(() => this.signers.delete(orderId));
      if (this.signers.size >= SIGNERS_KEPT) this.signers.delete(this.signers.keys().next().value!);
      this.signers.set(orderId, signer);
    }
    return signer;
  }

  private async keysOf(orderId: string): Promise<PassKeysRow> {
    const kept = await passKeysOf(this.dataSource, orderId);
    if (kept) return kept;
    const pair = await newPassKeys();
    return recordPassKeys(this.dataSource, orderId, {
      publicKey: await exportPassPublicKey(pair.publicKey),
      privateKey: await exportPassPrivateKey(pair.privateKey),
    });
  }
}

/**
 * A pass as an SVG QR code to place in a page: black on white with a quiet zone of four modules,
 * as scanners expect, and medium error correction (a phone screen scratched or dimmed still reads).
 */
export async function passQrSvg(pass: string): Promise<string> {
  return (await QRCode.toString(pass, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 })).trim();
}
