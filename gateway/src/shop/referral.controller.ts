import { Controller } from '@nestjs/common';
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
import { z } from 'zod';
import { PublicWriteLimited } from '../http/rate-limit';
import { route, RouteTable, TableController } from '../rpc/rpc-routes';

const EMPTY_CODE = 'Silakan masukkan kode referal.';
const codeField = z
  .string({ error: EMPTY_CODE })
  .trim()
  .min(1, { error: EMPTY_CODE })
  .pipe(referralCodeSchema);
const validateBody = z.object({ code: codeField });
const useBody = z.object({
  code: codeField,
  order_id: orderIdSchema,
  /** The secret create-order-id gave the browser with the order id: only it picks the order's code. */
  order_secret: orderSecretSchema.optional(),
  total_price: z.unknown().optional(),
});

/** Referral codes for customers: validate, use, check (their management is admin/referral-codes). */
@Controller()
@PublicWriteLimited()
@RouteTable({
  validate: route('POST api/referral/validate', ORDERING.validateReferral, {
    status: 200,
    body: validateBody,
    doc: {
      summary: 'Check a referral code before checkout',
      answer: { description: 'The discount the code gives.', schema: referralDiscountSchema },
      errors: [404],
      example: { code: 'HEMAT10' },
    },
    request: ({ body }) => ({ code: body.code }),
  }),
  /** total_price is the browser's figure and is not used: discounts are computed when the payment is priced. */
  use: route('POST api/referral/use', ORDERING.useReferral, {
    status: 200,
    body: useBody,
    doc: {
      summary: 'Record a referral code on an order',
      answer: { description: 'The use was recorded.', schema: referralUseSchema },
      errors: [403, 404, 409],
    },
    request: ({ body }) => ({ code: body.code, orderId: body.order_id, orderSecret: body.order_secret }),
  }),
  // Limited per client like the writes: order ids cannot be probed at the speed of a script.
  check: route('GET api/referral/check', ORDERING.checkReferral, {
    query: orderIdRequestSchema,
    doc: {
      summary: 'The referral code an order used, if any',
      answer: { description: 'Whether it has.', schema: referralCheckSchema },
    },
    request: ({ query }) => ({ orderId: query.order_id }),
  }),
})
export class ReferralController extends TableController {}
