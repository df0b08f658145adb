import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import {
  NEW_PROOF_MESSAGES,
  ORDERING,
  OrderLookupInput,
  orderLookupSchema,
  OrderReceipt,
  OrderTracking,
  orderReceiptSchema,
  orderTrackingSchema,
  PROOF_MAX_BYTES,
  PROOF_UPLOAD_MESSAGES,
} from '@undangan/contracts';
import type { FastifyRequest } from 'fastify';
import { newProofAccess, sendNewProof } from '../flows/new-proof';
import { HttpError } from '../http/http-error';
import { PublicWriteLimited } from '../http/rate-limit';
import { formFile, withUploadForm } from '../http/upload-form';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { OrderLookupLimit } from '../limits/order-lookup-limit';
import { ServiceClients } from '../rpc/service-clients';
import { ApiDoc } from '../openapi/api-doc';
import { CUSTOMER_EXAMPLE, ORDER_ID_EXAMPLE, PROOF_FILE_DOC } from '../openapi/examples';

const lookupBody = new ZodValidationPipe(orderLookupSchema);

/**
 * A customer follows their order and reads its receipt, with the order id and the WhatsApp number
 * used at checkout. POST, so the phone never appears in an address or a log line; limited like the
 * writes, so order ids cannot be tried at speed.
 */
@Controller('api/orders')
export class OrderTrackingController {
  constructor(
    @Inject(ServiceClients) private readonly rpc: ServiceClients,
    @Inject(OrderLookupLimit) private readonly lookups: OrderLookupLimit,
  ) {}

  @Post('track')
  @ApiDoc({
    summary: "An order's progress, for its customer",
    description: 'POST, so the phone number never appears in an address or a log line.',
    answer: orderTrackingSchema,
    errors: [404, 429],
    example: { order_id: ORDER_ID_EXAMPLE, phone: CUSTOMER_EXAMPLE.phone },
  })
  @HttpCode(200)
  @PublicWriteLimited()
  track(
    @Body(new ZodValidationPipe(orderLookupSchema)) input: OrderLookupInput,
    @Req() req: FastifyRequest,
  ): Promise<OrderTracking> {
    return this.lookups.guard(input.order_id, () => this.rpc.call(ORDERING.trackOrder, input, req.id));
  }

  /** A new transfer proof for a manual payment sent without one, or rejected: flows/new-proof.ts. */
  @Post('proof')
  @ApiDoc({
    summary: 'Send a new transfer proof for a manual payment',
    description:
      'Send `order_id` and `phone` before `proofFile`: the order is then checked before the file is read. ' +
      'For a manual payment still waiting for a decision, or one whose proof was rejected (it then waits again).',
    form: { fields: orderLookupSchema, files: { proofFile: PROOF_FILE_DOC } },
    answer: orderTrackingSchema,
    errors: [404, 409, 429],
  })
  @PublicWriteLimited()
  newProof(@Req() req: FastifyRequest): Promise<OrderTracking> {
    let checked = false;
    const calls = { rpc: this.rpc, lookups: this.lookups };
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

  @Post('receipt')
  @ApiDoc({
    summary: "An order's receipt, for its customer",
    answer: orderReceiptSchema,
    errors: [404, 409, 429],
  })
  @HttpCode(200)
  @PublicWriteLimited()
  receipt(
    @Body(new ZodValidationPipe(orderLookupSchema)) input: OrderLookupInput,
    @Req() req: FastifyRequest,
  ): Promise<OrderReceipt> {
    return this.lookups.guard(input.order_id, () => this.rpc.call(ORDERING.orderReceipt, input, req.id));
  }
}
