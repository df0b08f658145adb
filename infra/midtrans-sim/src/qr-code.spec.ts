import { crc32, inflateSync } from 'node:zlib';
import { qrPng, qrString } from './qr-code';

interface Chunk {
  type: string;
  data: Buffer;
  crc: number;
}

function chunks(png: Buffer): Chunk[] {
  const out: Chunk[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    out.push({
      type: png.toString('ascii', at + 4, at + 8),
      data: png.subarray(at + 8, at + 8 + length),
      crc: png.readUInt32BE(at + 8 + length),
    });
    at += 12 + length;
  }
  return out;
}

describe('QR images and strings', () => {
  it('makes a valid greyscale PNG whose chunks and pixels check out', () => {
    const png = qrPng('INV-1');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const list = chunks(png);
    expect(list.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    for (const c of list) expect(c.crc).toBe(crc32(Buffer.concat([Buffer.from(c.type), c.data])));
    const width = list[0].data.readUInt32BE(0);
    expect(list[0].data.readUInt32BE(4)).toBe(width);
    const pixels = inflateSync(list[1].data);
    expect(pixels.length).toBe(width * (width + 1));
    const values = new Set(pixels.filter((_, i) => i % (width + 1) !== 0));
    expect([...values].sort()).toEqual([0, 255]);
  });

  it('draws a different pattern per order', () => {
    expect(qrPng('INV-1').equals(qrPng('INV-1'))).toBe(true);
    expect(qrPng('INV-1').equals(qrPng('INV-2'))).toBe(false);
  });

  it('writes a QRIS-shaped payload ending in its CRC', () => {
    const text = qrString('INV-1', 150000);
    expect(text).toMatch(/^000201010212/);
    expect(text).toContain('5406150000');
    expect(text).toMatch(/6304[0-9A-F]{4}$/);
  });
});
