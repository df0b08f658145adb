import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req } from '@nestjs/common';
import {
  ORDERING,
  orderIdRequestSchema,
  orderIdSchema,
  referralCodeSchema,
  referralCheckSchema,
  referralDiscountSchema,
  orderSecretSchema,
  referralUseSchema,
} from '@undangan/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PublicWriteLimited } from '../http/rate-limit';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { ServiceClients } from '../rpc/service-clients';
import { ApiDoc } from '../openapi/api-doc';

const EMPTY_CODE = 'Silakan masukkan kode referal.';
const codeField = z
  .string({ error: EMPTY_CODE })
  .trim()
  .min(1, { error: EMPTY_CODE })
  .pipe(referralCodeSchema);
export const validateBody = z.object({ code: codeField });
export const useBody = z.object({
  code: codeField,
  order_id: orderIdSchema,
  /** The secret create-order-id gave the browser with the order id: only it picks the order's code. */
  order_secret: orderSecretSchema.optional(),
  total_price: z.unknown().optional(),
});

/** Referral codes for customers: validate, use, check (their management is admin/referral-codes). */
@Controller()
export class ReferralController {
  constructor(@Inject(ServiceClients) private readonly rpc: ServiceClients) {}

  @Post('api/referral/validate')
  @ApiDoc({
    summary: 'Check a referral code before checkout',
    answer: { description: 'The discount the code gives.', schema: referralDiscountSchema },
    errors: [404],
    example: { code: 'HEMAT10' },
  })
  @HttpCode(200)
  @PublicWriteLimited()
  validate(@Body(new ZodValidationPipe(validateBody)) body: { code: string }, @Req() req: FastifyRequest) {
    return this.rpc.call(ORDERING.validateReferral, { code: body.code }, req.id);
  }

  /** total_price is the browser's figure and is not used: discounts are computed when the payment is priced. */
  @Post('api/referral/use')
  @ApiDoc({
    summary: 'Record a referral code on an order',
    answer: { description: 'The use was recorded.', schema: referralUseSchema },
    errors: [403, 404, 409],
  })
  @HttpCode(200)
  @PublicWriteLimited()
  use(@Body(new ZodValidationPipe(useBody)) body: z.output<typeof useBody>, @Req() req: FastifyRequest) {
    return this.rpc.call(
      ORDERING.useReferral,
      { code: body.code, orderId: body.order_id, orderSecret: body.order_secret },
      req.id,
    );
  }

  @Get('api/referral/check')
  @ApiDoc({
    summary: 'The referral code an order used, if any',
    answer: { description: 'Whether it has.', schema: referralCheckSchema },
  })
  // Limited per client like the writes: order ids cannot be probed at the speed of a script.
  @PublicWriteLimited()
  check(
    @Query(new ZodValidationPipe(orderIdRequestSchema)) query: { order_id: string },
    @Req() req: FastifyRequest,
  ) {
    return this.rpc.call(ORDERING.checkReferral, { orderId: query.order_id }, req.id);
  }
}
