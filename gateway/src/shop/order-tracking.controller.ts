import { Controller } from '@nestjs/common';
import {
  NEW_PROOF_MESSAGES,
  ORDERING,
  orderLookupSchema,
  OrderTracking,
  orderReceiptSchema,
  orderTrackingSchema,
  PROOF_MAX_BYTES,
  PROOF_UPLOAD_MESSAGES,
} from '@undangan/contracts';
import type { FastifyRequest } from 'fastify';
import { CoupleCalls } from '../flows/invitation-photos';
import { newProofAccess, sendNewProof } from '../flows/new-proof';
import { HttpError } from '../http/http-error';
import { formFile, withUploadForm } from '../http/upload-form';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { COUPLE_LOOKUP_EXAMPLE, PROOF_FILE_DOC } from '../openapi/examples';
import { PublicWriteLimited } from '../http/rate-limit';
import { route, RouteTable, TableController } from '../rpc/rpc-routes';

const lookupBody = new ZodValidationPipe(orderLookupSchema);

/** A new transfer proof for a manual payment sent without one, or rejected: flows/new-proof.ts. */
function newProof(calls: CoupleCalls, req: FastifyRequest): Promise<OrderTracking> {
  let checked = false;
  // A wrong phone or a payment that takes no proof is answered before the file is read.
  const beforeFile = async (fields: Record<string, string>) => {
    if (checked || Object.keys(fields).length === 0) return;
    await newProofAccess(calls, lookupBody.transform(fields), req.id);
    checked = true;
  };
  const limits = { maxFileBytes: PROOF_MAX_BYTES, messages: PROOF_UPLOAD_MESSAGES };
  return withUploadForm(
    req,
    limits,
    async (body) => {
      const lookup = lookupBody.transform(body.fields);
      if (body.files.some((f) => f.field !== 'proofFile'))
        throw new HttpError('bad_request', 'Berkas tidak dikenal.');
      const file = formFile(body, 'proofFile');
      if (!file) throw new HttpError('bad_request', NEW_PROOF_MESSAGES.empty);
      return sendNewProof(calls, lookup, file, req.id);
    },
    { beforeFile },
  );
}

/**
 * A customer follows their order and reads its receipt, with the order id and the WhatsApp number
 * used at checkout. POST, so the phone never appears in an address or a log line; limited like the
 * writes, so order ids cannot be tried at speed.
 */
@Controller('api/orders')
@PublicWriteLimited()
@RouteTable({
  track: route.couple('POST track', ORDERING.trackOrder, {
    status: 200,
    body: orderLookupSchema,
    doc: {
      summary: "An order's progress, for its customer",
      description: 'POST, so the phone number never appears in an address or a log line.',
      answer: orderTrackingSchema,
      errors: [404, 429],
      example: COUPLE_LOOKUP_EXAMPLE,
    },
  }),
  newProof: route.flow('POST proof', {
    doc: {
      summary: 'Send a new transfer proof for a manual payment',
      description:
        'Send `order_id` and `phone` before `proofFile`: the order is then checked before the file is read. ' +
        'For a manual payment still waiting for a decision, or one whose proof was rejected (it then waits again).',
      form: { fields: orderLookupSchema, files: { proofFile: PROOF_FILE_DOC } },
      answer: orderTrackingSchema,
      errors: [404, 409, 429],
    },
    handle: (calls, _input, req) => newProof(calls, req),
  }),
  receipt: route.couple('POST receipt', ORDERING.orderReceipt, {
    status: 200,
    body: orderLookupSchema,
    doc: {
      summary: "An order's receipt, for its customer",
      answer: orderReceiptSchema,
      errors: [404, 409, 429],
    },
  }),
})
export class OrderTrackingController extends TableController {}
