import { createReadStream } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { pipeline } from 'node:stream/promises';
import { MESSAGES, PROOF_STORAGE, UploadKind } from '@undangan/contracts';
import { HttpError } from '../http/http-error';
import type { UploadedFile } from '../http/multipart';
import { ServiceClients } from '../rpc/service-clients';

/** How long writing one upload to the object store may take (5 MB on a busy network). */
const PUT_TIMEOUT_MS = 30_000;

/**
 * Puts an uploaded file where proof-storage said (PROOF_STORAGE.startUpload: an address signed for
 * one object) and has it made into a picture of its kind (PROOF_STORAGE.prepareImage): the bytes
 * go from the gateway's disk to the object store as a stream, never over RabbitMQ. A refused file
 * is a 400 with the rule's message, and nothing is kept of it. Answers the upload's id, which the
 * record that keeps the picture claims.
 */
export async function stageUpload(
  rpc: ServiceClients,
  file: UploadedFile,
  kind: UploadKind,
  requestId: string,
): Promise<string> {
  const { uploadId, url } = await rpc.call(PROOF_STORAGE.startUpload, {}, requestId);
  await putFile(url, file).catch((err: unknown) => {
    rpc.logger.error({ err, requestId }, 'an upload could not be written to the object store');
    throw new HttpError('unavailable', MESSAGES.serviceUnavailable);
  });
  await rpc.call(PROOF_STORAGE.prepareImage, { uploadId, kind }, requestId);
  return uploadId;
}

async function putFile(address: string, file: UploadedFile): Promise<void> {
  const url = new URL(address);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const request = send(url, {
    method: 'PUT',
    headers: { 'content-length': file.size, 'content-type': 'application/octet-stream' },
    timeout: PUT_TIMEOUT_MS,
  });
  request.on('timeout', () => request.destroy(new Error(`object store PUT took over ${PUT_TIMEOUT_MS} ms`)));
  const answered = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
  await pipeline(createReadStream(file.path), request);
  const status = await answered;
  if (status < 200 || status > 299) throw new Error(`object store answered ${status} to an upload`);
}
