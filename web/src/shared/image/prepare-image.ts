import {
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE_PX,
  PROOF_IMAGE_TYPES,
  PROOF_MAX_BYTES,
  type UploadMessages,
} from '@undangan/contracts';

/*
 * A photo from a phone, made ready for the shop's upload rules (jpg or png, at most 5 MB, a sane
 * number of pixels) before it leaves the browser. Transfer proofs and the couple's invitation
 * photos share the rules (upload-constants.ts); each caller gives the words its customer reads.
 */

/** The longest side a photo is sent with: a receipt or a portrait stays sharp, and the file small. */
export const IMAGE_SEND_MAX_SIDE = 2560;

/** What the customer reads when their photo cannot go, in the words of the upload it is for. */
export interface ImageWords {
  messages: UploadMessages;
  /** An iPhone's HEIC photo this browser cannot open: what to do instead. */
  heic: string;
  /** A file that is no picture at all. */
  notAnImage: string;
  /** The name of a converted file when the chosen one has none. */
  fallbackName: string;
}

export type PreparedImage =
  | { ok: true; file: File; original: File; converted: boolean }
  | { ok: false; message: string; heic: boolean };

const EXTENSION_TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' };

function extensionOf(name: string): string {
  return /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
}

export function isHeic(file: Pick<File, 'name' | 'type'>): boolean {
  return /^image\/hei[cf](-sequence)?$/i.test(file.type) || ['heic', 'heif'].includes(extensionOf(file.name));
}

/** The type the server would find, as far as the browser can tell before sending: jpg or png. */
function acceptedType(file: Pick<File, 'name' | 'type'>): boolean {
  const type = file.type || EXTENSION_TYPES[extensionOf(file.name)] || '';
  return (PROOF_IMAGE_TYPES as readonly string[]).includes(type);
}

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  close: () => void;
}

async function decode(file: Blob): Promise<Decoded | null> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
    } catch {
      // Some browsers decode through <img> only.
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
    await image.decode();
    return { source: image, width: image.naturalWidth, height: image.naturalHeight, close: () => {} };
  } catch {
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}

function tooManyPixels({ width, height }: { width: number; height: number }): boolean {
  return width > MAX_IMAGE_SIDE_PX || height > MAX_IMAGE_SIDE_PX || width * height > MAX_IMAGE_PIXELS;
}

function toJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

/** Draws the picture at most `maxSide` px long on a white ground (a PNG may be transparent), as JPEG. */
async function reencode(decoded: Decoded, maxSide: number, quality: number): Promise<Blob | null> {
  const scale = Math.min(1, maxSide / Math.max(decoded.width, decoded.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(decoded.width * scale));
  canvas.height = Math.max(1, Math.round(decoded.height * scale));
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(decoded.source, 0, 0, canvas.width, canvas.height);
  const blob = await toJpeg(canvas, quality);
  canvas.width = 0;
  canvas.height = 0;
  return blob;
}

/** Smaller and smaller until it is within the server's limit, or null when even that fails. */
async function shrink(decoded: Decoded): Promise<Blob | null> {
  const tries: [number, number][] = [
    [IMAGE_SEND_MAX_SIDE, 0.88],
    [IMAGE_SEND_MAX_SIDE, 0.75],
    [2048, 0.7],
    [1600, 0.7],
    [1280, 0.65],
  ];
  for (const [side, quality] of tries) {
    const blob = await reencode(decoded, side, quality);
    if (blob && blob.size > 0 && blob.size <= PROOF_MAX_BYTES) return blob;
  }
  return null;
}

function jpegName(name: string, fallback: string): string {
  const base = name.replace(/\.[^.]*$/, '') || fallback;
  return `${base}.jpg`;
}

/**
 * Gets a chosen photo ready for the server's rules: a file that already meets them goes as it is;
 * a larger one, or another picture the browser can open (HEIC on an iPhone's Safari, WebP...), is
 * made smaller and sent as JPEG. What cannot be opened is refused here with words the customer can
 * act on.
 */
export async function prepareImage(file: File, words: ImageWords): Promise<PreparedImage> {
  const { messages } = words;
  const heic = isHeic(file);
  if (file.size === 0) return { ok: false, message: messages.empty, heic: false };
  const fits = acceptedType(file) && file.size <= PROOF_MAX_BYTES;

  const decoded = await decode(file);
  if (!decoded) {
    // Sent as chosen when it claims the right type: the server reads the bytes and has the last word.
    if (fits) return { ok: true, file, original: file, converted: false };
    if (heic) return { ok: false, message: words.heic, heic: true };
    if (acceptedType(file)) return { ok: false, message: messages.tooBig, heic: false };
    return { ok: false, message: words.notAnImage, heic: false };
  }
  try {
    if (fits && !tooManyPixels(decoded)) return { ok: true, file, original: file, converted: false };
    const blob = await shrink(decoded);
    if (!blob) return { ok: false, message: messages.tooBig, heic: false };
    const converted = new File([blob], jpegName(file.name, words.fallbackName), {
      type: 'image/jpeg',
      lastModified: Date.now(),
    });
    return { ok: true, file: converted, original: file, converted: true };
  } finally {
    decoded.close();
  }
}

/** A file size the customer reads: '1,8 MB', '640 KB'. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024)
    return `${(bytes / (1024 * 1024)).toLocaleString('id-ID', { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
