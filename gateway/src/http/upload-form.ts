import type { FastifyRequest } from 'fastify';
import { UploadMessages } from '@undangan/contracts';
import { HttpError } from '../http/http-error';
import { disposeFiles, FormReading, MultipartBody, readFormBody, UploadedFile } from '../http/multipart';
import { takeUploadSlot, UploadSlot } from './upload-slots';

/**
 * An upload form handled whole: the form read with its files written to disk, `handle` run, and
 * the files deleted whatever happened. Before the first file is read (after `reading.beforeFile`,
 * so a request refused on its fields holds nothing), a slot is taken for the client
 * (http/upload-slots.ts: waited for while the gateway reads as many as it may, a 429 past the
 * client's share); it is held until the answer, unless the client sends so slowly
 * that it loses it (a 408). The reader stops one byte past the limit, so a file just too big still reaches the
 * service that owns the rule, and anything bigger is refused here with the same message instead of
 * a bare 413.
 */
export async function withUploadForm<T>(
  request: FastifyRequest,
  limits: { maxFileBytes: number; messages: UploadMessages },
  handle: (body: MultipartBody) => Promise<T>,
  reading: FormReading = {},
): Promise<T> {
  let slot: UploadSlot | undefined;
  const counted = (chunk: Buffer) => slot?.received(chunk.length);
  const beforeFile = async (fields: Record<string, string>) => {
    await reading.beforeFile?.(fields);
    if (slot) return;
    slot = await takeUploadSlot(request.ip);
    request.raw.on('data', counted);
  };
  let body: MultipartBody | undefined;
  try {
    try {
      body = await readFormBody(request, limits.maxFileBytes + 1, { beforeFile, cut: () => slot?.cut });
    } catch (err) {
      if (err instanceof HttpError && err.code === 'payload_too_large')
        throw new HttpError('bad_request', limits.messages.tooBig);
      throw err;
    }
    return await handle(body);
  } finally {
    if (body) await disposeFiles(body.files);
    request.raw.off('data', counted);
    slot?.release();
  }
}

/**
 * The file of one form field. A browser sends an empty, nameless part for a file input left
 * empty: that is no file at all.
 */
export function formFile(body: MultipartBody, field: string): UploadedFile | undefined {
  return body.files.find((f) => f.field === field && !(!f.filename && f.size === 0));
}
