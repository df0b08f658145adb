import type { FastifyRequest } from 'fastify';
import { FilePayload, UploadMessages } from '@undangan/contracts';
import { HttpError } from '../http/http-error';
import { MultipartBody, readFormBody, UploadedFile } from '../http/multipart';

/**
 * Reads an upload form. The reader stops one byte past the limit, so a file just too big still
 * reaches the service that owns the rule, and anything bigger is refused here with the same
 * message instead of a bare 413.
 */
export async function readUploadForm(
  request: FastifyRequest,
  maxFileBytes: number,
  messages: UploadMessages,
): Promise<MultipartBody> {
  try {
    return await readFormBody(request, maxFileBytes + 1);
  } catch (err) {
    if (err instanceof HttpError && err.code === 'payload_too_large')
      throw new HttpError('bad_request', messages.tooBig);
    throw err;
  }
}

/**
 * The file of one form field, as it crosses RPC; its type is decided again from the bytes there.
 * A browser sends an empty, nameless part for a file input left empty: that is no file at all.
 */
export function filePayload(body: MultipartBody, field: string): FilePayload | undefined {
  const file: UploadedFile | undefined = body.files.find(
    (f) => f.field === field && !(!f.filename && f.data.length === 0),
  );
  return file ? { base64: file.data.toString('base64'), filename: file.filename } : undefined;
}
