export interface ImageDimensions {
  width: number;
  height: number;
}

type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/**
 * The width and height an image's header claims, read without decoding it, so a file that claims
 * absurd dimensions (a decompression bomb) can be refused before anything renders it. Undefined
 * when the header is missing or truncated: such a file is not a usable image either.
 */
export function readImageDimensions(bytes: Uint8Array, type: ImageType): ImageDimensions | undefined {
  const found =
    type === 'image/png' ? readPng(bytes) : type === 'image/jpeg' ? readJpeg(bytes) : readWebp(bytes);
  return found && found.width > 0 && found.height > 0 ? found : undefined;
}

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** PNG: the first chunk must be IHDR (offset 12), width and height big-endian after it. */
function readPng(bytes: Uint8Array): ImageDimensions | undefined {
  if (bytes.length < 24 || ascii(bytes, 12, 16) !== 'IHDR') return undefined;
  const v = view(bytes);
  return { width: v.getUint32(16), height: v.getUint32(20) };
}

/** JPEG start-of-frame markers (baseline, progressive, lossless, arithmetic); C4, C8, CC are not frames. */
const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** JPEG: walks the marker segments up to the first start-of-frame and reads its size. */
function readJpeg(bytes: Uint8Array): ImageDimensions | undefined {
  const v = view(bytes);
  let i = 2;
  while (i < bytes.length) {
    if (bytes[i] !== 0xff) return undefined;
    // Any number of 0xFF fill bytes may precede a marker.
    while (i < bytes.length && bytes[i] === 0xff) i++;
    if (i >= bytes.length) return undefined;
    const marker = bytes[i];
    i++;
    // Markers without a length: TEM and RST0..7 (SOI was before i = 2).
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    // End of image or start of scan before any frame header: no size to read.
    if (marker === 0xd9 || marker === 0xda) return undefined;
    if (i + 2 > bytes.length) return undefined;
    const length = v.getUint16(i);
    if (length < 2) return undefined;
    if (SOF_MARKERS.has(marker)) {
      if (i + 7 > bytes.length) return undefined;
      return { height: v.getUint16(i + 3), width: v.getUint16(i + 5) };
    }
    i += length;
  }
  return undefined;
}

/** WebP: the first chunk after RIFF/WEBP is VP8 (lossy), VP8L (lossless) or VP8X (extended). */
function readWebp(bytes: Uint8Array): ImageDimensions | undefined {
  if (bytes.length < 30) return undefined;
  const v = view(bytes);
  const chunk = ascii(bytes, 12, 16);
  if (chunk === 'VP8 ') {
    // Frame tag (3 bytes) then the start code 9D 01 2A, then 14-bit sizes with 2 scale bits.
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return undefined;
    return { width: v.getUint16(26, true) & 0x3fff, height: v.getUint16(28, true) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return undefined;
    const bits = v.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    const uint24 = (at: number) => bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16);
    return { width: uint24(24) + 1, height: uint24(27) + 1 };
  }
  return undefined;
}
