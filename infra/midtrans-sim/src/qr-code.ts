import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/*
 * A QR-looking picture and an EMVCo/QRIS-shaped payload for QRIS, GoPay and ShopeePay. Nobody scans
 * them: the tester pays in the simulator's own screen, so only the look and a valid PNG matter.
 */

const MODULES = 29;
const SCALE = 6;
const QUIET_ZONE = 4;

function moduleGrid(seed: string): boolean[][] {
  const grid = Array.from({ length: MODULES }, () => new Array<boolean>(MODULES).fill(false));
  let bits: number[] = [];
  for (let round = 0; bits.length < MODULES * MODULES; round++) {
    for (const byte of createHash('sha256').update(`${seed}:${round}`).digest()) {
      for (let i = 7; i >= 0; i--) bits.push((byte >> i) & 1);
    }
  }
  bits = bits.slice(0, MODULES * MODULES);
  const inFinder = (r: number, c: number) =>
    (r < 8 && c < 8) || (r < 8 && c >= MODULES - 8) || (r >= MODULES - 8 && c < 8);
  for (let r = 0; r < MODULES; r++) {
    for (let c = 0; c < MODULES; c++) {
      if (inFinder(r, c)) continue;
      grid[r][c] = r === 6 || c === 6 ? (r + c) % 2 === 0 : bits[r * MODULES + c] === 1;
    }
  }
  for (const [top, left] of [
    [0, 0],
    [0, MODULES - 7],
    [MODULES - 7, 0],
  ]) {
    for (let r = 0; r < 7; r++) {
      for (let c = 0; c < 7; c++) {
        const ring = Math.max(Math.abs(r - 3), Math.abs(c - 3));
        grid[top + r][left + c] = ring !== 2;
      }
    }
  }
  return grid;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** An 8-bit greyscale PNG of the order's pattern. */
export function qrPng(seed: string): Buffer {
  const grid = moduleGrid(seed);
  const side = (MODULES + 2 * QUIET_ZONE) * SCALE;
  const raw = Buffer.alloc(side * (side + 1), 0xff);
  for (let y = 0; y < side; y++) {
    raw[y * (side + 1)] = 0; // filter type "none" for each scanline
    const r = Math.floor(y / SCALE) - QUIET_ZONE;
    for (let x = 0; x < side; x++) {
      const c = Math.floor(x / SCALE) - QUIET_ZONE;
      if (r >= 0 && r < MODULES && c >= 0 && c < MODULES && grid[r][c]) raw[y * (side + 1) + 1 + x] = 0;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const tlv = (tag: string, value: string) => tag + String(value.length).padStart(2, '0') + value;

function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** A dynamic QRIS-shaped payload carrying the order id and amount, with its CRC like a real one. */
export function qrString(orderId: string, grossAmount: number): string {
  const body =
    tlv('00', '01') +
    tlv('01', '12') +
    tlv('26', tlv('00', 'ID.UNDANGAN.SIM') + tlv('01', orderId.slice(0, 50))) +
    tlv('52', '5815') +
    tlv('53', '360') +
    tlv('54', String(grossAmount)) +
    tlv('58', 'ID') +
    tlv('59', 'UNDANGAN SIM') +
    tlv('60', 'JAKARTA') +
    tlv('62', tlv('01', orderId.slice(0, 50))) +
    '6304';
  return body + crc16(body);
}
