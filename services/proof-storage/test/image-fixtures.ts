import sharp from 'sharp';
import { crc32, deflateSync } from 'node:zlib';

/**
 * Small image files built byte by byte: the PNG is a complete, decodable image; the JPEG and WebP
 * files carry real headers in the order encoders write them, and no picture (the header checks run
 * before anything is decoded). Decodable JPEG and WebP files come from sharp (encodedImage).
 */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export interface PngOptions {
  /** Pad with a tEXt chunk so the file is exactly this many bytes. */
  totalBytes?: number;
  /** RGB of every pixel, so two fixtures of the same size still differ. */
  colour?: [number, number, number];
}

/** An RGB PNG of the given size. Huge sizes get a header only (the pixels are never needed). */
export function pngImage(width: number, height: number, options: PngOptions = {}): Buffer<ArrayBuffer> {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const [r, g, b] = options.colour ?? [200, 80, 120];
  let rows = Buffer.from([0, r, g, b]);
  if (width * height <= 4_000_000) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
    rows = Buffer.concat(Array.from({ length: height }, () => row));
  }
  const head = Buffer.concat([signature, pngChunk('IHDR', ihdr)]);
  const tail = Buffer.concat([pngChunk('IDAT', deflateSync(rows)), pngChunk('IEND', Buffer.alloc(0))]);
  if (options.totalBytes === undefined) return Buffer.concat([head, tail]);
  const textBytes = options.totalBytes - head.length - tail.length - 12;
  if (textBytes < 8) throw new RangeError('totalBytes is too small for a padded PNG');
  const text = Buffer.concat([Buffer.from('Comment\0', 'latin1'), Buffer.alloc(textBytes - 8, 0x61)]);
  return Buffer.concat([head, pngChunk('tEXt', text), tail]);
}

/**
 * An RGB PNG of noise, stored without compression: `width x height x 3` bytes and a little more, so
 * a large one stays large on disk as a real photo does. The same seed gives the same bytes.
 */
export function noisyPngImage(width: number, height: number, seed: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  let state = seed;
  for (let i = 0; i < rows.length; i++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    rows[i] = i % (width * 3 + 1) === 0 ? 0 : state >> 16;
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 0 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function jpegSegment(marker: number, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt8(0xff, 0);
  head.writeUInt8(marker, 1);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
}

/** A JPEG header as encoders write it: APP0, an EXIF APP1, tables, then the frame (SOF0 or SOF2). */
export function jpegImage(
  width: number,
  height: number,
  options: { progressive?: boolean } = {},
): Buffer<ArrayBuffer> {
  const app0 = Buffer.from([
    0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x48, 0x00, 0x48, 0x00, 0x00,
  ]);
  // EXIF data may contain 0xFF bytes; only the segment length says where it ends.
  const app1 = Buffer.concat([
    Buffer.from('Exif\0\0', 'latin1'),
    Buffer.from([0xff, 0xc0, 0xff, 0xd9, 0x00, 0x11]),
  ]);
  const dqt = Buffer.concat([Buffer.from([0x00]), Buffer.alloc(64, 1)]);
  const sof = Buffer.alloc(15);
  sof.writeUInt8(8, 0);
  sof.writeUInt16BE(height, 1);
  sof.writeUInt16BE(width, 3);
  sof.set([3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1], 5);
  // A Huffman table (0xC4) sits in the SOF range but is not a frame header.
  const dht = Buffer.concat([Buffer.from([0x00]), Buffer.alloc(16, 0)]);
  const sos = Buffer.from([1, 1, 0x00, 0, 0x3f, 0]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jpegSegment(0xe0, app0),
    jpegSegment(0xe1, app1),
    jpegSegment(0xdb, dqt),
    jpegSegment(0xc4, dht),
    jpegSegment(options.progressive ? 0xc2 : 0xc0, sof),
    jpegSegment(0xda, sos),
    Buffer.from([0x12, 0x34, 0xff, 0x00, 0x56]),
    Buffer.from([0xff, 0xd9]),
  ]);
}

function riff(chunk: string, payload: Buffer): Buffer {
  const chunkHead = Buffer.alloc(8);
  chunkHead.write(chunk, 0, 'ascii');
  chunkHead.writeUInt32LE(payload.length, 4);
  const body = Buffer.concat([Buffer.from('WEBP', 'ascii'), chunkHead, payload]);
  const head = Buffer.alloc(8);
  head.write('RIFF', 0, 'ascii');
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body]);
}

/** WebP in each of its three layouts: lossy (VP8), lossless (VP8L) and extended (VP8X). */
export function webpImage(width: number, height: number, layout: 'lossy' | 'lossless' | 'extended'): Buffer {
  if (layout === 'lossy') {
    const payload = Buffer.alloc(20);
    payload.set([0x50, 0x02, 0x00, 0x9d, 0x01, 0x2a], 0);
    payload.writeUInt16LE(width & 0x3fff, 6);
    payload.writeUInt16LE(height & 0x3fff, 8);
    return riff('VP8 ', payload);
  }
  if (layout === 'lossless') {
    const payload = Buffer.alloc(12);
    payload.writeUInt8(0x2f, 0);
    payload.writeUInt32LE(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14), 1);
    return riff('VP8L', payload);
  }
  const payload = Buffer.alloc(14);
  payload.writeUIntLE(width - 1, 4, 3);
  payload.writeUIntLE(height - 1, 7, 3);
  return riff('VP8X', payload);
}

export interface PhotoOptions {
  /** RGB of every pixel. */
  colour?: [number, number, number];
  /** Grain, as a camera's sensor gives it: the file stays large, as a real photo's does. */
  noise?: boolean;
  /** EXIF as a phone writes it: the camera and where the photo was taken (Jakarta). */
  gps?: boolean;
}

/** A complete, decodable image encoded by sharp, as a camera or an editor would save it. */
export async function encodedImage(
  type: 'jpeg' | 'png' | 'webp',
  width: number,
  height: number,
  options: PhotoOptions = {},
): Promise<Buffer> {
  const [r, g, b] = options.colour ?? [200, 80, 120];
  const noise = options.noise ? { noise: { type: 'gaussian' as const, mean: 128, sigma: 60 } } : {};
  let image = sharp({ create: { width, height, channels: 3, background: { r, g, b }, ...noise } }).toFormat(
    type,
  );
  if (options.gps)
    image = image.withExif({
      IFD0: { Make: 'KameraUji', Model: 'Ponsel' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '6/1 10/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '106/1 49/1 0/1',
      },
    });
  return image.toBuffer();
}

/** What a stored image holds: its type, size, and whether any metadata survived. */
export async function describeImage(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  return {
    format: meta.format,
    width: meta.width,
    height: meta.height,
    exif: meta.exif !== undefined,
    comments: (meta.comments ?? []).length,
  };
}

/** The decoded pixels, to compare two encodings of the same picture. */
export async function pixelsOf(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes).removeAlpha().raw().toBuffer();
}
