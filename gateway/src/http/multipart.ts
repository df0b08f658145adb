import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@undangan/contracts';
import { HttpError } from './http-error';

/** A file part, written to a file of its own as it arrived: never held in memory whole. */
export interface UploadedFile {
  field: string;
  filename: string;
  /** Where its bytes are, until the form is disposed of. */
  path: string;
  size: number;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/** Deletes the files a form's parts were written to. */
export async function disposeFiles(files: UploadedFile[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file.path, { force: true })));
}

export interface FormReading {
  /**
   * Called before each file part is read, with the fields sent before it: a refusal thrown here
   * leaves the file unread (the cart and the order are checked before a proof is read).
   */
  beforeFile?: (fields: Record<string, string>) => Promise<void>;
  /** Stops the file being read when aborted; the form is refused with the abort's reason. */
  cut?: () => AbortSignal | undefined;
}

export const UNREADABLE_FORM = 'Data formulir tidak dapat dibaca.';
export const TOO_MANY_PARTS = 'Formulir berisi terlalu banyak isian atau berkas.';

/** RFC 2046: a boundary is 1 to 70 characters of a small set, quoted when it holds a space. */
const BOUNDARY =
  /;\s*boundary=(?:"[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]"|[0-9A-Za-z'()+_,\-./:=?]{1,70})\s*(?:;|$)/i;

/**
 * A JSON value as the text a form field would carry: scalars as written, a list of scalars
 * comma-joined, null as empty, an object as its JSON text (as a multipart form sends an object
 * field, e.g. a design's theme); a nested list has no form equivalent (undefined).
 */
function formText(value: unknown): string | undefined {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    return value.every((v) => ['string', 'number'].includes(typeof v)) ? value.join(',') : undefined;
  }
  return JSON.stringify(value);
}

/**
 * Reads a multipart body within limits: fields into memory, each file part into a file of its own
 * in the temporary directory (the caller disposes of them). A JSON body is accepted too, its values
 * turned into strings, so admin forms may send either.
 */
export async function readFormBody(
  request: FastifyRequest,
  maxFileBytes: number,
  reading: FormReading = {},
): Promise<MultipartBody> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new HttpError('bad_request', MESSAGES.invalidInput);
    }
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(body)) {
      const text = formText(value);
      if (text === undefined) throw new HttpError('bad_request', MESSAGES.invalidInput);
      fields[key] = text;
    }
    return { fields, files: [] };
  }
  if (!BOUNDARY.test(String(request.headers['content-type'] ?? ''))) {
    throw new HttpError('bad_request', UNREADABLE_FORM);
  }
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: maxFileBytes, files: 2, fields: 30 } })) {
      if (part.type === 'file') {
        await reading.beforeFile?.(fields);
        const file = { field: part.fieldname, filename: part.filename, path: spoolPath(), size: 0 };
        files.push(file);
        part.file.on('data', (chunk: Buffer) => (file.size += chunk.length));
        const cut = reading.cut?.();
        await pipeline(part.file, createWriteStream(file.path, { mode: 0o600 }), { signal: cut });
        if (part.file.truncated)
          throw Object.assign(new Error('file too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
      } else {
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (err) {
    await disposeFiles(files);
    const cut = reading.cut?.();
    if (cut?.aborted) throw cut.reason;
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError('payload_too_large', MESSAGES.payloadTooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new HttpError('bad_request', TOO_MANY_PARTS);
    }
    throw new HttpError('bad_request', UNREADABLE_FORM);
  }
  return { fields, files };
}

function spoolPath(): string {
  return join(tmpdir(), `undangan-upload-${randomUUID()}`);
}
